import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { RefundStatus } from '@portal/contracts/shapes';
import { useRefundsQuery, type Refund } from '../api/refunds';
import { schemeLabel } from './PaymentStatusTag';
import { formatDate, formatRupees } from '../lib/format';

const STATUS_LABELS: Record<RefundStatus, { label: string; color: string }> = {
  pending: { label: 'Being refunded', color: 'gold' },
  processed: { label: 'Refunded', color: 'green' },
  failed: { label: 'Not refunded', color: 'red' },
};

/** A processed refund's credit note as a download; '—' before. */
export function CreditNoteLink({ refund }: { refund: Refund }) {
  if (!refund.creditNoteUrl) return '—';
  return (
    <a
      href={refund.creditNoteUrl}
      download
      className="receipt-link"
      aria-label={`Download credit note ${refund.creditNoteNumber ?? ''}`}
    >
      <DownloadOutlined aria-hidden /> {refund.creditNoteNumber}
    </a>
  );
}

/**
 * A member's refunds (issue 26): what went back, against which receipt, and the credit note. A member sees their
 * own under their payments; an admin passes `memberId` (e.g. on the member detail page). Nothing is shown while
 * there are none.
 */
export function RefundsCard({ memberId }: { memberId?: string } = {}) {
  const { data } = useRefundsQuery(memberId);
  const refunds = data ?? [];
  if (!refunds.length) return null;
  const columns: TableColumnsType<Refund> = [
    { title: 'Scheme', key: 'scheme', render: (_, r) => schemeLabel(r.scheme) },
    { title: 'Amount', key: 'amount', render: (_, r) => formatRupees(r.amount) },
    {
      title: 'Status',
      key: 'status',
      render: (_, r) => <Tag color={STATUS_LABELS[r.status].color}>{STATUS_LABELS[r.status].label}</Tag>,
    },
    { title: 'Against Receipt', key: 'receipt', render: (_, r) => r.receiptNumber ?? '—' },
    { title: 'Refunded On', key: 'date', render: (_, r) => formatDate(r.refundedAt) || '—' },
    { title: 'Reason', key: 'reason', render: (_, r) => r.reason },
    { title: 'Credit Note', key: 'creditNote', render: (_, r) => <CreditNoteLink refund={r} /> },
  ];
  return (
    <Card title={<h2 className="member-card-title">Refunds</h2>}>
      <Table<Refund>
        rowKey="id"
        size="middle"
        dataSource={refunds}
        columns={columns}
        pagination={false}
        scroll={{ x: 720 }}
      />
    </Card>
  );
}
