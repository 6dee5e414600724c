import { Alert, Card, Table, Tag } from 'antd';
import { paymentLabel, Schemes, type MandateStatus, type Scheme } from '@portal/contracts/shapes';
import { useMemberMandatesQuery, type Mandate } from '../../api/autopay';
import { adminSchemeName, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { formatDate, formatRupees } from '../../lib/format';

/** The colour of each mandate state (issue 33); what each means to the office is in the catalogue. */
const MANDATE_COLOURS: Record<MandateStatus, string | undefined> = {
  created: undefined,
  authenticated: 'green',
  active: 'green',
  pending: 'orange',
  halted: 'red',
  paused: undefined,
  cancelled: undefined,
  completed: undefined,
  expired: undefined,
};

/**
 * The member's UPI AutoPay mandates on their Payments tab (issue 33): scheme, monthly amount, state, the months each
 * paid and the last debit. The member sets them up, pauses and cancels them from their own dashboard.
 */
export function MandatesCard({ memberId }: { memberId: string }) {
  const mandates = useMemberMandatesQuery(memberId);
  const t = useAdminMemberRequestsTexts();
  const layout = useAdminLayoutTexts();
  const schemeText = (scheme: string) =>
    (Schemes as readonly string[]).includes(scheme) ? adminSchemeName(layout, scheme as Scheme) : paymentLabel(scheme);
  const stateText = (status: MandateStatus) => (status in MANDATE_COLOURS ? t(`mandates.states.${status}`) : status);
  return (
    <Card title={t('mandates.title')} size="small" className="mandates-card">
      {mandates.isError ? (
        <Alert type="error" showIcon title={t('mandates.loadFailed')} />
      ) : (
        <Table<Mandate>
          rowKey="id"
          size="small"
          loading={mandates.isPending}
          dataSource={mandates.data ?? []}
          pagination={false}
          locale={{ emptyText: t('mandates.empty') }}
          columns={[
            {
              title: t('mandates.columns.scheme'),
              dataIndex: 'scheme',
              render: (scheme: string) => schemeText(scheme),
            },
            {
              title: t('mandates.columns.monthly'),
              dataIndex: 'amount',
              render: (amount: string) => formatRupees(amount),
            },
            {
              title: t('mandates.columns.state'),
              dataIndex: 'status',
              render: (status: MandateStatus) => <Tag color={MANDATE_COLOURS[status]}>{stateText(status)}</Tag>,
            },
            {
              title: t('mandates.columns.monthsPaid'),
              dataIndex: 'chargedMonths',
              render: (months: string[]) => (months.length ? months.join(', ') : '—'),
            },
            {
              title: t('mandates.columns.lastDebit'),
              dataIndex: 'lastChargedAt',
              render: (at: string | null) => (at ? formatDate(at) : '—'),
            },
          ]}
        />
      )}
    </Card>
  );
}
