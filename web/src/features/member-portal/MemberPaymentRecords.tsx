import { Empty, Pagination, Table, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { PaymentRecord } from '../../api/payments';
import { PaymentStatusTag, recordMonthsLabel, recordSchemeLabel } from '../../components/PaymentStatusTag';
import { formatDate, formatRupees } from '../../lib/format';

const dateOrDash = (value: string | null | undefined) => formatDate(value) || '—';

/** The receipt of a paid record as a download; '—' until the record is paid. */
export function ReceiptLink({ record }: { record: PaymentRecord }) {
  if (!record.receiptUrl) return '—';
  const name = record.receiptNumber ?? 'Receipt';
  return (
    <a
      href={record.receiptUrl}
      download
      className="receipt-link"
      aria-label={`Download receipt ${record.receiptNumber ?? ''} for ${recordSchemeLabel(record)} paid on ${formatDate(record.paymentDate)}`.replace(
        /\s+/g,
        ' ',
      )}
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

const EMPTY = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payment records found" />;

/** Desktop: a table of the member's records (Scheme, Amount, Status, Due Date, Paid On, Receipt). */
export function MemberRecordsTable({ records, total, page, pageSize, loading, onPage }: RecordsPage) {
  const columns: TableColumnsType<PaymentRecord> = [
    { title: 'Scheme', key: 'scheme', render: (_, r) => recordSchemeLabel(r) },
    { title: 'Months', key: 'months', render: (_, r) => recordMonthsLabel(r) },
    { title: 'Amount', key: 'amount', render: (_, r) => formatRupees(r.amount) },
    { title: 'Status', key: 'status', render: (_, r) => <PaymentStatusTag status={r.status} /> },
    { title: 'Due Date', key: 'due', render: (_, r) => dateOrDash(r.dueDate) },
    { title: 'Paid On', key: 'paid', render: (_, r) => dateOrDash(r.paymentDate) },
    { title: 'Receipt', key: 'receipt', render: (_, r) => <ReceiptLink record={r} /> },
  ];
  return (
    <Table<PaymentRecord>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={records}
      columns={columns}
      locale={{ emptyText: EMPTY }}
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
  if (!loading && records.length === 0) return EMPTY;
  return (
    <>
      <ul className="member-record-cards" aria-busy={loading}>
        {records.map((record) => (
          <li key={record.id} className="member-record-card">
            <div className="member-record-head">
              <strong>{recordSchemeLabel(record)}</strong>
              <PaymentStatusTag status={record.status} />
            </div>
            <dl className="member-record-fields">
              <div>
                <dt>Months</dt>
                <dd>{recordMonthsLabel(record)}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{formatRupees(record.amount)}</dd>
              </div>
              <div>
                <dt>Due Date</dt>
                <dd>{dateOrDash(record.dueDate)}</dd>
              </div>
              <div>
                <dt>Paid On</dt>
                <dd>{dateOrDash(record.paymentDate)}</dd>
              </div>
              <div>
                <dt>Receipt</dt>
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
