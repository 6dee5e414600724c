import { Alert, Button, Popconfirm, Space } from 'antd';
import { CreditCardOutlined, SyncOutlined } from '@ant-design/icons';
import { formatDate, formatRupees } from '../../lib/format';
import type { MemberRenewal } from './use-member-renewal';
import { popupInMain } from '../../components/popup-in-main';

/** What the renewal costs, or why it cannot be said. */
export function renewalFeeText(renewal: MemberRenewal): string {
  if (renewal.fee) return `The renewal fee is ${formatRupees(renewal.fee)} for one year.`;
  if (renewal.feePending) return 'Loading the renewal fee…';
  return 'The renewal fee could not be loaded. Please try again later.';
}

/**
 * The 'Request Renewal' button, or what happened to the request. It asks first (issue 30): one tap on a phone
 * should not send a request the member did not mean.
 */
export function RenewalRequestButton({ renewal, block = false }: { renewal: MemberRenewal; block?: boolean }) {
  const disabled = !renewal.fee || renewal.requestedAt !== null;
  return (
    <Popconfirm
      getPopupContainer={popupInMain}
      title="Request renewal?"
      description={
        renewal.fee
          ? `The admin will contact you within 24 hours to arrange the fee of ${formatRupees(renewal.fee)}.`
          : 'The admin will contact you within 24 hours to arrange the fee.'
      }
      okText="Yes, request renewal"
      cancelText="Cancel"
      onConfirm={renewal.submit}
      disabled={disabled}
    >
      <Button type="primary" icon={<SyncOutlined />} block={block} loading={renewal.submitting} disabled={disabled}>
        {renewal.requestedAt ? 'Renewal Requested' : 'Request Renewal'}
      </Button>
    </Popconfirm>
  );
}

/**
 * 'Pay ₹2,000.00 online' (issue 26): the association's renewal fee through Razorpay; the renewal completes itself
 * once the payment is recorded.
 */
export function RenewalPayButton({ renewal, block = false }: { renewal: MemberRenewal; block?: boolean }) {
  return (
    <Button
      icon={<CreditCardOutlined />}
      block={block}
      onClick={() => void renewal.payOnline()}
      loading={renewal.paying}
      disabled={!renewal.fee || renewal.paidOnline}
    >
      {renewal.paidOnline ? 'Renewal Fee Paid' : renewal.fee ? `Pay ${formatRupees(renewal.fee)} online` : 'Pay online'}
    </Button>
  );
}

/** 'today' on the last valid day, then 'in 1 day', 'in 12 days'. */
const daysLeftText = (days: number) => (days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`);

/**
 * Issue 12: a member whose membership has expired, or ends within 30 days, is asked to renew, with the
 * fee the server sets: they pay it online (issue 26), or request the renewal and the admin arranges the payment
 * (spec part 2 §3).
 */
export function RenewalBanner({ renewal }: { renewal: MemberRenewal }) {
  const { notice } = renewal;
  if (!notice) return null;
  const title =
    notice.kind === 'expired'
      ? 'Your membership has expired'
      : `Your membership ends on ${formatDate(notice.endsOn)} (${daysLeftText(notice.daysLeft)})`;
  const description = renewal.paidOnline
    ? 'Your renewal fee is paid. Your membership is being renewed, and your receipt is on its way by e-mail.'
    : renewal.requestedAt
      ? 'Your renewal request has been sent. The admin will contact you within 24 hours to arrange the payment, or pay the fee online now.'
      : `${notice.kind === 'expired' ? 'Renew it to keep using your member services and welfare schemes. ' : 'Renew it in time to keep your member services and welfare schemes. '}${renewalFeeText(renewal)}`;
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
