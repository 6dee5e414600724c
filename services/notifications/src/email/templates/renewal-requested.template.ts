import { formatRupees } from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface RenewalRequestedData {
  name: string;
  memberId: string;
  /** Decimal string ("2000.00"): the fee the request was recorded at. */
  amount: string;
  /** ISO timestamp of the end date a payment now gives; null when the event did not carry it. */
  renewsUntil: string | null;
}

/**
 * Issue 30: the acknowledgement of a renewal request. The member learns it arrived, what it costs, the validity it
 * gives and the two ways to pay, so nobody waits for a call to find out. The subject says "request" and never
 * "renewed": the membership is renewed only once the fee is recorded (that e-mail is membership-renewed).
 */
export function renewalRequestedEmail(ctx: MailContext, data: RenewalRequestedData): RenderedEmail {
  const amount = formatRupees(data.amount);
  return composeEmail(ctx, {
    subject: 'We have received your membership renewal request',
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`Thank you: we have received your request to renew your membership of the ${ctx.associationName}.`),
      fields(
        ['Member ID', data.memberId],
        ...(amount ? [['Renewal fee', amount] as [string, string]] : []),
        ...(data.renewsUntil
          ? [['Valid until, once paid', formatIndianDate(data.renewsUntil)] as [string, string]]
          : []),
      ),
      paragraph(
        `How to pay: online from the member portal (${portalLink(ctx, '/member-dashboard')}), ` +
          "or at the association's office. Your membership is renewed as soon as the fee is recorded; " +
          'we will e-mail you then.',
      ),
      paragraph(`If you have any questions, write to us at ${ctx.supportEmail}.`),
    ],
  });
}
