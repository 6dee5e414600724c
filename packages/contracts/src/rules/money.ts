/**
 * How money reads everywhere (the web, e-mails, error messages): Indian
 * digit grouping (₹8,25,000.00). Money travels as numeric(10,2) strings
 * ("825000.00"); numbers are accepted too.
 */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** A figure as it travels (a number, or numeric text such as "825000.00"); null when it is not one. */
export function figureValue(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : null;
}

/** ₹8,25,000.00: Indian grouping, always two decimals. '' when it is not a number. */
export function formatRupees(value: number | string | null | undefined): string {
  const amount = figureValue(value);
  return amount === null ? '' : rupees.format(amount);
}

/** ₹8,25,000: for display figures where paise would be noise (scheme cards, fees). '' when it is not a number. */
export function formatRupeesWhole(value: number | string | null | undefined): string {
  const amount = figureValue(value);
  return amount === null ? '' : wholeRupees.format(amount);
}
