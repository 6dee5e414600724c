import { Button, Empty, Skeleton, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { useDeleteDocumentMutation, useMemberDocumentsQuery, type MemberDocument } from '../../api/members';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { formatDate, formatFileSize } from '../../lib/format';
import { useAdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import memberDetail from '../../i18n/locales/en/admin/member-detail.json';

export function DocumentsTab({ memberId }: { memberId: string }) {
  const { data, isPending, isError, error } = useMemberDocumentsQuery(memberId);
  const remove = useDeleteDocumentMutation();
  // Deleting a member's document is the office's work (issue 27); other roles download them.
  const office = useAdminCan('office');
  const toast = useToast();
  const t = useAdminMemberDetailTexts();

  const onDelete = async (doc: MemberDocument) => {
    if (!window.confirm(t('documents.confirmDelete'))) return;
    try {
      await remove.mutateAsync({ id: memberId, docId: doc.id });
      toast.success(t('documents.deleted'));
    } catch (err) {
      toast.error(t('documents.deleteFailed'), parseApiError(err).message);
    }
  };

  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) {
    const reason = parseApiError(error).message;
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.loadFailed', { reason })} />;
  }

  const columns: TableColumnsType<MemberDocument> = [
    {
      title: t('documents.fileName'),
      key: 'fileName',
      render: (_, doc) => (
        <span className="document-name">
          <FileOutlined aria-hidden /> {doc.fileName}
          {doc.description ? <span className="muted small document-description">{doc.description}</span> : null}
        </span>
      ),
    },
    {
      title: t('documents.type'),
      dataIndex: 'documentType',
      key: 'type',
      render: (type: string) =>
        type in memberDetail.documentTypes
          ? t(`documentTypes.${type as keyof typeof memberDetail.documentTypes}`)
          : type,
    },
    { title: t('documents.size'), dataIndex: 'fileSize', key: 'size', render: (size: number) => formatFileSize(size) },
    {
      title: t('documents.uploaded'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (value: string) => formatDate(value),
    },
    {
      title: t('documents.actions'),
      key: 'actions',
      render: (_, doc) => (
        <span className="document-actions">
          <Tooltip title={t('documents.download')}>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              href={doc.fileUrl}
              download
              aria-label={t('documents.downloadFile', { name: doc.fileName })}
            />
          </Tooltip>
          {office ? (
            <Tooltip title={t('documents.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('documents.deleteFile', { name: doc.fileName })}
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
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('documents.empty')} /> }}
    />
  );
}
