import { useState } from 'react';
import { Alert, Button, Card, Empty, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Schemes } from '@portal/contracts/shapes';
import {
  useDeleteSchemeDocumentMutation,
  useSchemeDocumentsQuery,
  type Scheme,
  type SchemeDocument,
} from '../../api/content';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { useToast } from '../../components/use-toast';
import { formatDate, formatFileSize } from '../../lib/format';
import { documentTypeText } from './document-checks';
import { useAdminSchemeDocumentsTexts } from '../../i18n/admin-scheme-documents';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { SchemeDocumentUploadCard } from './SchemeDocumentUploadCard';
import '../../components/list-widgets.css';
import './scheme-documents.css';
import { STACKED_TABLE_CLASS, stackedColumns } from '../../components/stacked-table';

type SchemeFilter = 'all' | Scheme;

/** Spec part 2 §2 Scheme Documents (admin): upload, filter by scheme, and the table with download and delete. */
export function SchemeDocumentsPage() {
  const t = useAdminSchemeDocumentsTexts();
  const layout = useAdminLayoutTexts();
  usePageTitle(t('title'));
  const schemeFilters: { value: SchemeFilter; label: string }[] = [
    { value: 'all', label: t('allSchemes') },
    ...Schemes.map((scheme) => ({ value: scheme, label: adminSchemeName(layout, scheme) })),
  ];
  const toast = useToast();
  const [filter, setFilter] = useState<SchemeFilter>('all');
  const { data, isPending, isError } = useSchemeDocumentsQuery(filter === 'all' ? undefined : filter);
  const remove = useDeleteSchemeDocumentMutation();
  // Uploading and deleting documents is the office's work (issue 27); other roles read and download them.
  const office = useAdminCan('office');

  const onDelete = async (doc: SchemeDocument) => {
    if (!window.confirm(t('confirmDelete', { name: doc.fileName }))) return;
    try {
      await remove.mutateAsync(doc.id);
      toast.success(t('messages.documentDeleted'));
    } catch {
      toast.error(t('error'), t('messages.documentDeleteFailed'));
    }
  };

  const columns: TableColumnsType<SchemeDocument> = [
    { title: t('columns.scheme'), key: 'scheme', render: (_, doc) => adminSchemeName(layout, doc.scheme) },
    {
      title: t('columns.fileName'),
      key: 'fileName',
      render: (_, doc) => (
        <span className="scheme-document-name">
          <FileOutlined aria-hidden /> {doc.fileName}
        </span>
      ),
    },
    { title: t('columns.size'), key: 'size', render: (_, doc) => formatFileSize(doc.fileSize) },
    { title: t('columns.type'), key: 'type', render: (_, doc) => documentTypeText(doc) },
    { title: t('columns.uploaded'), key: 'uploaded', render: (_, doc) => formatDate(doc.createdAt) },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, doc) => (
        <span className="scheme-document-actions">
          <Tooltip title={t('download')}>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              href={doc.fileUrl}
              download
              aria-label={t('downloadName', { name: doc.fileName })}
            />
          </Tooltip>
          {office ? (
            <Tooltip title={t('delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('deleteName', { name: doc.fileName })}
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
        <Typography.Title level={1}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('lead')}</Typography.Paragraph>
      </div>

      {office ? <SchemeDocumentUploadCard /> : null}

      <Card title={t('documents')}>
        <div className="list-toolbar">
          <Select<SchemeFilter>
            aria-label={t('filterByScheme')}
            value={filter}
            onChange={setFilter}
            options={schemeFilters}
            className="list-filter"
          />
        </div>
        {isError ? (
          <Alert type="error" showIcon title={t('messages.documentsFetchFailed')} />
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
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />,
            }}
          />
        )}
      </Card>
    </div>
  );
}
