import { DEFAULT_LANGUAGE, emailMessage, formatRupees, Language } from '@portal/contracts';
import { formatIndianDate, formatPeriod } from '../common/indian-format';
import { paymentNameIn } from '../email/templates/payment-receipt.template';
import { schemeNameIn } from '../email/templates/notification.template';

/**
 * The message templates approved for the association's WhatsApp Business number (Meta approves each with its body
 * text; a business-initiated message must use one). Body parameters in the order each template's {{1}}, {{2}} … take.
 * dues_reminder: "Namaskara {{1}}, your {{2}} contribution of {{3}} is due. Pay without signing in: {{4}}"
 * renewal_reminder: "Namaskara {{1}}, your membership ({{2}}) ends on {{3}}. Renew on the portal: {{4}}"
 * payment_receipt: "Namaskara {{1}}, we received {{2}}. Receipt {{3}}."
 * membership_renewed: "Namaskara {{1}}, your membership ({{2}}) is renewed until {{3}}."
 * association_notice: "Namaskara {{1}}, a notice from the association: {{2}}. Read it on the portal: {{3}}"
 * Reply STOP to any of them to stop WhatsApp messages from the association.
 * Each is registered in English and in Kannada (README); the parameters are written in the message's language
 * (scheme names, months), names and numbers as they are.
 */
export const WhatsAppTemplates = {
  DuesReminder: 'dues_reminder',
  RenewalReminder: 'renewal_reminder',
  PaymentReceipt: 'payment_receipt',
  MembershipRenewed: 'membership_renewed',
  AssociationNotice: 'association_notice',
} as const;

export type WhatsAppTemplateName = (typeof WhatsAppTemplates)[keyof typeof WhatsAppTemplates];

/** The template language of a member's language (the portal's `en` / `kn`). */
export function templateLanguage(language: string | null | undefined): string {
  return language === 'kn' ? 'kn' : 'en';
}

export function duesReminderParameters(facts: {
  name: string;
  scheme: string;
  amount: string | number | null | undefined;
  paymentLinkUrl: string | null;
  publicUrl: string;
  language?: Language;
}): string[] {
  // {{4}}: the payment link, or the portal's payments page when no link was made.
  return [
    facts.name,
    schemeNameIn(facts.language ?? DEFAULT_LANGUAGE, facts.scheme),
    formatRupees(facts.amount) || String(facts.amount ?? '-'),
    facts.paymentLinkUrl ?? `${facts.publicUrl.replace(/\/+$/, '')}/member/payments`,
  ];
}

export function renewalReminderParameters(facts: {
  name: string;
  memberCode: string;
  membershipEndDate: string;
  publicUrl: string;
}): string[] {
  return [facts.name, facts.memberCode, formatIndianDate(facts.membershipEndDate), facts.publicUrl.replace(/\/+$/, '')];
}

export function paymentReceiptParameters(facts: {
  name: string;
  amount: string | number | null | undefined;
  scheme: string;
  period?: string | null;
  receiptNumber: string;
  language?: Language;
}): string[] {
  const language = facts.language ?? DEFAULT_LANGUAGE;
  const amount = formatRupees(facts.amount) || String(facts.amount ?? '');
  const what = emailMessage(language, 'channel.receiptFor', { amount, scheme: paymentNameIn(language, facts.scheme) });
  return [facts.name, facts.period ? `${what} (${formatPeriod(facts.period, language)})` : what, facts.receiptNumber];
}

export function membershipRenewedParameters(facts: { name: string; memberCode: string; validUntil: string }): string[] {
  return [facts.name, facts.memberCode, formatIndianDate(facts.validUntil)];
}

/** A DLT template variable takes at most 30 characters; the notice's title is cut to fit (the portal has it all). */
const DLT_VARIABLE_MAX = 30;

export function associationNoticeParameters(facts: { name: string; title: string; publicUrl: string }): string[] {
  const title = facts.title.replace(/\s+/g, ' ').trim();
  const short = title.length > DLT_VARIABLE_MAX ? `${title.slice(0, DLT_VARIABLE_MAX - 1).trimEnd()}…` : title;
  return [facts.name, short, `${facts.publicUrl.replace(/\/+$/, '')}/member-dashboard?tab=updates`];
}
