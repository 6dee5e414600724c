import { DEFAULT_LANGUAGE, formatRupees, isPaymentMethod, Language } from '@portal/contracts';
import { formatIndianDate, formatPeriod } from '../../common/indian-format';
import { composeEmail, fields, MailContext, mailTexts, paragraph, portalLink, RenderedEmail } from './compose';
import { paymentNameIn } from './payment-receipt.template';

export interface CreditNoteEmailData {
  name: string;
  /** Display code, PHOTO0042. */
  memberId: string;
  creditNoteNumber: string;
  /** The receipt of the payment refunded. */
  receiptNumber: string | null;
  scheme: string;
  /** Decimal string ("100.00"). */
  amount: string;
  method: string;
  reason: string;
  /** Months (YYYY-MM) unpaid again. */
  reopenedMonths: string[];
  /** ISO timestamp. */
  refundedAt: string;
  /** The member's language (issue 31); English when not given. */
  language?: Language;
}

/** How the money went back, in `language`: to the original Razorpay payment, or as cash, bank transfer or cheque. */
function refundMethodIn(t: ReturnType<typeof mailTexts>, method: string): string {
  if (method === 'razorpay') return t('refundMethod.razorpay');
  return isPaymentMethod(method) ? t(`paymentMethod.${method}`) : method;
}

/** A refund of a payment (issue 26): the credit note's main facts, with the PDF credit note attached, in the member's language. */
export function creditNoteEmail(ctx: MailContext, data: CreditNoteEmailData): RenderedEmail {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const t = mailTexts(ctx, language);
  const scheme = paymentNameIn(language, data.scheme);
  const rows: Array<[string, string] | null> = [
    [t('creditNote.number'), data.creditNoteNumber],
    data.receiptNumber ? [t('creditNote.againstReceipt'), data.receiptNumber] : null,
    [t('email.memberId'), data.memberId],
    [t('email.scheme'), scheme],
    [t('creditNote.amountRefunded'), formatRupees(data.amount) || data.amount],
    [t('creditNote.refundedBy'), refundMethodIn(t, data.method)],
    [t('creditNote.reason'), data.reason],
    data.reopenedMonths.length
      ? [t('creditNote.monthsUnpaidAgain'), data.reopenedMonths.map((m) => formatPeriod(m, language)).join(', ')]
      : null,
    [t('creditNote.refundDate'), formatIndianDate(data.refundedAt)],
  ];
  return composeEmail(ctx, {
    language,
    subject: t('creditNote.subject', { number: data.creditNoteNumber }),
    greeting: t('email.greeting', { name: data.name }),
    blocks: [
      paragraph(t('creditNote.refunded', { scheme })),
      fields(...rows.filter((row): row is [string, string] => row !== null)),
      paragraph(t('creditNote.attached')),
      paragraph(t('paymentReceipt.seeInPortal', { link: portalLink(ctx, '/member-dashboard') })),
    ],
  });
}
