import { Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { dataCopyDownloadUrl, useDataCopiesQuery, useMakeDataCopyMutation, type DataCopy } from '../../api/data-copies';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { useAdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { formatDate } from '../../lib/format';

const STATE_COLORS: Record<DataCopy['state'], string> = {
  preparing: 'blue',
  ready: 'green',
  failed: 'red',
  expired: 'default',
};

/**
 * Issue 32 "A copy of everything", the office's side: a member asking in person for a copy of their data gets one
 * made here (Make a Copy); the admin who made it downloads it once ready, for 7 days, to hand it over. The list
 * shows every copy of the member's data, asked by them or made by the office. Shown to the roles that do the
 * office's work.
 */
export function DataCopiesCard({ member }: { member: Member }) {
  const { data: copies = [], isPending } = useDataCopiesQuery(member.id);
  const make = useMakeDataCopyMutation();
  const toast = useToast();
  const t = useAdminMemberRequestsTexts();

  const makeCopy = async () => {
    try {
      await make.mutateAsync(member.id);
      toast.success(t('copies.requested'), t('copies.requestedText'));
    } catch (err) {
      toast.error(t('copies.makeFailed'), parseApiError(err).message);
    }
  };

  const columns: TableColumnsType<DataCopy> = [
    { title: t('copies.columns.asked'), dataIndex: 'requestedAt', render: (value: string) => formatDate(value) },
    {
      title: t('copies.columns.by'),
      dataIndex: 'requestedBy',
      render: (value: string) => (value === 'admin' ? t('copies.by.admin') : t('copies.by.member')),
    },
    {
      title: t('copies.columns.state'),
      dataIndex: 'state',
      render: (state: DataCopy['state'], copy) => (
        <>
          <Tag color={STATE_COLORS[state]}>{t(`copies.states.${state}`)}</Tag>
          {state === 'ready' ? (
            <span className="muted small">{t('copies.until', { date: formatDate(copy.expiresAt) })}</span>
          ) : null}
        </>
      ),
    },
    {
      title: t('copies.columns.download'),
      key: 'download',
      render: (_: unknown, copy) =>
        copy.state === 'ready' && copy.requestedBy === 'admin' ? (
          <Button
            size="small"
            href={dataCopyDownloadUrl(copy.id)}
            download
            icon={<CloudDownloadOutlined aria-hidden />}
          >
            {t('copies.download')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={t('copies.title')}
      className="data-copies-card"
      extra={
        <Button icon={<CloudDownloadOutlined aria-hidden />} onClick={() => void makeCopy()} loading={make.isPending}>
          {t('copies.make')}
        </Button>
      }
    >
      <Typography.Paragraph className="muted small">{t('copies.intro')}</Typography.Paragraph>
      {copies.length === 0 && !isPending ? (
        <Empty description={t('copies.empty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table<DataCopy>
          rowKey="id"
          size="small"
          pagination={false}
          loading={isPending}
          columns={columns}
          dataSource={copies}
        />
      )}
    </Card>
  );
}
