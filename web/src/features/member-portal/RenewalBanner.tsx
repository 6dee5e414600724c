import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { CreditCardOutlined, SyncOutlined } from '@ant-design/icons';
import { formatDate, formatRupees } from '../../lib/format';
import { useMemberTexts, type MemberTexts } from '../../i18n/member';
import type { MemberRenewal } from './use-member-renewal';
import { popupInMain } from '../../components/popup-in-main';

/** What the renewal costs, or why it cannot be said. */
export function renewalFeeText(t: MemberTexts, renewal: MemberRenewal): string {
  if (renewal.fee) return t('renewal.fee', { amount: formatRupees(renewal.fee) });
  if (renewal.feePending) return t('renewal.feeLoading');
  return t('renewal.feeFailed');
}

/**
 * antd's Popconfirm with the popup machinery under it (the `antd-popup` chunk, about 14 KiB brotli), fetched only
 * when a member is offered renewal (issue 30): the dashboard's first visit does not load it otherwise.
 */
const Popconfirm = lazy(() => import('antd/es/popconfirm'));

/**
 * The 'Request Renewal' button, or what happened to the request. It asks first (issue 30): one tap on a phone
 * should not send a request the member did not mean.
 */
export function RenewalRequestButton({ renewal, block = false }: { renewal: MemberRenewal; block?: boolean }) {
  const t = useMemberTexts();
  const disabled = !renewal.fee || renewal.requestedAt !== null;
  // A tap before the confirmation's code has arrived opens the question as soon as it has.
  const [askWhenReady, setAskWhenReady] = useState(false);
  const button = (onClick?: () => void) => (
    <Button
      type="primary"
      icon={<SyncOutlined />}
      block={block}
      loading={renewal.submitting}
      disabled={disabled}
      onClick={onClick}
    >
      {renewal.requestedAt ? t('renewal.requested') : t('renewal.request')}
    </Button>
  );
  return (
    <Suspense fallback={button(() => setAskWhenReady(true))}>
      <Popconfirm
        defaultOpen={askWhenReady}
        getPopupContainer={popupInMain}
        title={t('renewal.confirmTitle')}
        description={
          renewal.fee ? t('renewal.confirmFee', { amount: formatRupees(renewal.fee) }) : t('renewal.confirmNoFee')
        }
        okText={t('renewal.confirmOk')}
        cancelText={t('renewal.cancel')}
        onConfirm={renewal.submit}
        disabled={disabled}
      >
        {button()}
      </Popconfirm>
    </Suspense>
  );
}

/**
 * 'Pay ₹2,000.00 online' (issue 26): the association's renewal fee through Razorpay; the renewal completes itself
 * once the payment is recorded.
 */
export function RenewalPayButton({ renewal, block = false }: { renewal: MemberRenewal; block?: boolean }) {
  const t = useMemberTexts();
  return (
    <Button
      icon={<CreditCardOutlined />}
      block={block}
      onClick={() => void renewal.payOnline()}
      loading={renewal.paying}
      disabled={!renewal.fee || renewal.paidOnline}
    >
      {renewal.paidOnline
        ? t('renewal.feePaid')
        : renewal.fee
          ? t('renewal.payAmount', { amount: formatRupees(renewal.fee) })
          : t('renewal.pay')}
    </Button>
  );
}

/** 'today' on the last valid day, then 'in 1 day', 'in 12 days'. */
const daysLeftText = (t: MemberTexts, days: number) =>
  days === 0 ? t('renewal.today') : t('renewal.inDays', { count: days });

/**
 * Issue 12: a member whose membership has expired, or ends within 30 days, is asked to renew, with the
 * fee the server sets: they pay it online (issue 26), or request the renewal and the admin arranges the payment
 * (spec part 2 §3).
 */
export function RenewalBanner({ renewal }: { renewal: MemberRenewal }) {
  const t = useMemberTexts();
  const { notice } = renewal;
  if (!notice) return null;
  const title =
    notice.kind === 'expired'
      ? t('renewal.expired')
      : t('renewal.endsOn', { date: formatDate(notice.endsOn), left: daysLeftText(t, notice.daysLeft) });
  const description = renewal.paidOnline
    ? t('renewal.paidOnline')
    : renewal.requestedAt
      ? t('renewal.sent')
      : `${notice.kind === 'expired' ? t('renewal.renewExpired') : t('renewal.renewSoon')}${renewalFeeText(t, renewal)}`;
  return (
    <Alert
      type={notice.kind === 'expired' ? 'error' : 'warning'}
      showIcon
      className="member-dashboard-alert renewal-banner"
      title={title}
      description={description}
      action={
        <Space direction="vertical">
          <RenewalPayButton renewal={renewal} block />
          <RenewalRequestButton renewal={renewal} block />
        </Space>
      }
    />
  );
}
