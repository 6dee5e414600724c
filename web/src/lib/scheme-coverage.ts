import { Schemes, type Scheme } from '@portal/contracts/shapes';
import { sumAmounts, toPaise } from './amounts';
import { formatRupees, formatRupeesWhole } from './format';

/** Spec part 2 §9 scheme cards (display text): the cover each scheme gives, in rupees. */
export const SCHEME_COVERAGE: Readonly<Record<Scheme, { from: number; to: number }>> = {
  esi: { from: 50_000, to: 200_000 },
  postal: { from: 100_000, to: 500_000 },
  kutumba_barosa: { from: 25_000, to: 100_000 },
};

/**
 * Spec part 2 §9 summary: each scheme's share of the total coverage (₹8,25,000 for all three). The spec
 * gives Kutumba Barosa ₹1,25,000 here although its card tops out at ₹1,00,000; both are shown as written.
 */
export const SCHEME_SUMMARY_COVERAGE: Readonly<Record<Scheme, number>> = {
  esi: 200_000,
  postal: 500_000,
  kutumba_barosa: 125_000,
};

/** '₹50,000 to ₹2,00,000'. */
export function coverageText(scheme: Scheme): string {
  const { from, to } = SCHEME_COVERAGE[scheme];
  return `${formatRupeesWhole(from)} to ${formatRupeesWhole(to)}`;
}

/** Whole rupees when there are no paise ('₹150'), else two decimals ('₹150.50'); '' when not a number. */
export function rupeesText(value: string | number | null | undefined): string {
  const paise = toPaise(value);
  if (paise === null) return '';
  return paise % 100 === 0 ? formatRupeesWhole(paise / 100) : formatRupees(paise / 100);
}

/** '₹150/month' from a scheme setting's amount; '' when there is none. */
export function monthlyAmountText(amount: string | number | null | undefined): string {
  const text = rupeesText(amount);
  return text ? `${text}/month` : '';
}

/** Opted schemes in the cards' order (ESI, Postal, Kutumba Barosa), unknown values and repeats left out. */
export function orderedSchemes(opted: readonly string[]): Scheme[] {
  return Schemes.filter((scheme) => opted.includes(scheme));
}

export interface MonthlyContribution {
  /** Rupees a month for the opted schemes that have a live amount. */
  total: number;
  /** Opted schemes the settings give no amount for (the total leaves them out). */
  missing: Scheme[];
}

/** What the member pays a month: the live amount of each scheme they opted into, added up. */
export function monthlyContribution(
  opted: readonly string[],
  settings: readonly { scheme: string; amount: string | number }[],
): MonthlyContribution {
  const schemes = orderedSchemes(opted);
  const amountOf = (scheme: Scheme) => settings.find((setting) => setting.scheme === scheme)?.amount;
  const missing = schemes.filter((scheme) => toPaise(amountOf(scheme)) === null);
  return { total: sumAmounts(schemes.map(amountOf)), missing };
}

/** The summary's total coverage of the opted schemes, in rupees. */
export function totalCoverage(opted: readonly string[]): number {
  return orderedSchemes(opted).reduce((sum, scheme) => sum + SCHEME_SUMMARY_COVERAGE[scheme], 0);
}
