import { Button, Card, Empty, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { parseApiError } from '../../api/client';
import { dataCopyDownloadUrl, useDataCopiesQuery, useMakeDataCopyMutation, type DataCopy } from '../../api/data-copies';
import type { Member } from '../../api/members';
import { useToast } from '../../components/use-toast';
import { formatDate } from '../../lib/format';

const STATE_TAGS: Record<DataCopy['state'], { color: string; label: string }> = {
  preparing: { color: 'blue', label: 'Being prepared' },
  ready: { color: 'green', label: 'Ready' },
  failed: { color: 'red', label: 'Failed' },
  expired: { color: 'default', label: 'Expired' },
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

  const makeCopy = async () => {
    try {
      await make.mutateAsync(member.id);
      toast.success('Copy Requested', 'The copy is being prepared; download it here once it is ready.');
    } catch (err) {
      toast.error('Could not make a copy', parseApiError(err).message);
    }
  };

  const columns: TableColumnsType<DataCopy> = [
    { title: 'Asked', dataIndex: 'requestedAt', render: (value: string) => formatDate(value) },
    { title: 'By', dataIndex: 'requestedBy', render: (value: string) => (value === 'admin' ? 'The office' : 'Member') },
    {
      title: 'State',
      dataIndex: 'state',
      render: (state: DataCopy['state'], copy) => (
        <>
          <Tag color={STATE_TAGS[state].color}>{STATE_TAGS[state].label}</Tag>
          {state === 'ready' ? <span className="muted small">until {formatDate(copy.expiresAt)}</span> : null}
        </>
      ),
    },
    {
      title: 'Download',
      key: 'download',
      render: (_: unknown, copy) =>
        copy.state === 'ready' && copy.requestedBy === 'admin' ? (
          <Button size="small" href={dataCopyDownloadUrl(copy.id)} download icon={<CloudDownloadOutlined />}>
            Download
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title="Copies of Their Data"
      className="data-copies-card"
      extra={
        <Button icon={<CloudDownloadOutlined />} onClick={() => void makeCopy()} loading={make.isPending}>
          Make a Copy
        </Button>
      }
    >
      <Typography.Paragraph className="muted small">
        For a member who asks in person: a ZIP of everything the portal holds about them. Only the admin who made it can
        download it here.
      </Typography.Paragraph>
      {copies.length === 0 && !isPending ? (
        <Empty description="No copies yet" image={Empty.PRESENTED_IMAGE_SIMPLE} />
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
