import { formatRupees, paymentLabel, RefundMethodLabels } from '@portal/contracts';
import { formatIndianDate, formatPeriod } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

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
}

/** A refund of a payment (issue 26): the credit note's main facts, with the PDF credit note attached. */
export function creditNoteEmail(ctx: MailContext, data: CreditNoteEmailData): RenderedEmail {
  const scheme = paymentLabel(data.scheme);
  const method = RefundMethodLabels[data.method as keyof typeof RefundMethodLabels] ?? data.method;
  const rows: Array<[string, string] | null> = [
    ['Credit note number', data.creditNoteNumber],
    data.receiptNumber ? ['Against receipt', data.receiptNumber] : null,
    ['Member ID', data.memberId],
    ['Scheme', scheme],
    ['Amount refunded', formatRupees(data.amount) || data.amount],
    ['Refunded by', method],
    ['Reason', data.reason],
    data.reopenedMonths.length
      ? ['Months unpaid again', data.reopenedMonths.map((m) => formatPeriod(m)).join(', ')]
      : null,
    ['Refund date', formatIndianDate(data.refundedAt)],
  ];
  return composeEmail(ctx, {
    subject: `Credit note ${data.creditNoteNumber}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`We have refunded part or all of your ${scheme} payment.`),
      fields(...rows.filter((row): row is [string, string] => row !== null)),
      paragraph('Your credit note is attached.'),
      paragraph(`You can see all your payments in the member portal: ${portalLink(ctx, '/member-dashboard')}`),
    ],
  });
}
