import { Avatar, Card, Checkbox, Empty, Table, type TableColumnsType } from 'antd';
import type { MemberListSort, SortOrder } from '@portal/contracts/shapes';
import { PhoneOutlined } from '@ant-design/icons';
import { photoSrc, type Member } from '../../api/members';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { formatDate } from '../../lib/format';
import { memberName } from '../../lib/member-display';
import { initials } from '../../lib/user-display';
import { MemberActions } from './MemberActions';
import { onTableSort, sortableColumn, type OnSort } from '../../components/list-sorting';

/** Spec part 1 §2: the membership end date, or 'Not set'. */
export const validityText = (member: Member) => formatDate(member.membershipEndDate) || 'Not set';

const initialsOf = (member: Member) => initials(member, '?');

function MemberIdentity({ member }: { member: Member }) {
  return (
    <div className="member-identity">
      <Avatar src={photoSrc(member)} alt={`Photo of ${memberName(member)}`} className="member-avatar">
        {initialsOf(member)}
      </Avatar>
      <div className="member-identity-text">
        <span className="member-identity-name">{memberName(member)}</span>
        {member.email ? <span className="muted small">{member.email}</span> : null}
      </div>
    </div>
  );
}

/** The rows selected for a bulk action (issue 29), kept across pages; absent for roles without bulk actions. */
export interface MemberSelection {
  ids: ReadonlySet<string>;
  onChange: (member: Member, selected: boolean) => void;
  onChangeMany: (members: Member[], selected: boolean) => void;
}

interface MemberListViewProps {
  members: Member[];
  loading: boolean;
  onEdit: (member: Member) => void;
  selection?: MemberSelection;
  sort?: MemberListSort;
  order?: SortOrder;
  onSort?: OnSort<MemberListSort>;
}

const sorted = sortableColumn<MemberListSort>;

/** Desktop: the table of spec part 1 §2 (Member, ID Number, Phone, Status, Validity, Actions) and the join date. */
export function MembersTable({ members, loading, onEdit, selection, sort, order, onSort }: MemberListViewProps) {
  const columns: TableColumnsType<Member> = [
    {
      title: 'Member',
      key: 'name',
      render: (_, member) => <MemberIdentity member={member} />,
      ...sorted('name', sort, order),
    },
    { title: 'ID Number', dataIndex: 'memberId', key: 'memberId', ...sorted('memberId', sort, order) },
    { title: 'Phone', dataIndex: 'phone', key: 'phone' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <MemberStatusTag status={status} />,
      ...sorted('status', sort, order),
    },
    {
      title: 'Validity',
      key: 'endDate',
      render: (_, member) => validityText(member),
      ...sorted('endDate', sort, order),
    },
    {
      title: 'Joined',
      key: 'joined',
      render: (_, member) => formatDate(member.createdAt),
      ...sorted('joined', sort, order),
    },
    { title: 'Actions', key: 'actions', render: (_, member) => <MemberActions member={member} onEdit={onEdit} /> },
  ];
  const onChange = onTableSort<MemberListSort, Member>(onSort);
  return (
    <Table<Member>
      rowKey="id"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 920 }}
      onChange={onChange}
      showSorterTooltip={false}
      rowSelection={
        selection
          ? {
              selectedRowKeys: members.filter((m) => selection.ids.has(m.id)).map((m) => m.id),
              onSelect: (member, selected) => selection.onChange(member, selected),
              onSelectAll: (selected) => selection.onChangeMany(members, selected),
              getCheckboxProps: (member) => ({ 'aria-label': `Select ${memberName(member)}` }),
            }
          : undefined
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No members found" /> }}
    />
  );
}

/** Mobile (under 768 px): one card per member with the same facts and actions. */
export function MemberCards({ members, loading, onEdit, selection }: MemberListViewProps) {
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
                {selection ? (
                  <Checkbox
                    aria-label={`Select ${memberName(member)}`}
                    checked={selection.ids.has(member.id)}
                    onChange={(event) => selection.onChange(member, event.target.checked)}
                  />
                ) : null}
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
