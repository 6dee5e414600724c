import type { ReactNode } from 'react';
import { Button, Card, Empty, Table, type TableColumnsType } from 'antd';
import { EditOutlined, FilePdfOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import type { PaymentRecord, SchemeMember } from '../../api/payments';
import { formatDate, formatRupees } from '../../lib/format';
import { useAdminCan } from '../../components/use-admin-can';
import { onTableSort, sortableColumn, type OnSort } from '../../components/list-sorting';
import type { PaymentRecordSort, SortOrder } from '@portal/contracts/shapes';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { useAdminLayoutTexts } from '../../i18n/admin-layout';
import { adminPaymentStatus, adminRecordName, useAdminPaymentsTexts } from '../../i18n/admin-payments';
import { shortMonthsLabelIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';

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

function NoRecords() {
  const t = useAdminPaymentsTexts();
  return <EmptyState title={t('list.noRecords')} hint={t('list.noRecordsHint')} />;
}

function NoMembers() {
  const t = useAdminPaymentsTexts();
  return <EmptyState title={t('list.noMembers')} hint={t('list.noMembersHint')} />;
}

/** What the lists say of a record and a status, in the shown language. */
function useRecordTexts() {
  const t = useAdminPaymentsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  return {
    t,
    /** Its scheme, or its fee's kind. */
    what: (record: PaymentRecord) => adminRecordName(t, layout, record),
    /** The months it states, with those a refund reopened ('Nov–Dec 2026 (Dec refunded)'); '—' without months. */
    months: (record: PaymentRecord) =>
      shortMonthsLabelIn(language, record.period, record.periodTo, record.refundedMonths ?? []) || '—',
    status: (status: string | null | undefined) => (
      <PaymentStatusTag status={status} text={adminPaymentStatus(t, status)} />
    ),
  };
}

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
  const t = useAdminPaymentsTexts();
  return (
    <div className="payment-row-actions">
      {money ? (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => onEdit(record)}
          aria-label={t('list.editOf', { name: record.memberName })}
        >
          {t('list.edit')}
        </Button>
      ) : null}
      {record.receiptUrl ? (
        <Button
          size="small"
          icon={<FilePdfOutlined />}
          href={record.receiptUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('list.receiptFor', { name: record.memberName })}
        >
          {t('list.receipt')}
        </Button>
      ) : null}
      {money && onRefund && record.status === 'paid' ? (
        <Button
          size="small"
          icon={<RollbackOutlined />}
          onClick={() => onRefund(record)}
          aria-label={t('list.refundOf', { name: record.memberName })}
        >
          {t('list.refund')}
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
  const { t, what, months, status } = useRecordTexts();
  const sorted = (key: PaymentRecordSort) => (onSort ? sortableColumn(key, sort, order) : {});
  const columns: TableColumnsType<PaymentRecord> = [
    {
      title: t('list.member'),
      key: 'member',
      ...sorted('member'),
      render: (_, record) => <MemberCell name={record.memberName} code={record.memberCode} />,
    },
    { title: t('list.scheme'), key: 'scheme', render: (_, record) => what(record) },
    { title: t('list.months'), key: 'months', render: (_, record) => months(record) },
    {
      title: t('list.amount'),
      key: 'amount',
      align: 'right',
      ...sorted('amount'),
      render: (_, record) => formatRupees(record.amount),
    },
    {
      title: t('list.status'),
      key: 'status',
      ...sorted('status'),
      render: (_, record) => status(record.status),
    },
    {
      title: t('list.dueDate'),
      key: 'dueDate',
      ...sorted('dueDate'),
      render: (_, record) => dateOrDash(record.dueDate),
    },
    {
      title: t('list.paymentDate'),
      key: 'paymentDate',
      ...sorted('paymentDate'),
      render: (_, record) => dateOrDash(record.paymentDate),
    },
    {
      title: t('list.actions'),
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
  const { t, what, months, status } = useRecordTexts();
  if (!loading && records.length === 0) return <NoRecords />;
  return (
    <ul className="payment-cards" aria-busy={loading}>
      {records.map((record) => (
        <li key={record.id}>
          <Card size="small">
            <article aria-label={t('list.recordOf', { name: record.memberName, scheme: what(record) })}>
              <div className="payment-card-head">
                <MemberCell name={record.memberName} code={record.memberCode} />
                {status(record.status)}
              </div>
              <dl className="payment-card-facts">
                <Fact label={t('list.scheme')}>{what(record)}</Fact>
                <Fact label={t('list.months')}>{months(record)}</Fact>
                <Fact label={t('list.amount')}>{formatRupees(record.amount)}</Fact>
                <Fact label={t('list.dueDate')}>{dateOrDash(record.dueDate)}</Fact>
                <Fact label={t('list.paymentDate')}>{dateOrDash(record.paymentDate)}</Fact>
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
  const t = useAdminPaymentsTexts();
  const money = useAdminCan('money');
  if (!money) return null;
  return (
    <Button
      size="small"
      icon={member.latestRecord ? <EditOutlined /> : <PlusOutlined />}
      onClick={() => onAct(member)}
      aria-label={t(member.latestRecord ? 'list.updateFor' : 'list.addFor', { name: member.memberName })}
    >
      {t(member.latestRecord ? 'list.update' : 'list.add')}
    </Button>
  );
}

const latestAmount = (member: SchemeMember) => (member.latestRecord ? formatRupees(member.latestRecord.amount) : '—');

/** A scheme chosen: every opted member with their latest record, or 'No Record'. */
export function SchemeMembersTable({ members, loading, onAct }: SchemeMemberViewProps) {
  const { t, status } = useRecordTexts();
  const columns: TableColumnsType<SchemeMember> = [
    {
      title: t('list.member'),
      key: 'member',
      render: (_, member) => <MemberCell name={member.memberName} code={member.memberCode} />,
    },
    { title: t('list.latestAmount'), key: 'amount', align: 'right', render: (_, member) => latestAmount(member) },
    { title: t('list.status'), key: 'status', render: (_, member) => status(member.status) },
    { title: t('list.dueDate'), key: 'dueDate', render: (_, member) => dateOrDash(member.latestRecord?.dueDate) },
    {
      title: t('list.paymentDate'),
      key: 'paymentDate',
      render: (_, member) => dateOrDash(member.latestRecord?.paymentDate),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_, member) => <QuickAction member={member} onAct={onAct} />,
    },
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
  const { t, status } = useRecordTexts();
  if (!loading && members.length === 0) return <NoMembers />;
  return (
    <ul className="payment-cards" aria-busy={loading}>
      {members.map((member) => (
        <li key={member.memberRef}>
          <Card size="small">
            <article aria-label={member.memberName}>
              <div className="payment-card-head">
                <MemberCell name={member.memberName} code={member.memberCode} />
                {status(member.status)}
              </div>
              <dl className="payment-card-facts">
                <Fact label={t('list.latestAmount')}>{latestAmount(member)}</Fact>
                <Fact label={t('list.dueDate')}>{dateOrDash(member.latestRecord?.dueDate)}</Fact>
                <Fact label={t('list.paymentDate')}>{dateOrDash(member.latestRecord?.paymentDate)}</Fact>
              </dl>
              <QuickAction member={member} onAct={onAct} />
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}
