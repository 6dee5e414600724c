import { formatRupees } from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface MembershipRenewedData {
  name: string;
  memberId: string;
  /** ISO timestamp of the new end of the membership. */
  validUntil: string;
  /** Decimal string ("2000.00"). */
  amount: string;
}

/** After an admin marked a renewal paid: the new validity, as the member's ID card and portal show it. */
export function membershipRenewedEmail(ctx: MailContext, data: MembershipRenewedData): RenderedEmail {
  const amount = formatRupees(data.amount);
  return composeEmail(ctx, {
    subject: `Your membership of the ${ctx.associationName} has been renewed`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph('Thank you: your renewal payment has been recorded and your membership has been renewed.'),
      fields(
        ['Member ID', data.memberId],
        ['Valid until', formatIndianDate(data.validUntil)],
        ...(amount ? [['Amount paid', amount] as [string, string]] : []),
      ),
      paragraph(`You can see your membership in the member portal: ${portalLink(ctx, '/member-dashboard')}`),
    ],
  });
}
