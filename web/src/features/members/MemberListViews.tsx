import { Avatar, Card, Empty, Table, type TableColumnsType } from 'antd';
import { PhoneOutlined } from '@ant-design/icons';
import { photoSrc, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { initials } from '../../lib/user-display';
import { MemberActions } from './MemberActions';

/** Spec part 1 §2: the membership end date, or 'Not set'. */
export const validityText = (member: Member) => formatDate(member.membershipEndDate) || 'Not set';

const initialsOf = (member: Member) => initials(member, '?');

function MemberIdentity({ member }: { member: Member }) {
  return (
    <div className="member-identity">
      <Avatar src={photoSrc(member)} className="member-avatar">
        {initialsOf(member)}
      </Avatar>
      <div className="member-identity-text">
        <span className="member-identity-name">{memberName(member)}</span>
        {member.email ? <span className="muted small">{member.email}</span> : null}
      </div>
    </div>
  );
}

interface MemberListViewProps {
  members: Member[];
  loading: boolean;
  onEdit: (member: Member) => void;
}

/** Desktop: the table of spec part 1 §2 (Member, ID Number, Phone, Status, Validity, Actions). */
export function MembersTable({ members, loading, onEdit }: MemberListViewProps) {
  const columns: TableColumnsType<Member> = [
    { title: 'Member', key: 'member', render: (_, member) => <MemberIdentity member={member} /> },
    { title: 'ID Number', dataIndex: 'memberId', key: 'memberId' },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <MemberStatusTag status={status} />,
    },
    { title: 'Validity', key: 'validity', render: (_, member) => validityText(member) },
    { title: 'Actions', key: 'actions', render: (_, member) => <MemberActions member={member} onEdit={onEdit} /> },
  ];
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 820 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No members found" /> }}
    />
  );
}

/** Mobile (under 768 px): one card per member with the same facts and actions. */
export function MemberCards({ members, loading, onEdit }: MemberListViewProps) {
  if (!loading && members.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No members found" />;
  }
  return (
    <ul className="member-cards" aria-busy={loading}>
      {members.map((member) => (
        <li key={member.id}>
          <Card size="small" className="member-card">
            <article aria-label={memberName(member)}>
              <div className="member-card-head">
                <MemberIdentity member={member} />
                <MemberStatusTag status={member.status} />
              </div>
              <dl className="member-card-facts">
                <div>
                  <dt>ID Number</dt>
                  <dd>{member.memberId}</dd>
                </div>
                <div>
                  <dt>
                    <PhoneOutlined aria-hidden /> Phone
                  </dt>
                  <dd>{member.phone}</dd>
                </div>
                <div>
                  <dt>Validity</dt>
                  <dd>{validityText(member)}</dd>
                </div>
              </dl>
              <MemberActions member={member} onEdit={onEdit} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
