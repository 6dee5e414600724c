/**
 * Money arrives as numeric(10,2) decimal strings ("200.00"). Sums are taken in whole paise so that
 * adding ₹0.10 and ₹0.20 shows ₹0.30, not ₹0.30000000000000004.
 */

/** Paise in a rupee amount given as a decimal string or number; null when it is not a number. */
export function toPaise(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** The rupee total of the amounts; ones that are not numbers count as nothing. */
export function sumAmounts(values: Iterable<string | number | null | undefined>): number {
  let paise = 0;
  for (const value of values) paise += toPaise(value) ?? 0;
  return paise / 100;
}
