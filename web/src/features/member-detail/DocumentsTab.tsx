import { Button, Empty, Skeleton, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { useDeleteDocumentMutation, useMemberDocumentsQuery, type MemberDocument } from '../../api/members';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { formatDate, formatFileSize } from '../../lib/format';
import { MEMBER_DOCUMENT_TYPE_LABELS } from '../../lib/member-labels';

export function DocumentsTab({ memberId }: { memberId: string }) {
  const { data, isPending, isError, error } = useMemberDocumentsQuery(memberId);
  const remove = useDeleteDocumentMutation();
  // Deleting a member's document is the office's work (issue 27); other roles download them.
  const office = useAdminCan('office');
  const toast = useToast();

  const onDelete = async (doc: MemberDocument) => {
    if (!window.confirm('Are you sure you want to delete this document?')) return;
    try {
      await remove.mutateAsync({ id: memberId, docId: doc.id });
      toast.success('Document deleted successfully');
    } catch (err) {
      toast.error('Error deleting document', parseApiError(err).message);
    }
  };

  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) {
    const reason = parseApiError(error).message;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Documents could not be loaded: ${reason}`} />;
  }

  const columns: TableColumnsType<MemberDocument> = [
    {
      title: 'File Name',
      key: 'fileName',
      render: (_, doc) => (
        <span className="document-name">
          <FileOutlined aria-hidden /> {doc.fileName}
          {doc.description ? <span className="muted small document-description">{doc.description}</span> : null}
        </span>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'documentType',
      key: 'type',
      render: (type: string) => MEMBER_DOCUMENT_TYPE_LABELS[type as keyof typeof MEMBER_DOCUMENT_TYPE_LABELS] ?? type,
    },
    { title: 'Size', dataIndex: 'fileSize', key: 'size', render: (size: number) => formatFileSize(size) },
    { title: 'Uploaded', dataIndex: 'createdAt', key: 'createdAt', render: (value: string) => formatDate(value) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, doc) => (
        <span className="document-actions">
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
                loading={remove.isPending && remove.variables?.docId === doc.id}
                onClick={() => onDelete(doc)}
              />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Table<MemberDocument>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No documents uploaded yet" /> }}
    />
  );
}
