import { Card, Empty, Table, Tag, type TableColumnsType } from 'antd';
import type { RenewalRequest } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate, formatRupees } from '../../lib/format';

const columns: TableColumnsType<RenewalRequest> = [
  {
    title: 'Requested',
    key: 'createdAt',
    render: (_, request) => (
      <span className="renewal-request-when">
        {formatDate(request.createdAt)}
        {/* The member's status when the request was made. */}
        <MemberStatusTag status={request.currentStatus} />
      </span>
    ),
  },
  {
    title: 'Amount',
    dataIndex: 'renewalAmount',
    key: 'amount',
    render: (value: string | number) => formatRupees(value),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (value: string) =>
      value === 'completed' ? <Tag color="green">Completed</Tag> : <Tag color="blue">Open</Tag>,
  },
];

/** Spec part 2 §4: members request renewal; the admin follows up and sees the requests here. */
export function RenewalRequestsCard({ requests, loading }: { requests: RenewalRequest[]; loading: boolean }) {
  return (
    <Card title="Renewal Requests" className="detail-card">
      <Table<RenewalRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={requests}
        loading={loading}
        pagination={requests.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No renewal requests yet" /> }}
      />
    </Card>
  );
}
