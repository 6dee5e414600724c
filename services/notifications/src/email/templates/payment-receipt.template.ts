import { DEFAULT_LANGUAGE, emailMessage, formatRupees, isFeeKind, isPaymentMethod, Language } from '@portal/contracts';
import { formatIndianDate, formatPeriod } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';
import { schemeNameIn } from './notification.template';

export interface PaymentReceiptData {
  name: string;
  /** Display code, PHOTO0042. */
  memberId: string;
  receiptNumber: string;
  scheme: string;
  /** Decimal string ("200.00"). */
  amount: string;
  /** The month paid for (YYYY-MM), if the payment was for one. */
  period: string | null;
  paymentMethod: string | null;
  /** Razorpay's payment id; null for a payment recorded in the office. */
  paymentId: string | null;
  /** ISO timestamp. */
  paidAt: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** What a payment was for in `language`: the scheme's name, or the fee's ('Annual renewal fee'). */
export function paymentNameIn(language: Language, schemeOrKind: string): string {
  return isFeeKind(schemeOrKind) ? emailMessage(language, `fee.${schemeOrKind}`) : schemeNameIn(language, schemeOrKind);
}

/** A paid welfare-scheme contribution: the receipt's main facts, with the PDF receipt attached, in the member's language. */
export function paymentReceiptEmail(ctx: MailContext, data: PaymentReceiptData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const scheme = paymentNameIn(language, data.scheme);
  const method = data.paymentMethod
    ? isPaymentMethod(data.paymentMethod)
      ? t(`paymentMethod.${data.paymentMethod}`)
      : data.paymentMethod
    : null;
  const rows: Array<[string, string] | null> = [
    [t('paymentReceipt.receiptNumber'), data.receiptNumber],
    [t('email.memberId'), data.memberId],
    [isFeeKind(data.scheme) ? t('paymentReceipt.for') : t('email.scheme'), scheme],
    [t('email.amount'), formatRupees(data.amount) || data.amount],
    data.period ? [t('paymentReceipt.period'), formatPeriod(data.period, language)] : null,
    [t('paymentReceipt.paymentDate'), formatIndianDate(data.paidAt)],
    method ? [t('paymentReceipt.paymentMethod'), method] : null,
    data.paymentId ? [t('paymentReceipt.paymentId'), data.paymentId] : null,
  ];
  return composeEmail(ctx, {
    language,
    subject: t('paymentReceipt.subject', { receiptNumber: data.receiptNumber }),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('paymentReceipt.thanks', { scheme })),
      fields(...rows.filter((row): row is [string, string] => row !== null)),
      paragraph(t('paymentReceipt.attached')),
      paragraph(t('paymentReceipt.seeInPortal', { link: portalLink(ctx, '/member-dashboard') })),
    ],
  });
}
