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
import { useAdminMembersTexts } from '../../i18n/admin-members';
import { adminStatusText, useAdminLayoutTexts, type AdminLayoutTexts } from '../../i18n/admin-layout';
import { englishText } from '../../i18n/texts';
import layout from '../../i18n/locales/en/admin/layout.json';

/** Spec part 1 §2: the membership end date, or 'Not set' (in the shown language when given the layout's texts). */
export const validityText = (member: Member, t?: AdminLayoutTexts) =>
  formatDate(member.membershipEndDate) || (t ? t('notSet') : englishText(layout, 'notSet'));

const initialsOf = (member: Member) => initials(member, '?');

function MemberIdentity({ member }: { member: Member }) {
  const t = useAdminMembersTexts();
  return (
    <div className="member-identity">
      <Avatar src={photoSrc(member)} alt={t('photoOf', { name: memberName(member) })} className="member-avatar">
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
  const t = useAdminMembersTexts();
  const shared = useAdminLayoutTexts();
  const columns: TableColumnsType<Member> = [
    {
      title: t('columns.member'),
      key: 'name',
      render: (_, member) => <MemberIdentity member={member} />,
      ...sorted('name', sort, order),
    },
    { title: t('columns.idNumber'), dataIndex: 'memberId', key: 'memberId', ...sorted('memberId', sort, order) },
    { title: t('columns.phone'), dataIndex: 'phone', key: 'phone' },
    {
      title: t('columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (status: string) => <MemberStatusTag status={status} text={adminStatusText(shared, status)} />,
      ...sorted('status', sort, order),
    },
    {
      title: t('columns.validity'),
      key: 'endDate',
      render: (_, member) => validityText(member, shared),
      ...sorted('endDate', sort, order),
    },
    {
      title: t('columns.joined'),
      key: 'joined',
      render: (_, member) => formatDate(member.createdAt),
      ...sorted('joined', sort, order),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      render: (_, member) => <MemberActions member={member} onEdit={onEdit} />,
    },
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
              getCheckboxProps: (member) => ({ 'aria-label': t('select', { name: memberName(member) }) }),
            }
          : undefined
      }
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} /> }}
    />
  );
}

/** Mobile (under 768 px): one card per member with the same facts and actions. */
export function MemberCards({ members, loading, onEdit, selection }: MemberListViewProps) {
  const t = useAdminMembersTexts();
  const shared = useAdminLayoutTexts();
  if (!loading && members.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />;
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
                    aria-label={t('select', { name: memberName(member) })}
                    checked={selection.ids.has(member.id)}
                    onChange={(event) => selection.onChange(member, event.target.checked)}
                  />
                ) : null}
                <MemberIdentity member={member} />
                <MemberStatusTag status={member.status} text={adminStatusText(shared, member.status)} />
              </div>
              <dl className="member-card-facts">
                <div>
                  <dt>{t('columns.idNumber')}</dt>
                  <dd>{member.memberId}</dd>
                </div>
                <div>
                  <dt>
                    <PhoneOutlined aria-hidden /> {t('columns.phone')}
                  </dt>
                  <dd>{member.phone}</dd>
                </div>
                <div>
                  <dt>{t('columns.validity')}</dt>
                  <dd>{validityText(member, shared)}</dd>
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
