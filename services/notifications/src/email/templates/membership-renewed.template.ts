import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

export interface MembershipRenewedData {
  name: string;
  memberId: string;
  /** ISO timestamp of the new end of the membership. */
  validUntil: string;
  /** Decimal string ("2000.00"). */
  amount: string;
}

const indianDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** After an admin marked a renewal paid: the new validity, as the member's ID card and portal show it. */
export function membershipRenewedEmail(ctx: MailContext, data: MembershipRenewedData): RenderedEmail {
  const until = Date.parse(data.validUntil);
  const amount = Number(data.amount);
  return composeEmail(ctx, {
    subject: `Your membership of the ${ctx.associationName} has been renewed`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph('Thank you: your renewal payment has been recorded and your membership has been renewed.'),
      fields(
        ['Member ID', data.memberId],
        ['Valid until', Number.isNaN(until) ? data.validUntil : indianDate.format(until)],
        ...(Number.isFinite(amount) ? [['Amount paid', rupees.format(amount)] as [string, string]] : []),
      ),
      paragraph(`You can see your membership in the member portal: ${portalLink(ctx, '/member-dashboard')}`),
    ],
  });
}
