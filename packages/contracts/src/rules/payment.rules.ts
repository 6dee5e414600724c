import { type FieldRule, isBlank, rule } from './field-rule';

/**
 * Payment records, scheme settings and Make Payment (spec part 2 §5, §8). The
 * web checks these before it sends; the payments service applies the same.
 */
export const PaymentMessages = {
  recordRequired: 'Member, scheme, and amount are required',
  amountRequired: 'Amount is required',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: 'Amount must be less than ₹1,00,00,000',
  dueDateInvalid: 'Due date must be a valid date',
  paymentDateInvalid: 'Payment date must be a valid date',
  paymentDateRequired: 'Payment date is required for a paid record',
  onlinePaymentDisabled: 'Online payment is not available for this scheme. Please contact admin.',
  onlinePaymentNotConfigured:
    'Online payment is not set up for the association yet. Pay at the office or ask an admin.',
  /** What admins read on Scheme Settings while the service runs without Razorpay keys. */
  onlinePaymentKeysMissing:
    'Online payment is not configured: the Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET) are not set, so no scheme can be paid online. Payments recorded by hand, dues and receipts work as usual.',
  webhooksNotConfigured: 'Razorpay webhooks are not accepted: online payment is not configured on this portal',
  verificationFailed: 'Payment verification failed',
  paymentRecorded: 'Your payment has been recorded successfully.',
  gatewayUnavailable: 'The payment gateway cannot be reached right now. Please try again in a few minutes.',
  periodRequired: 'Please choose the months this payment covers',
  periodInvalid: 'Months must be given as YYYY-MM',
  periodToBeforePeriod: 'The last month cannot be before the first month',
  periodTooLong: 'A record covers at most 12 months',
  periodToWithoutPeriod: 'Please give the first month too',
} as const;

/** 409 when a month is paid on another record: 'November 2026 is already paid (receipt RCPT-2026-000123)'. */
export const monthAlreadyPaidMessage = (month: string, receiptNumber: string | null): string =>
  receiptNumber ? `${month} is already paid (receipt ${receiptNumber})` : `${month} is already paid`;

/** 409 when a month is on another unpaid record that this one cannot take over. */
export const monthAlreadyDueMessage = (month: string): string =>
  `${month} is already due on another record: record that month on its own or mark that record paid`;

/** numeric(10,2): at most 8 digits before the point. */
export const MAX_AMOUNT = 99_999_999.99;

/** A number or decimal text with at most two decimals. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d{1,2})?\s*$/.test(value)) return null;
  return Number(value);
}

export const AmountRules: readonly FieldRule[] = [
  rule((value) => !isBlank(value), PaymentMessages.amountRequired),
  rule((value) => {
    const amount = parseAmount(value);
    return amount !== null && amount > 0;
  }, PaymentMessages.amountPositive),
  rule((value) => (parseAmount(value) ?? 0) <= MAX_AMOUNT, PaymentMessages.amountTooLarge),
];
