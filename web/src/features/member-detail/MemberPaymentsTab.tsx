import { useState } from 'react';
import { Alert, Select, Skeleton, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { currentFinancialYearKey, parseFinancialPeriod } from '@portal/contracts/rules';
import type { Scheme } from '@portal/contracts/shapes';
import { useMemberMonthsQuery, usePaymentRecordsQuery } from '../../api/payments';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { RefundsCard } from '../../components/RefundsCard';
import { StatementCard } from '../../components/StatementCard';
import { formatDate, formatRupees } from '../../lib/format';
import { periodOptions } from '../../lib/period-options';
import type { PaymentRecord } from '../../api/payments';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberDetailTexts, type AdminMemberDetailTexts } from '../../i18n/admin-member-detail';
import { shortMonthsLabelIn } from '../../i18n/formats';
import { useShownLanguage, type Language } from '../../i18n/language';
import { paymentStatusName, recordName, useMemberTexts } from '../../i18n/member';
import { monthStates, type MonthState } from './month-states';
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
const SHORT: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { month: 'short', timeZone: 'UTC' }),
  kn: new Intl.DateTimeFormat('kn-IN', { month: 'short', timeZone: 'UTC' }),
};
const shortMonth = (language: Language, month: string) => SHORT[language].format(new Date(`${month}-01T00:00:00Z`));

/** A month's state as its tag says it; a month with nothing held, a dash. */
const stateText = (t: AdminMemberDetailTexts, state: MonthState) =>
  state === 'none' ? '—' : t(`payments.monthStates.${state}`);

/** 'FY 2026-27' ('ಹಣಕಾಸು ವರ್ಷ 2026-27'), with ' (current)' for this year, as the Statement card names them. */
function yearLabel(t: AdminMemberDetailTexts, key: string): string {
  const years = (parseFinancialPeriod(key)?.label ?? key).replace(/^FY /, '');
  const label = t('payments.year', { years });
  return key === currentFinancialYearKey() ? t('payments.currentYear', { year: label }) : label;
}

/** One scheme's months of the financial year: paid, pending, overdue or paid in advance. */
function SchemeMonthsRow({ memberId, scheme, fy }: { memberId: string; scheme: Scheme; fy: string }) {
  const t = useAdminMemberDetailTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const { data, isPending, isError } = useMemberMonthsQuery(memberId, scheme);
  const name = adminSchemeName(layout, scheme);
  if (isPending) return <Skeleton.Input active size="small" />;
  if (isError) return <Alert type="error" showIcon title={t('payments.monthsFailed', { scheme: name })} />;
  return (
    <ol className="member-months" aria-label={t('payments.monthsOf', { scheme: name })}>
      {monthStates(fy, data.months).map(({ month, state, receiptNumber }) => (
        <li key={month}>
          <span className="member-months-name">{shortMonth(language, month)}</span>
          <Tooltip title={receiptNumber ? t('payments.receiptNumber', { number: receiptNumber }) : undefined}>
            <Tag color={STATE_COLOURS[state]} aria-label={`${month}: ${stateText(t, state)}`}>
              {stateText(t, state)}
            </Tag>
          </Tooltip>
        </li>
      ))}
    </ol>
  );
}

const dash = (text: string | null | undefined) => text || '—';

/**
 * The member detail page's Payments tab (issue 26): their dues month by month per opted scheme for a financial
 * year, their records with receipts, their payment links (issue 33), their refunds with credit notes, and their
 * statement of account.
 */
export function MemberPaymentsTab({ memberId, optedSchemes }: { memberId: string; optedSchemes: Scheme[] }) {
  const [fy, setFy] = useState(currentFinancialYearKey());
  const [page, setPage] = useState(1);
  const records = usePaymentRecordsQuery({ memberId, page, limit: PAGE_SIZE });
  const t = useAdminMemberDetailTexts();
  const layout = useAdminLayoutTexts();
  const memberTexts = useMemberTexts();
  const language = useShownLanguage();
  const recordColumns: TableColumnsType<PaymentRecord> = [
    { title: t('payments.scheme'), key: 'scheme', render: (_, r) => recordName(memberTexts, r) },
    {
      title: t('payments.months'),
      key: 'months',
      render: (_, r) => shortMonthsLabelIn(language, r.period, r.periodTo, r.refundedMonths ?? []) || '—',
    },
    { title: t('payments.amount'), key: 'amount', render: (_, r) => formatRupees(r.amount) },
    {
      title: t('payments.status'),
      key: 'status',
      render: (_, r) => <PaymentStatusTag status={r.status} text={paymentStatusName(memberTexts, r.status)} />,
    },
    { title: t('payments.dueDate'), key: 'due', render: (_, r) => dash(formatDate(r.dueDate)) },
    { title: t('payments.paidOn'), key: 'paid', render: (_, r) => dash(formatDate(r.paymentDate)) },
    {
      title: t('payments.receipt'),
      key: 'receipt',
      render: (_, r) =>
        r.receiptUrl ? (
          <a href={r.receiptUrl} download>
            {r.receiptNumber ?? t('payments.receipt')}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <div className="member-payments-tab">
      <section aria-label={t('payments.duesLabel')}>
        <div className="member-months-head">
          <h3>{t('payments.duesHeading')}</h3>
          <Select<string>
            aria-label={t('payments.yearPicker')}
            value={fy}
            options={periodOptions(fy)[0].options.map(({ value }) => ({ value, label: yearLabel(t, value) }))}
            onChange={setFy}
            popupMatchSelectWidth={false}
          />
        </div>
        {optedSchemes.length === 0 ? (
          <p className="muted">{t('payments.notOpted')}</p>
        ) : (
          <Table
            rowKey="scheme"
            size="small"
            pagination={false}
            dataSource={optedSchemes.map((scheme) => ({ scheme }))}
            columns={[
              {
                title: t('payments.scheme'),
                key: 'scheme',
                render: (_, r) => adminSchemeName(layout, r.scheme),
                width: 140,
              },
              {
                title: t('payments.months'),
                key: 'months',
                render: (_, r) => <SchemeMonthsRow memberId={memberId} scheme={r.scheme} fy={fy} />,
              },
            ]}
          />
        )}
      </section>
      <section aria-label={t('payments.recordsLabel')}>
        <h3>{t('payments.recordsHeading')}</h3>
        {records.isError ? (
          <Alert type="error" showIcon title={t('payments.recordsFailed')} />
        ) : (
          <Table<PaymentRecord>
            rowKey="id"
            size="small"
            loading={records.isPending || records.isFetching}
            dataSource={records.data?.records ?? []}
            columns={recordColumns}
            locale={{ emptyText: t('payments.noRecords') }}
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
