import type { ReactNode } from 'react';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { EditOutlined, FilePdfOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import type { PaymentRecord, SchemeMember } from '../../api/payments';
import { formatDate, formatRupees } from '../../lib/format';
import { useAdminCan } from '../../components/use-admin-can';
import { onTableSort, sortableColumn, type OnSort } from '../../components/list-sorting';
import type { PaymentRecordSort, SortOrder } from '@portal/contracts/shapes';
import { PaymentStatusTag, recordMonthsLabel, recordSchemeLabel } from '../../components/PaymentStatusTag';

/** Spec part 2 §2 empty states: a headline and what to do about it. */
function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{title}</strong>
          <br />
          <span className="muted">{hint}</span>
        </>
      }
    />
  );
}

const NoRecords = () => (
  <EmptyState title="No payment records found" hint="Add the first payment record to get started" />
);
const NoMembers = () => <EmptyState title="No members found" hint="Try adjusting your search or filters" />;

function MemberCell({ name, code }: { name: string; code: string }) {
  return (
    <div className="payment-member">
      <span className="payment-member-name">{name}</span>
      <span className="muted small">{code}</span>
    </div>
  );
}

const dateOrDash = (value: string | null | undefined) => formatDate(value) || '—';

function RecordActions({
  record,
  onEdit,
  onRefund,
}: {
  record: PaymentRecord;
  onEdit: (record: PaymentRecord) => void;
  onRefund?: (record: PaymentRecord) => void;
}) {
  // Correcting and refunding payments is the treasurer's work (issue 27).
  const money = useAdminCan('money');
  return (
    <div className="payment-row-actions">
      {money ? (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => onEdit(record)}
          aria-label={`Edit payment of ${record.memberName}`}
        >
          Edit
        </Button>
      ) : null}
      {record.receiptUrl ? (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          href={record.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Receipt for ${record.memberName}`}
        >
          Receipt
        </Button>
      ) : null}
      {money && onRefund && record.status === 'paid' ? (
        <Button
          size="small"
          icon={<RollbackOutlined />}
          onClick={() => onRefund(record)}
          aria-label={`Refund payment of ${record.memberName}`}
        >
          Refund
        </Button>
      ) : null}
    </div>
  );
}

interface RecordViewProps {
  records: PaymentRecord[];
  loading: boolean;
  onEdit: (record: PaymentRecord) => void;
  /** Opens the refund dialog for a paid record (admins' Payment Records). */
  onRefund?: (record: PaymentRecord) => void;
  /** The list's sort (issue 29): the table's headers show and change it. */
  sort?: PaymentRecordSort;
  order?: SortOrder;
  onSort?: OnSort<PaymentRecordSort>;
}

/** Scheme 'all': one row per record (Member with member id, Scheme, Amount, Status, Due Date, Payment Date). */
export function RecordsTable({ records, loading, onEdit, onRefund, sort, order, onSort }: RecordViewProps) {
  const sorted = (key: PaymentRecordSort) => (onSort ? sortableColumn(key, sort, order) : {});
  const columns: TableColumnsType<PaymentRecord> = [
    {
      title: 'Member',
      key: 'member',
      ...sorted('member'),
      render: (_, record) => <MemberCell name={record.memberName} code={record.memberCode} />,
    },
    { title: 'Scheme', key: 'scheme', render: (_, record) => recordSchemeLabel(record) },
    { title: 'Months', key: 'months', render: (_, record) => recordMonthsLabel(record) },
    {
      title: 'Amount',
      key: 'amount',
      align: 'right',
      ...sorted('amount'),
      render: (_, record) => formatRupees(record.amount),
    },
    {
      title: 'Status',
      key: 'status',
      ...sorted('status'),
      render: (_, record) => <PaymentStatusTag status={record.status} />,
    },
    { title: 'Due Date', key: 'dueDate', ...sorted('dueDate'), render: (_, record) => dateOrDash(record.dueDate) },
    {
      title: 'Payment Date',
      key: 'paymentDate',
      ...sorted('paymentDate'),
      render: (_, record) => dateOrDash(record.paymentDate),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, record) => <RecordActions record={record} onEdit={onEdit} onRefund={onRefund} />,
    },
  ];
  return (
    <Table<PaymentRecord>
      rowKey="id"
      columns={columns}
      dataSource={records}
      loading={loading}
      pagination={false}
      onChange={onTableSort<PaymentRecordSort, PaymentRecord>(onSort)}
      scroll={{ x: 980 }}
      locale={{ emptyText: <NoRecords /> }}
    />
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Under 768 px: one card per record with the same facts and actions. */
export function RecordCards({ records, loading, onEdit, onRefund }: RecordViewProps) {
  if (!loading && records.length === 0) return <NoRecords />;
  return (
    <ul className="payment-cards" aria-busy={loading}>
      {records.map((record) => (
        <li key={record.id}>
          <Card size="small">
            <article aria-label={`${record.memberName} ${recordSchemeLabel(record)}`}>
              <div className="payment-card-head">
                <MemberCell name={record.memberName} code={record.memberCode} />
                <PaymentStatusTag status={record.status} />
              </div>
              <dl className="payment-card-facts">
                <Fact label="Scheme">{recordSchemeLabel(record)}</Fact>
                <Fact label="Months">{recordMonthsLabel(record)}</Fact>
                <Fact label="Amount">{formatRupees(record.amount)}</Fact>
                <Fact label="Due Date">{dateOrDash(record.dueDate)}</Fact>
                <Fact label="Payment Date">{dateOrDash(record.paymentDate)}</Fact>
              </dl>
              <RecordActions record={record} onEdit={onEdit} onRefund={onRefund} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

interface SchemeMemberViewProps {
  members: SchemeMember[];
  loading: boolean;
  onAct: (member: SchemeMember) => void;
}

/** Add when the member has no record yet, Update (their latest record) otherwise. */
function QuickAction({ member, onAct }: { member: SchemeMember; onAct: (member: SchemeMember) => void }) {
  const verb = member.latestRecord ? 'Update' : 'Add';
  const money = useAdminCan('money');
  if (!money) return null;
  return (
    <Button
      size="small"
      icon={member.latestRecord ? <EditOutlined /> : <PlusOutlined />}
      onClick={() => onAct(member)}
      aria-label={`${verb} payment for ${member.memberName}`}
    >
      {verb}
    </Button>
  );
}

const latestAmount = (member: SchemeMember) => (member.latestRecord ? formatRupees(member.latestRecord.amount) : '—');

/** A scheme chosen: every opted member with their latest record, or 'No Record'. */
export function SchemeMembersTable({ members, loading, onAct }: SchemeMemberViewProps) {
  const columns: TableColumnsType<SchemeMember> = [
    {
      title: 'Member',
      key: 'member',
      render: (_, member) => <MemberCell name={member.memberName} code={member.memberCode} />,
    },
    { title: 'Latest Amount', key: 'amount', align: 'right', render: (_, member) => latestAmount(member) },
    { title: 'Status', key: 'status', render: (_, member) => <PaymentStatusTag status={member.status} /> },
    { title: 'Due Date', key: 'dueDate', render: (_, member) => dateOrDash(member.latestRecord?.dueDate) },
    {
      title: 'Payment Date',
      key: 'paymentDate',
      render: (_, member) => dateOrDash(member.latestRecord?.paymentDate),
    },
    { title: 'Actions', key: 'actions', render: (_, member) => <QuickAction member={member} onAct={onAct} /> },
  ];
  return (
    <Table<SchemeMember>
      rowKey="memberRef"
      columns={columns}
      dataSource={members}
      loading={loading}
      pagination={false}
      scroll={{ x: 760 }}
      locale={{ emptyText: <NoMembers /> }}
    />
  );
}

export function SchemeMemberCards({ members, loading, onAct }: SchemeMemberViewProps) {
  if (!loading && members.length === 0) return <NoMembers />;
  return (
    <ul className="payment-cards" aria-busy={loading}>
      {members.map((member) => (
        <li key={member.memberRef}>
          <Card size="small">
            <article aria-label={member.memberName}>
              <div className="payment-card-head">
                <MemberCell name={member.memberName} code={member.memberCode} />
                <PaymentStatusTag status={member.status} />
              </div>
              <dl className="payment-card-facts">
                <Fact label="Latest Amount">{latestAmount(member)}</Fact>
                <Fact label="Due Date">{dateOrDash(member.latestRecord?.dueDate)}</Fact>
                <Fact label="Payment Date">{dateOrDash(member.latestRecord?.paymentDate)}</Fact>
              </dl>
              <QuickAction member={member} onAct={onAct} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
