import { Alert, Card, Table, Tag } from 'antd';
import type { MandateStatus } from '@portal/contracts/shapes';
import { paymentLabel } from '@portal/contracts/shapes';
import { useMemberMandatesQuery, type Mandate } from '../../api/autopay';
import { formatDate, formatRupees } from '../../lib/format';

/** What each mandate state means to the office (issue 33). */
export const MANDATE_STATES: Record<MandateStatus, { label: string; colour?: string }> = {
  created: { label: 'Not yet authorised' },
  authenticated: { label: 'Authorised', colour: 'green' },
  active: { label: 'Active', colour: 'green' },
  pending: { label: 'Debit failed, retrying', colour: 'orange' },
  halted: { label: 'Halted', colour: 'red' },
  paused: { label: 'Paused' },
  cancelled: { label: 'Cancelled' },
  completed: { label: 'Completed' },
  expired: { label: 'Expired' },
};

/**
 * The member's UPI AutoPay mandates on their Payments tab (issue 33): scheme, monthly amount, state, the months each
 * paid and the last debit. The member sets them up, pauses and cancels them from their own dashboard.
 */
export function MandatesCard({ memberId }: { memberId: string }) {
  const mandates = useMemberMandatesQuery(memberId);
  return (
    <Card title="AutoPay (UPI)" size="small" className="mandates-card">
      {mandates.isError ? (
        <Alert type="error" showIcon title="AutoPay mandates could not be loaded" />
      ) : (
        <Table<Mandate>
          rowKey="id"
          size="small"
          loading={mandates.isPending}
          dataSource={mandates.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No AutoPay set up' }}
          columns={[
            { title: 'Scheme', dataIndex: 'scheme', render: (scheme: string) => paymentLabel(scheme) },
            { title: 'Monthly', dataIndex: 'amount', render: (amount: string) => formatRupees(amount) },
            {
              title: 'State',
              dataIndex: 'status',
              render: (status: MandateStatus) => (
                <Tag color={MANDATE_STATES[status]?.colour}>{MANDATE_STATES[status]?.label ?? status}</Tag>
              ),
            },
            {
              title: 'Months paid',
              dataIndex: 'chargedMonths',
              render: (months: string[]) => (months.length ? months.join(', ') : '—'),
            },
            {
              title: 'Last debit',
              dataIndex: 'lastChargedAt',
              render: (at: string | null) => (at ? formatDate(at) : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}
