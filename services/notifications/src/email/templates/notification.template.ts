import {
  associationNameIn,
  DEFAULT_LANGUAGE,
  EmailMessageId,
  emailMessage,
  formatRupees,
  Language,
} from '@portal/contracts';
import { formatIndianDate } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';

export interface NotificationEmailData {
  name: string;
  title: string;
  message: string;
  /** The member's language for the words around the admin's own (issue 31); English when not given. */
  language?: Language;
}

/** Where a member reads their notifications: the Updates tab of their dashboard. */
export const updatesLink = (ctx: MailContext) => portalLink(ctx, '/member-dashboard', { tab: 'updates' });

/**
 * A notification an admin sent with "e-mail it too": the title is the subject, the message the body, both as the
 * admin wrote them; the greeting and the way to the portal in the member's language.
 */
export function notificationEmail(ctx: MailContext, data: NotificationEmailData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  return composeEmail(ctx, {
    language,
    subject: data.title,
    greeting: t('email.greeting', { name: data.name }),
    blocks: [paragraph(data.message), paragraph(t('notice.readInPortal', { link: updatesLink(ctx) }))],
  });
}

export interface RenewalReminderData {
  name: string;
  memberId: string;
  /** Days left when the reminder was issued (30 or 7). */
  days: number;
  /** ISO timestamp of the end of the membership. */
  membershipEndDate: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** The portal notification's words for a renewal reminder, in the member's language; the e-mail says the same. */
export function renewalReminderText(
  data: Pick<RenewalReminderData, 'days' | 'membershipEndDate'>,
  language: Language = DEFAULT_LANGUAGE,
) {
  return {
    title: emailMessage(language, 'renewalReminder.title', { days: data.days }),
    message: emailMessage(language, 'renewalReminder.message', { endDate: formatIndianDate(data.membershipEndDate) }),
  };
}

/** 30 and 7 days before a membership ends. */
export function renewalReminderEmail(ctx: MailContext, data: RenewalReminderData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const text = renewalReminderText(data, language);
  return composeEmail(ctx, {
    language,
    subject: `${text.title} - ${associationNameIn(language, ctx.associationName)}`,
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(text.message),
      fields([t('email.memberId'), data.memberId], [t('email.validUntil'), formatIndianDate(data.membershipEndDate)]),
      paragraph(t('renewalReminder.renewFrom', { link: portalLink(ctx, '/member-dashboard') })),
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
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** A scheme's name in `language` (ESI and Postal as they are known; Kutumba Barosa as ಕುಟುಂಬ ಭರೋಸೆ). */
export function schemeNameIn(language: Language, scheme: string): string {
  const id = `scheme.${scheme}` as EmailMessageId;
  return id in EmailSchemeIds ? emailMessage(language, id) : scheme;
}
const EmailSchemeIds = { 'scheme.esi': 1, 'scheme.postal': 1, 'scheme.kutumba_barosa': 1 };

/** The portal notification's words for a payment-due reminder, in the member's language; the e-mail says the same. */
export function paymentReminderText(
  data: Pick<PaymentReminderData, 'scheme' | 'amount' | 'dueDate' | 'paymentLinkUrl'>,
  language: Language = DEFAULT_LANGUAGE,
) {
  const scheme = schemeNameIn(language, data.scheme);
  const amount = formatRupees(data.amount) || data.amount;
  const how = data.paymentLinkUrl
    ? emailMessage(language, 'paymentReminder.payByLinkOrDashboard', { url: data.paymentLinkUrl })
    : emailMessage(language, 'paymentReminder.payFromDashboard');
  return {
    title: emailMessage(language, 'paymentReminder.title', { scheme }),
    message: data.dueDate
      ? emailMessage(language, 'paymentReminder.wasDue', {
          scheme,
          amount,
          dueDate: formatIndianDate(data.dueDate),
          how,
        })
      : emailMessage(language, 'paymentReminder.isDue', { scheme, amount, how }),
  };
}

/** An overdue welfare-scheme contribution. */
export function paymentReminderEmail(ctx: MailContext, data: PaymentReminderData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const text = paymentReminderText(data, language);
  return composeEmail(ctx, {
    language,
    subject: `${text.title} - ${associationNameIn(language, ctx.associationName)}`,
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(text.message),
      fields(
        [t('email.memberId'), data.memberId],
        [t('email.scheme'), schemeNameIn(language, data.scheme)],
        [t('email.amount'), formatRupees(data.amount) || data.amount],
        ...(data.dueDate ? [[t('email.dueDate'), formatIndianDate(data.dueDate)] as [string, string]] : []),
      ),
      ...(data.paymentLinkUrl ? [paragraph(t('paymentReminder.payByLink', { url: data.paymentLinkUrl }))] : []),
      paragraph(t('paymentReminder.payOnline', { link: portalLink(ctx, '/make-payment', { scheme: data.scheme }) })),
    ],
  });
}
