import { Empty, Pagination, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentRecord } from '../../api/payments';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { shortMonthsLabelIn } from '../../i18n/formats';
import { useShownLanguage } from '../../i18n/language';
import { paymentStatusName, recordName, useMemberTexts } from '../../i18n/member';
import { formatDate, formatRupees } from '../../lib/format';

const dateOrDash = (value: string | null | undefined) => formatDate(value) || '—';

/** The receipt of a paid record as a download; '—' until the record is paid. */
/** A record's months as lists show them, in the shown language; '—' without months. */
function useMonthsLabel() {
  const language = useShownLanguage();
  return (record: PaymentRecord) =>
    shortMonthsLabelIn(language, record.period, record.periodTo, record.refundedMonths ?? []) || '—';
}

export function ReceiptLink({ record }: { record: PaymentRecord }) {
  const t = useMemberTexts();
  if (!record.receiptUrl) return '—';
  const name = record.receiptNumber ?? t('records.receipt');
  return (
    <a
      href={record.receiptUrl}
      download
      className="receipt-link"
      aria-label={t('records.receiptLabel', {
        number: record.receiptNumber ?? '',
        scheme: recordName(t, record),
        date: formatDate(record.paymentDate),
      })
        .replace(/\s+/g, ' ')
        .trim()}
    >
      <DownloadOutlined aria-hidden /> {name}
    </a>
  );
}

export interface RecordsPage {
  records: PaymentRecord[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
}

function NoRecords() {
  const t = useMemberTexts();
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('records.none')} />;
}

/** Desktop: a table of the member's records (Scheme, Amount, Status, Due Date, Paid On, Receipt). */
export function MemberRecordsTable({ records, total, page, pageSize, loading, onPage }: RecordsPage) {
  const t = useMemberTexts();
  const monthsLabel = useMonthsLabel();
  const columns: TableColumnsType<PaymentRecord> = [
    { title: t('records.scheme'), key: 'scheme', render: (_, r) => recordName(t, r) },
    { title: t('records.months'), key: 'months', render: (_, r) => monthsLabel(r) },
    { title: t('records.amount'), key: 'amount', render: (_, r) => formatRupees(r.amount) },
    {
      title: t('records.status'),
      key: 'status',
      render: (_, r) => <PaymentStatusTag status={r.status} text={paymentStatusName(t, r.status)} />,
    },
    { title: t('records.due'), key: 'due', render: (_, r) => dateOrDash(r.dueDate) },
    { title: t('records.paid'), key: 'paid', render: (_, r) => dateOrDash(r.paymentDate) },
    { title: t('records.receipt'), key: 'receipt', render: (_, r) => <ReceiptLink record={r} /> },
  ];
  return (
    <Table<PaymentRecord>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={records}
      columns={columns}
      locale={{ emptyText: <NoRecords /> }}
      pagination={
        total > pageSize
          ? { current: page, pageSize, total, onChange: onPage, showSizeChanger: false, hideOnSinglePage: true }
          : false
      }
    />
  );
}

/** Under 768 px: one card per record, so nothing scrolls sideways on a phone. */
export function MemberRecordCards({ records, total, page, pageSize, loading, onPage }: RecordsPage) {
  const t = useMemberTexts();
  const monthsLabel = useMonthsLabel();
  if (!loading && records.length === 0) return <NoRecords />;
  return (
    <>
      <ul className="member-record-cards" aria-busy={loading}>
        {records.map((record) => (
          <li key={record.id} className="member-record-card">
            <div className="member-record-head">
              <strong>{recordName(t, record)}</strong>
              <PaymentStatusTag status={record.status} text={paymentStatusName(t, record.status)} />
            </div>
            <dl className="member-record-fields">
              <div>
                <dt>{t('records.months')}</dt>
                <dd>{monthsLabel(record)}</dd>
              </div>
              <div>
                <dt>{t('records.amount')}</dt>
                <dd>{formatRupees(record.amount)}</dd>
              </div>
              <div>
                <dt>{t('records.due')}</dt>
                <dd>{dateOrDash(record.dueDate)}</dd>
              </div>
              <div>
                <dt>{t('records.paid')}</dt>
                <dd>{dateOrDash(record.paymentDate)}</dd>
              </div>
              <div>
                <dt>{t('records.receipt')}</dt>
                <dd>
                  <ReceiptLink record={record} />
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {total > pageSize ? (
        <Pagination simple current={page} pageSize={pageSize} total={total} onChange={onPage} align="center" />
      ) : null}
    </>
  );
}
