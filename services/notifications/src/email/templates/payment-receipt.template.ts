import { formatRupees, isFeeKind, PaymentMethodLabels, paymentLabel } from '@portal/contracts';
import { formatIndianDate, formatPeriod } from '../../common/indian-format';
import { composeEmail, fields, MailContext, paragraph, portalLink, RenderedEmail } from './compose';

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
}

/** A paid welfare-scheme contribution: the receipt's main facts, with the PDF receipt attached. */
export function paymentReceiptEmail(ctx: MailContext, data: PaymentReceiptData): RenderedEmail {
  const scheme = paymentLabel(data.scheme);
  const method = data.paymentMethod
    ? (PaymentMethodLabels[data.paymentMethod as keyof typeof PaymentMethodLabels] ?? data.paymentMethod)
    : null;
  const rows: Array<[string, string] | null> = [
    ['Receipt number', data.receiptNumber],
    ['Member ID', data.memberId],
    [isFeeKind(data.scheme) ? 'For' : 'Scheme', scheme],
    ['Amount', formatRupees(data.amount) || data.amount],
    data.period ? ['Period', formatPeriod(data.period)] : null,
    ['Payment date', formatIndianDate(data.paidAt)],
    method ? ['Payment method', method] : null,
    data.paymentId ? ['Payment ID', data.paymentId] : null,
  ];
  return composeEmail(ctx, {
    subject: `Payment receipt ${data.receiptNumber}`,
    greeting: `Dear ${data.name},`,
    blocks: [
      paragraph(`Thank you: we have received your ${scheme} payment.`),
      fields(...rows.filter((row): row is [string, string] => row !== null)),
      paragraph('Your receipt is attached.'),
      paragraph(`You can see all your payments in the member portal: ${portalLink(ctx, '/member-dashboard')}`),
    ],
  });
}
