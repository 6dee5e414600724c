/** Refunds (issue 26; spec part 2 §9's policy figures): the dialog's guidance and the service's answers. */
export const RefundMessages = {
  reasonRequired: 'Please give the reason for the refund',
  amountRequired: 'Refund amount is required',
  amountPositive: 'Refund amount must be greater than 0',
  notPaid: 'Only a paid payment can be refunded',
  methodOnline: 'An online payment is refunded through Razorpay',
  methodOffline: 'A payment made at the office is refunded by hand: choose cash, bank transfer or cheque',
  refundNotFound: 'Refund not found',
  creditNoteNotAvailable: 'A credit note is available once the refund is processed',
} as const;

/** 409 naming what is left: 'At most ₹150.00 of this payment can still be refunded'. */
export const refundTooLargeMessage = (refundable: string): string =>
  Number(refundable) > 0
    ? `At most ₹${Number(refundable).toFixed(2)} of this payment can still be refunded`
    : 'This payment has been refunded in full already';

/** The policy's refund figures (spec part 2 §9), shown in the refund dialog. */
export const RefundPolicyGuidance = [
  'Annual fees are refundable within 15 days of payment, not after.',
  'Event fees: 100% refund when cancelled more than 7 days before the event, 50% between 3 and 7 days, none within 48 hours.',
  'Refund requests are reviewed in 7–10 working days and processed in 15–30 working days; requests older than 90 days may be refused.',
] as const;
