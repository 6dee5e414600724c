import { useState } from 'react';
import { Alert, Button, Card, Empty, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { ContentMessages } from '@portal/contracts/rules';
import {
  useDeleteSchemeDocumentMutation,
  useSchemeDocumentsQuery,
  type Scheme,
  type SchemeDocument,
} from '../../api/content';
import { SCHEME_OPTIONS, schemeLabel } from '../../components/PaymentStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDate, formatFileSize } from '../../lib/format';
import { documentTypeText } from './document-checks';
import { SchemeDocumentUploadCard } from './SchemeDocumentUploadCard';
import '../../components/list-widgets.css';
import './scheme-documents.css';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';

type SchemeFilter = 'all' | Scheme;
const SCHEME_FILTERS: { value: SchemeFilter; label: string }[] = [
  { value: 'all', label: 'All Schemes' },
  ...SCHEME_OPTIONS,
];

/** Spec part 2 §2 Scheme Documents (admin): upload, filter by scheme, and the table with download and delete. */
export function SchemeDocumentsPage() {
  usePageTitle('Scheme Documents');
  const toast = useToast();
  const [filter, setFilter] = useState<SchemeFilter>('all');
  const { data, isPending, isError } = useSchemeDocumentsQuery(filter === 'all' ? undefined : filter);
  const remove = useDeleteSchemeDocumentMutation();
  // Uploading and deleting documents is the office's work (issue 27); other roles read and download them.
  const office = useAdminCan('office');

  const onDelete = async (doc: SchemeDocument) => {
    if (!window.confirm(`Delete "${doc.fileName}"? Members will no longer see it.`)) return;
    try {
      await remove.mutateAsync(doc.id);
      toast.success(ContentMessages.documentDeleted);
    } catch {
      toast.error('Error', ContentMessages.documentDeleteFailed);
    }
  };

  const columns: TableColumnsType<SchemeDocument> = [
    { title: 'Scheme', key: 'scheme', render: (_, doc) => schemeLabel(doc.scheme) },
    {
      title: 'File Name',
      key: 'fileName',
      render: (_, doc) => (
        <span className="scheme-document-name">
          <FileOutlined aria-hidden /> {doc.fileName}
        </span>
      ),
    },
    { title: 'Size', key: 'size', render: (_, doc) => formatFileSize(doc.fileSize) },
    { title: 'Type', key: 'type', render: (_, doc) => documentTypeText(doc) },
    { title: 'Uploaded', key: 'uploaded', render: (_, doc) => formatDate(doc.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, doc) => (
        <span className="scheme-document-actions">
          <Tooltip title="Download">
            <Button
              type="text"
              icon={<DownloadOutlined />}
              href={doc.fileUrl}
              download
              aria-label={`Download ${doc.fileName}`}
            />
          </Tooltip>
          {office ? (
            <Tooltip title="Delete">
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${doc.fileName}`}
                loading={remove.isPending && remove.variables === doc.id}
                onClick={() => onDelete(doc)}
              />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <div className="page scheme-documents-page">
      <div className="page-heading">
        <Typography.Title level={1}>Scheme Documents</Typography.Title>
        <Typography.Paragraph type="secondary">
          Forms and guides for each welfare scheme. Members find them on their dashboard.
        </Typography.Paragraph>
      </div>

      {office ? <SchemeDocumentUploadCard /> : null}

      <Card title="Documents">
        <div className="list-toolbar">
          <Select<SchemeFilter>
            aria-label="Filter by scheme"
            value={filter}
            onChange={setFilter}
            options={SCHEME_FILTERS}
            className="list-filter"
          />
        </div>
        {isError ? (
          <Alert type="error" showIcon title={ContentMessages.documentsFetchFailed} />
        ) : (
          <Table<SchemeDocument>
            className={STACKED_TABLE_CLASS}
            rowKey="id"
            size="middle"
            columns={stackedColumns(columns)}
            dataSource={data ?? []}
            loading={isPending}
            pagination={(data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            scroll={{ x: 720 }}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet" />,
            }}
          />
        )}
      </Card>
    </div>
  );
}
