/**
 * Which months a refund reopens (issue 26): a record of `months` months for `amount` has each month's share
 * amount / months; a month becomes unpaid again only once the whole of its share has been returned. The latest
 * months go first (a refund gives back what was paid ahead). Work in paise so no rounding decides.
 */
export function monthsToReopen(input: {
  /** The record's amount and months. */
  recordAmount: string;
  recordMonths: number;
  /** Everything refunded of the record once this refund is processed (rupees). */
  refundedTotal: string;
  /** Months earlier refunds reopened already. */
  reopenedBefore: number;
  /** The months the record still holds (yyyy-mm-01), newest first. */
  held: readonly string[];
}): string[] {
  const amount = toPaise(input.recordAmount);
  const refunded = toPaise(input.refundedTotal);
  if (amount <= 0 || input.recordMonths < 1) return [];
  // Whole months returned: refunded × months / amount, rounded down (a month's share may not be whole paise).
  const whole = Math.min(input.recordMonths, Math.floor((refunded * input.recordMonths) / amount));
  const due = Math.max(0, whole - input.reopenedBefore);
  return input.held.slice(0, due);
}

/** '150.50' → 15050. */
export function toPaise(rupees: string | number): number {
  return Math.round(Number(rupees) * 100);
}

/** 15050 → '150.50'. */
export function fromPaise(paise: number): string {
  return (paise / 100).toFixed(2);
}
