import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DUES_LAPSE_MONTHS, DUES_LAPSE_WARNING_MONTHS, SchemeLabels } from '@portal/contracts/shapes';
import { useDuesLapsesQuery, type DuesLapse } from '../../api/dues-lapses';
import { MemberStatusTag } from '../../components/MemberStatusTag';
import { PageHeading } from '../../components/PageHeading';
import { useAdminCan } from '../../components/use-admin-can';
import { usePageTitle } from '../../components/use-page-title';
import { formatDate, formatMonth, formatRupees } from '../../lib/format';
import { DuesLapseDialog, type DuesLapseAction } from './DuesLapseDialog';

const DECISION_LABELS = { membership_ended: 'Membership ended', kept: 'Kept', noted: 'Noted' } as const;
const DECISION_COLORS = { membership_ended: 'red', kept: 'green', noted: 'default' } as const;

const monthOrDash = (month: string | null) => (month ? formatMonth(month) : '—');

/**
 * Members long unpaid (issue 33, the policy's 6 months): every member with DUES_LAPSE_MONTHS or more months unpaid in
 * a scheme, with their history, for the office to decide about. Nothing ends by itself: an office role ends the
 * membership or notes its decision here; every role that reads the books sees the list.
 */
export function DuesLapsesPage() {
  usePageTitle('Members Long Unpaid');
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useDuesLapsesQuery(page);
  const mayDecide = useAdminCan('office');
  const [open, setOpen] = useState<{ lapse: DuesLapse; action: DuesLapseAction } | null>(null);

  const columns: ColumnsType<DuesLapse> = [
    {
      title: 'Member',
      key: 'member',
      render: (_, l) => (
        <Space orientation="vertical" size={0}>
          <Link to={`/members/${l.memberId}`}>{l.memberName}</Link>
          <span className="muted">
            {l.memberCode} <MemberStatusTag status={l.memberStatus} />
          </span>
        </Space>
      ),
    },
    { title: 'Scheme', key: 'scheme', render: (_, l) => SchemeLabels[l.scheme] },
    { title: 'Months unpaid', dataIndex: 'monthsUnpaid', key: 'monthsUnpaid' },
    { title: 'Unpaid since', key: 'firstUnpaid', render: (_, l) => monthOrDash(l.firstUnpaidMonth) },
    { title: 'Last paid month', key: 'lastPaid', render: (_, l) => monthOrDash(l.lastPaidMonth) },
    { title: 'Amount owed', key: 'owed', render: (_, l) => formatRupees(l.amountOwed) },
    {
      title: 'History',
      key: 'history',
      render: (_, l) => (
        <ul className="dues-lapse-history" aria-label={`History of ${l.memberName}`}>
          {l.history.map((h) => (
            <li key={h.scheme}>
              {SchemeLabels[h.scheme]}: {h.monthsDue} due, {h.monthsPaid} paid, {h.monthsUnpaid} unpaid
            </li>
          ))}
        </ul>
      ),
    },
    { title: 'Warned', key: 'warned', render: (_, l) => (l.warnedAt ? formatDate(l.warnedAt) : '—') },
    {
      title: 'Decision',
      key: 'decision',
      render: (_, l) =>
        l.decision ? (
          <Space orientation="vertical" size={0}>
            <Tag color={DECISION_COLORS[l.decision.decision]}>{DECISION_LABELS[l.decision.decision]}</Tag>
            {l.decision.note ? <span>{l.decision.note}</span> : null}
            <span className="muted">{formatDate(l.decision.decidedAt)}</span>
          </Space>
        ) : (
          <Tag color="orange">To decide</Tag>
        ),
    },
    ...(mayDecide
      ? [
          {
            title: 'Actions',
            key: 'actions',
            render: (_: unknown, l: DuesLapse) => (
              <Space wrap>
                {l.memberStatus === 'active' ? (
                  <Button danger size="small" onClick={() => setOpen({ lapse: l, action: 'end' })}>
                    End membership
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setOpen({ lapse: l, action: 'note' })}>
                  Note decision
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="page">
      <PageHeading title="Members Long Unpaid">
        Members with {DUES_LAPSE_MONTHS} or more months unpaid in a scheme. They were reminded at{' '}
        {DUES_LAPSE_WARNING_MONTHS} months that the association may act; nothing ends a membership without your
        decision.
      </PageHeading>
      {isError ? <Alert type="error" showIcon title="Could not load the list. Please try again." /> : null}
      <Card>
        <Table<DuesLapse>
          rowKey={(l) => `${l.memberId}:${l.scheme}`}
          columns={columns}
          dataSource={data?.lapses ?? []}
          loading={isPending}
          locale={{ emptyText: `No member has ${DUES_LAPSE_MONTHS} months unpaid` }}
          pagination={{
            current: page,
            pageSize: data?.limit ?? 50,
            total: data?.total ?? 0,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
          scroll={{ x: true }}
        />
      </Card>
      {open ? <DuesLapseDialog lapse={open.lapse} action={open.action} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
