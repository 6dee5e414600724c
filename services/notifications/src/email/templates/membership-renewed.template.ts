import { DEFAULT_LANGUAGE, formatRupees, Language } from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface MembershipRenewedData {
  name: string;
  memberId: string;
  /** ISO timestamp of the new end of the membership. */
  validUntil: string;
  /** Decimal string ("2000.00"). */
  amount: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/**
 * After an admin marked a renewal paid: the new validity, as the member's ID card and portal show it, in the
 * member's language.
 */
export function membershipRenewedEmail(ctx: MailContext, data: MembershipRenewedData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const amount = formatRupees(data.amount);
  return composeEmail(ctx, {
    language,
    subject: t('membershipRenewed.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('membershipRenewed.thanks')),
      fields(
        [t('email.memberId'), data.memberId],
        [t('email.validUntil'), formatIndianDate(data.validUntil)],
        ...(amount ? [[t('membershipRenewed.amountPaid'), amount] as [string, string]] : []),
      ),
      paragraph(t('membershipRenewed.seeInPortal', { link: portalLink(ctx, '/member-dashboard') })),
    ],
  });
}
