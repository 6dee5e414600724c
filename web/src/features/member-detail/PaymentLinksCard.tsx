import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { FeeKindLabels, isFeeKind, type PaymentLinkStatus, type Scheme } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useCreatePaymentLinkMutation, usePaymentLinksQuery, type PaymentLink } from '../../api/payment-links';
import { schemeLabel } from '../../components/PaymentStatusTag';
import { rolesWhoMay, useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { formatDate, formatRupees } from '../../lib/format';

const STATUS_TAGS: Record<PaymentLinkStatus, { color: string; label: string }> = {
  created: { color: 'blue', label: 'Open' },
  paid: { color: 'green', label: 'Paid' },
  cancelling: { color: 'default', label: 'Being cancelled' },
  cancelled: { color: 'default', label: 'Cancelled' },
  expired: { color: 'default', label: 'Expired' },
};

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** What a link pays: 'ESI, Nov 2026 (2 months)', or the fee's name. */
export function linkPays(link: PaymentLink): string {
  if (isFeeKind(link.kind)) return FeeKindLabels[link.kind];
  if (!link.scheme) return 'Dues';
  if (!link.period) return `${schemeLabel(link.scheme)} dues`;
  const months = link.periodMonths > 1 ? ` (${link.periodMonths} months)` : '';
  return `${schemeLabel(link.scheme)}, ${monthName(link.period)}${months}`;
}

const COLUMNS: TableColumnsType<PaymentLink> = [
  { title: 'Pays', key: 'pays', render: (_, l) => linkPays(l) },
  { title: 'Amount', key: 'amount', render: (_, l) => formatRupees(l.amount) },
  {
    title: 'Status',
    key: 'status',
    render: (_, l) => <Tag color={STATUS_TAGS[l.status].color}>{STATUS_TAGS[l.status].label}</Tag>,
  },
  { title: 'Expires', key: 'expires', render: (_, l) => formatDate(l.expireBy) },
  {
    title: 'Link',
    key: 'link',
    render: (_, l) =>
      l.status === 'created' ? (
        <Typography.Text copyable={{ text: l.shortUrl, tooltips: ['Copy link', 'Copied'] }}>
          <a href={l.shortUrl} target="_blank" rel="noreferrer">
            {l.shortUrl}
          </a>
        </Typography.Text>
      ) : (
        '—'
      ),
  },
];

/**
 * Payment links of a member (issue 33): links the member pays without signing in, sent with overdue-dues reminders
 * or made here by the roles that take money, for a scheme's oldest unpaid due (or next month) or the renewal fee.
 */
export function PaymentLinksCard({ memberId, optedSchemes }: { memberId: string; optedSchemes: Scheme[] }) {
  const links = usePaymentLinksQuery(memberId);
  const create = useCreatePaymentLinkMutation();
  const money = useAdminCan('money');
  const toast = useToast();
  const [scheme, setScheme] = useState<Scheme | undefined>(optedSchemes[0]);

  const make = async (request: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      const link = await create.mutateAsync(request);
      toast.success('Payment link ready', `Send ${link.shortUrl} to the member: ${linkPays(link)}.`);
    } catch (err) {
      toast.error('Could not make the payment link', parseApiError(err).message);
    }
  };

  return (
    <Card title="Payment Links" size="small" className="payment-links-card">
      {money ? (
        <Space wrap className="payment-links-actions">
          {optedSchemes.length > 0 && (
            <>
              <Select<Scheme>
                aria-label="Scheme of the link"
                value={scheme}
                onChange={setScheme}
                options={optedSchemes.map((s) => ({ value: s, label: schemeLabel(s) }))}
                popupMatchSelectWidth={false}
              />
              <Button
                icon={<LinkOutlined aria-hidden />}
                loading={create.isPending}
                disabled={!scheme}
                onClick={() => scheme && void make({ kind: 'dues', input: { memberId, scheme } })}
              >
                Link for dues
              </Button>
            </>
          )}
          <Button loading={create.isPending} onClick={() => void make({ kind: 'renewal-fee', memberId })}>
            Link for renewal fee
          </Button>
        </Space>
      ) : (
        <p className="muted small">{`Only ${rolesWhoMay('money')} can make payment links.`}</p>
      )}
      {links.isError ? (
        <Alert type="error" showIcon title="Failed to fetch payment links" />
      ) : (
        <Table<PaymentLink>
          rowKey="id"
          size="small"
          loading={links.isPending}
          dataSource={links.data ?? []}
          columns={COLUMNS}
          locale={{ emptyText: 'No payment links yet' }}
          pagination={false}
        />
      )}
    </Card>
  );
}
