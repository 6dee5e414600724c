import { Card, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useMembersQuery, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { DASHBOARD_RECENT_MEMBERS } from '../../lib/constants';
import { formatDate } from '../../lib/format';

const columns: TableColumnsType<Member> = [
  {
    title: 'Member',
    key: 'name',
    render: (_, member) => (
      <div>
        <Link to={`/members/${member.id}`} className="recent-member-name">
          {`${member.firstName} ${member.lastName}`.trim()}
        </Link>
        {member.email ? <div className="muted small">{member.email}</div> : null}
      </div>
    ),
  },
  { title: 'Member ID', dataIndex: 'memberId', key: 'memberId' },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    render: (status: string) => <MemberStatusTag status={status} />,
  },
  {
    title: 'Validity',
    dataIndex: 'membershipEndDate',
    key: 'validity',
    render: (value: string | null | undefined) => formatDate(value) || 'Not set',
  },
];

/** Spec §2: five newest members, no pagination, no filters. */
export function RecentMembersCard() {
  const { data, isPending } = useMembersQuery({ page: 1, limit: DASHBOARD_RECENT_MEMBERS });
  return (
    <Card title="Recent Members" extra={<Link to="/members">View all</Link>} className="dashboard-card">
      <Table<Member>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data?.members ?? []}
        loading={isPending}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: 'No members found' }}
      />
    </Card>
  );
}
