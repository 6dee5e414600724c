import { useState } from 'react';
import { Alert, Button, Card, Select, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { isFeeKind, type PaymentLinkStatus, type Scheme } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';
import { useCreatePaymentLinkMutation, usePaymentLinksQuery, type PaymentLink } from '../../api/payment-links';
import { schemeLabel } from '../../components/PaymentStatusTag';
import { useAdminCan } from '../../components/use-admin-can';
import { useToast } from '../../components/use-toast';
import { adminSchemeName, monthIn, useAdminLayoutTexts } from '../../i18n/admin-layout';
import { useAdminMemberRequestsTexts, type AdminMemberRequestsTexts } from '../../i18n/admin-member-requests';
import { useShownLanguage } from '../../i18n/language';
import memberRequests from '../../i18n/locales/en/admin/member-requests.json';
import { translateWith } from '../../i18n/texts';
import { formatDate, formatRupees } from '../../lib/format';

const STATUS_COLORS: Record<PaymentLinkStatus, string> = {
  created: 'blue',
  paid: 'green',
  cancelling: 'default',
  cancelled: 'default',
  expired: 'default',
};

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** The words a link's description is made of: the card's texts, a scheme's name and a month's, in one language. */
export interface LinkWords {
  t: AdminMemberRequestsTexts;
  scheme: (scheme: Scheme) => string;
  month: (month: string) => string;
}

/** English, for callers outside React (and the tests); the card passes the shown language's. */
const ENGLISH: LinkWords = {
  t: translateWith('adminMemberRequests', memberRequests, 'en'),
  scheme: schemeLabel,
  month: monthName,
};

/** What a link pays: 'ESI, Nov 2026 (2 months)', or the fee's name. */
export function linkPays(link: PaymentLink, { t, scheme, month }: LinkWords = ENGLISH): string {
  if (isFeeKind(link.kind)) return t(`links.fees.${link.kind}`);
  if (!link.scheme) return t('links.dues');
  if (!link.period) return t('links.schemeDues', { scheme: scheme(link.scheme) });
  const values = { scheme: scheme(link.scheme), month: month(link.period), n: link.periodMonths };
  return link.periodMonths > 1 ? t('links.months', values) : t('links.month', values);
}

const columnsIn = (words: LinkWords): TableColumnsType<PaymentLink> => [
  { title: words.t('links.columns.pays'), key: 'pays', render: (_, l) => linkPays(l, words) },
  { title: words.t('links.columns.amount'), key: 'amount', render: (_, l) => formatRupees(l.amount) },
  {
    title: words.t('links.columns.status'),
    key: 'status',
    render: (_, l) => <Tag color={STATUS_COLORS[l.status]}>{words.t(`links.statuses.${l.status}`)}</Tag>,
  },
  { title: words.t('links.columns.expires'), key: 'expires', render: (_, l) => formatDate(l.expireBy) },
  {
    title: words.t('links.columns.link'),
    key: 'link',
    render: (_, l) =>
      l.status === 'created' ? (
        <Typography.Text copyable={{ text: l.shortUrl, tooltips: [words.t('links.copy'), words.t('links.copied')] }}>
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
  const t = useAdminMemberRequestsTexts();
  const layout = useAdminLayoutTexts();
  const language = useShownLanguage();
  const words: LinkWords = {
    t,
    scheme: (s) => adminSchemeName(layout, s),
    month: (m) => (language === 'en' ? monthName(m) : monthIn(language, m)),
  };

  const make = async (request: Parameters<typeof create.mutateAsync>[0]) => {
    try {
      const link = await create.mutateAsync(request);
      toast.success(t('links.ready'), t('links.readyText', { url: link.shortUrl, pays: linkPays(link, words) }));
    } catch (err) {
      toast.error(t('links.makeFailed'), parseApiError(err).message);
    }
  };

  return (
    <Card title={t('links.title')} size="small" className="payment-links-card">
      {money ? (
        <Space wrap className="payment-links-actions">
          {optedSchemes.length > 0 && (
            <>
              <Select<Scheme>
                aria-label={t('links.scheme')}
                value={scheme}
                onChange={setScheme}
                options={optedSchemes.map((s) => ({ value: s, label: words.scheme(s) }))}
                popupMatchSelectWidth={false}
              />
              <Button
                icon={<LinkOutlined aria-hidden />}
                loading={create.isPending}
                disabled={!scheme}
                onClick={() => scheme && void make({ kind: 'dues', input: { memberId, scheme } })}
              >
                {t('links.forDues')}
              </Button>
            </>
          )}
          <Button loading={create.isPending} onClick={() => void make({ kind: 'renewal-fee', memberId })}>
            {t('links.forRenewalFee')}
          </Button>
        </Space>
      ) : (
        <p className="muted small">{t('links.onlyRoles', { roles: t('whoMay.money') })}</p>
      )}
      {links.isError ? (
        <Alert type="error" showIcon title={t('links.loadFailed')} />
      ) : (
        <Table<PaymentLink>
          rowKey="id"
          size="small"
          loading={links.isPending}
          dataSource={links.data ?? []}
          columns={columnsIn(words)}
          locale={{ emptyText: t('links.empty') }}
          pagination={false}
        />
      )}
    </Card>
  );
}
