import { formatRupees, SchemeLabels } from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface NotificationEmailData {
  name: string;
  title: string;
  message: string;
}

/** Where a member reads their notifications: the Updates tab of their dashboard. */
export const updatesLink = (ctx: MailContext) => portalLink(ctx, '/member-dashboard', { tab: 'updates' });

/** A notification an admin sent with "e-mail it too": the title is the subject, the message the body. */
export function notificationEmail(ctx: MailContext, data: NotificationEmailData): RenderedEmail {
  return composeEmail(ctx, {
    subject: data.title,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(data.message),
      paragraph(`You can read your notifications in the member portal: ${updatesLink(ctx)}`),
    ],
  });
}

export interface RenewalReminderData {
  name: string;
  memberId: string;
  /** Days left when the reminder was issued (30 or 7). */
  days: number;
  /** ISO timestamp of the end of the membership. */
  membershipEndDate: string;
}

/** The portal notification's words for a renewal reminder; the e-mail says the same. */
export function renewalReminderText(data: Pick<RenewalReminderData, 'days' | 'membershipEndDate'>) {
  return {
    title: `Membership renewal due in ${data.days} days`,
    message:
      `Your membership ends on ${formatIndianDate(data.membershipEndDate)}. ` +
      'Please request a renewal from your member dashboard to stay an active member.',
  };
}

/** 30 and 7 days before a membership ends. */
export function renewalReminderEmail(ctx: MailContext, data: RenewalReminderData): RenderedEmail {
  const text = renewalReminderText(data);
  return composeEmail(ctx, {
    subject: `${text.title} - ${ctx.associationName}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(text.message),
      fields(['Member ID', data.memberId], ['Valid until', formatIndianDate(data.membershipEndDate)]),
      paragraph(`Renew from your member dashboard: ${portalLink(ctx, '/member-dashboard')}`),
    ],
  });
}

export interface PaymentReminderData {
  name: string;
  memberId: string;
  scheme: string;
  /** Decimal string ("200.00"). */
  amount: string;
  /** ISO timestamp, when the record has one. */
  dueDate?: string | null;
  /** A Razorpay Payment Link for the due: paid without signing in (issue 33). */
  paymentLinkUrl?: string | null;
}

const schemeLabel = (scheme: string) => SchemeLabels[scheme as keyof typeof SchemeLabels] ?? scheme;

/** The portal notification's words for a payment-due reminder; the e-mail says the same. */
export function paymentReminderText(
  data: Pick<PaymentReminderData, 'scheme' | 'amount' | 'dueDate' | 'paymentLinkUrl'>,
) {
  const amount = formatRupees(data.amount) || data.amount;
  const due = data.dueDate ? ` was due on ${formatIndianDate(data.dueDate)}` : ' is due';
  const how = data.paymentLinkUrl
    ? `Pay it without signing in: ${data.paymentLinkUrl} (or from your member dashboard).`
    : 'Please pay it from your member dashboard.';
  return {
    title: `Payment due: ${schemeLabel(data.scheme)}`,
    message: `Your ${schemeLabel(data.scheme)} contribution of ${amount}${due}. ${how}`,
  };
}

/** An overdue welfare-scheme contribution. */
export function paymentReminderEmail(ctx: MailContext, data: PaymentReminderData): RenderedEmail {
  const text = paymentReminderText(data);
  return composeEmail(ctx, {
    subject: `${text.title} - ${ctx.associationName}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(text.message),
      fields(
        ['Member ID', data.memberId],
        ['Scheme', schemeLabel(data.scheme)],
        ['Amount', formatRupees(data.amount) || data.amount],
        ...(data.dueDate ? [['Due date', formatIndianDate(data.dueDate)] as [string, string]] : []),
      ),
      ...(data.paymentLinkUrl ? [paragraph(`Pay by link, no sign-in needed: ${data.paymentLinkUrl}`)] : []),
      paragraph(`Pay online: ${portalLink(ctx, '/make-payment', { scheme: data.scheme })}`),
    ],
  });
}
