import { Card, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { RefundStatus } from '@portal/contracts/shapes';
import { useRefundsQuery, type Refund } from '../api/refunds';
import { paymentName, useMemberTexts } from '../i18n/member';
import { formatDate, formatRupees } from '../lib/format';

const STATUS_LABELS = {
  pending: { label: 'records.refundPending', color: 'gold' },
  processed: { label: 'records.refundProcessed', color: 'green' },
  failed: { label: 'records.refundFailed', color: 'red' },
} as const satisfies Record<RefundStatus, { label: string; color: string }>;

/** A processed refund's credit note as a download; '—' before. */
export function CreditNoteLink({ refund }: { refund: Refund }) {
  const t = useMemberTexts();
  if (!refund.creditNoteUrl) return '—';
  return (
    <a
      href={refund.creditNoteUrl}
      download
      className="receipt-link"
      aria-label={t('records.creditNoteLabel', { number: refund.creditNoteNumber ?? '' }).trim()}
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
  const t = useMemberTexts();
  const { data } = useRefundsQuery(memberId);
  const refunds = data ?? [];
  if (!refunds.length) return null;
  const columns: TableColumnsType<Refund> = [
    { title: t('records.scheme'), key: 'scheme', render: (_, r) => paymentName(t, r.scheme) },
    { title: t('records.amount'), key: 'amount', render: (_, r) => formatRupees(r.amount) },
    {
      title: t('records.status'),
      key: 'status',
      render: (_, r) => <Tag color={STATUS_LABELS[r.status].color}>{t(STATUS_LABELS[r.status].label)}</Tag>,
    },
    { title: t('records.againstReceipt'), key: 'receipt', render: (_, r) => r.receiptNumber ?? '—' },
    { title: t('records.refundedOn'), key: 'date', render: (_, r) => formatDate(r.refundedAt) || '—' },
    { title: t('records.reason'), key: 'reason', render: (_, r) => r.reason },
    { title: t('records.creditNote'), key: 'creditNote', render: (_, r) => <CreditNoteLink refund={r} /> },
  ];
  return (
    <Card title={<h2 className="member-card-title">{t('records.refunds')}</h2>}>
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
