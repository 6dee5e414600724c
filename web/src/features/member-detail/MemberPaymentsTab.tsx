import { useState } from 'react';
import { Alert, Select, Skeleton, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { currentFinancialYearKey } from '@portal/contracts/rules';
import type { Scheme } from '@portal/contracts/shapes';
import { useMemberMonthsQuery, usePaymentRecordsQuery } from '../../api/payments';
import { recordMonthsLabel, recordSchemeLabel, schemeLabel } from '../../components/PaymentStatusTag';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { RefundsCard } from '../../components/RefundsCard';
import { StatementCard } from '../../components/StatementCard';
import { formatDate, formatRupees } from '../../lib/format';
import { periodOptions } from '../../lib/period-options';
import type { PaymentRecord } from '../../api/payments';
import { MonthStateText, monthStates, type MonthState } from './month-states';
import { MandatesCard } from './MandatesCard';
import { PaymentLinksCard } from './PaymentLinksCard';

const PAGE_SIZE = 10;
const STATE_COLOURS: Record<MonthState, string> = {
  paid: 'green',
  advance: 'blue',
  pending: 'gold',
  overdue: 'red',
  none: 'default',
};
const SHORT = new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' });
const shortMonth = (month: string) => SHORT.format(new Date(`${month}-01T00:00:00Z`));

/** One scheme's months of the financial year: paid, pending, overdue or paid in advance. */
function SchemeMonthsRow({ memberId, scheme, fy }: { memberId: string; scheme: Scheme; fy: string }) {
  const { data, isPending, isError } = useMemberMonthsQuery(memberId, scheme);
  if (isPending) return <Skeleton.Input active size="small" />;
  if (isError) return <Alert type="error" showIcon title={`Failed to load ${schemeLabel(scheme)} months`} />;
  return (
    <ol className="member-months" aria-label={`${schemeLabel(scheme)} months`}>
      {monthStates(fy, data.months).map(({ month, state, receiptNumber }) => (
        <li key={month}>
          <span className="member-months-name">{shortMonth(month)}</span>
          <Tooltip title={receiptNumber ? `Receipt ${receiptNumber}` : undefined}>
            <Tag color={STATE_COLOURS[state]} aria-label={`${month}: ${MonthStateText[state]}`}>
              {MonthStateText[state]}
            </Tag>
          </Tooltip>
        </li>
      ))}
    </ol>
  );
}

const dash = (text: string | null | undefined) => text || '—';

const RECORD_COLUMNS: TableColumnsType<PaymentRecord> = [
  { title: 'Scheme', key: 'scheme', render: (_, r) => recordSchemeLabel(r) },
  {
    title: 'Months',
    key: 'months',
    render: (_, r) => recordMonthsLabel(r),
  },
  { title: 'Amount', key: 'amount', render: (_, r) => formatRupees(r.amount) },
  { title: 'Status', key: 'status', render: (_, r) => <PaymentStatusTag status={r.status} /> },
  { title: 'Due Date', key: 'due', render: (_, r) => dash(formatDate(r.dueDate)) },
  { title: 'Paid On', key: 'paid', render: (_, r) => dash(formatDate(r.paymentDate)) },
  {
    title: 'Receipt',
    key: 'receipt',
    render: (_, r) =>
      r.receiptUrl ? (
        <a href={r.receiptUrl} download>
          {r.receiptNumber ?? 'Receipt'}
        </a>
      ) : (
        '—'
      ),
  },
];

/**
 * The member detail page's Payments tab (issue 26): their dues month by month per opted scheme for a financial
 * year, their records with receipts, their payment links (issue 33), their refunds with credit notes, and their
 * statement of account.
 */
export function MemberPaymentsTab({ memberId, optedSchemes }: { memberId: string; optedSchemes: Scheme[] }) {
  const [fy, setFy] = useState(currentFinancialYearKey());
  const [page, setPage] = useState(1);
  const records = usePaymentRecordsQuery({ memberId, page, limit: PAGE_SIZE });
  return (
    <div className="member-payments-tab">
      <section aria-label="Dues month by month">
        <div className="member-months-head">
          <h3>Dues month by month</h3>
          <Select<string>
            aria-label="Months of financial year"
            value={fy}
            options={periodOptions(fy)[0].options}
            onChange={setFy}
            popupMatchSelectWidth={false}
          />
        </div>
        {optedSchemes.length === 0 ? (
          <p className="muted">This member has not opted into any scheme.</p>
        ) : (
          <Table
            rowKey="scheme"
            size="small"
            pagination={false}
            dataSource={optedSchemes.map((scheme) => ({ scheme }))}
            columns={[
              { title: 'Scheme', key: 'scheme', render: (_, r) => schemeLabel(r.scheme), width: 140 },
              {
                title: 'Months',
                key: 'months',
                render: (_, r) => <SchemeMonthsRow memberId={memberId} scheme={r.scheme} fy={fy} />,
              },
            ]}
          />
        )}
      </section>
      <section aria-label="Payment records">
        <h3>Records and receipts</h3>
        {records.isError ? (
          <Alert type="error" showIcon title="Failed to fetch payment records" />
        ) : (
          <Table<PaymentRecord>
            rowKey="id"
            size="small"
            loading={records.isPending || records.isFetching}
            dataSource={records.data?.records ?? []}
            columns={RECORD_COLUMNS}
            locale={{ emptyText: 'No payment records found' }}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: records.data?.total ?? 0,
              onChange: setPage,
              showSizeChanger: false,
              hideOnSinglePage: true,
            }}
          />
        )}
      </section>
      <PaymentLinksCard memberId={memberId} optedSchemes={optedSchemes} />
      <MandatesCard memberId={memberId} />
      <RefundsCard memberId={memberId} />
      <StatementCard memberId={memberId} />
    </div>
  );
}
