import { DEFAULT_LANGUAGE, formatRupees, Language } from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface RenewalRequestedData {
  name: string;
  memberId: string;
  /** Decimal string ("2000.00"): the fee the request was recorded at. */
  amount: string;
  /** ISO timestamp of the end date a payment now gives; null when the event did not carry it. */
  renewsUntil: string | null;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/**
 * Issue 30: the acknowledgement of a renewal request. The member learns it arrived, what it costs, the validity it
 * gives and the two ways to pay, so nobody waits for a call to find out. The subject says "request" and never
 * "renewed": the membership is renewed only once the fee is recorded (that e-mail is membership-renewed).
 */
export function renewalRequestedEmail(ctx: MailContext, data: RenewalRequestedData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const amount = formatRupees(data.amount);
  return composeEmail(ctx, {
    language,
    subject: t('renewalRequested.subject'),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('renewalRequested.thanks')),
      fields(
        [t('email.memberId'), data.memberId],
        ...(amount ? [[t('renewalRequested.fee'), amount] as [string, string]] : []),
        ...(data.renewsUntil
          ? [[t('renewalRequested.validOncePaid'), formatIndianDate(data.renewsUntil)] as [string, string]]
          : []),
      ),
      paragraph(t('renewalRequested.howToPay', { link: portalLink(ctx, '/member-dashboard') })),
      paragraph(t('registrationReceived.questions', { supportEmail: ctx.supportEmail })),
    ],
  });
}
