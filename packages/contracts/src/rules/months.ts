import type { Language } from '../i18n/language';
import { todayInIndia } from './india-time';

/**
 * Months of the dues calendar (policy: dues fall on the 1st of each month), written once for
 * the services and the web: a month travels as 'YYYY-MM' and is kept as the day 'YYYY-MM-01'.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** 'YYYY-MM' with a real month (2026-11), else false. */
export const isMonthText = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

/** The first day of the month `date` falls in, in India: 2026-11-01. */
export function firstOfMonthInIndia(date: Date): string {
  return `${todayInIndia(date).slice(0, 7)}-01`;
}

/** yyyy-mm-01 (or yyyy-mm) plus `n` months, as yyyy-mm-01. */
export function monthsLater(first: string, n: number): string {
  const [year, month] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Whole months from one month to another (yyyy-mm or yyyy-mm-01): 2026-11 to 2027-01 is 2. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return ty * 12 + tm - (fy * 12 + fm);
}

const LABEL = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const label = (first: string) => LABEL.format(new Date(`${first.slice(0, 7)}-01T00:00:00Z`));

/** 'November 2026', or 'November 2026 – January 2027' for several months. */
export function monthLabel(first: string, months = 1): string {
  return months > 1 ? `${label(first)} – ${label(monthsLater(first, months - 1))}` : label(first);
}

// Kannada month names are Intl's kn-IN ones (ನವೆಂಬರ್ 2026), as the glossary says (web/src/i18n/glossary.md).
const KANNADA_LABEL = new Intl.DateTimeFormat('kn-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const kannadaLabel = (first: string) => KANNADA_LABEL.format(new Date(`${first.slice(0, 7)}-01T00:00:00Z`));

/** monthLabel in `language`: 'November 2026' (word for word monthLabel) or 'ನವೆಂಬರ್ 2026 – ಜನವರಿ 2027'. */
export function monthLabelIn(language: Language, first: string, months = 1): string {
  if (language === 'en') return monthLabel(first, months);
  return months > 1 ? `${kannadaLabel(first)} – ${kannadaLabel(monthsLater(first, months - 1))}` : kannadaLabel(first);
}

const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const short = (month: string) => SHORT[Number(month.slice(5, 7)) - 1];

/**
 * A record's months as lists show them, with the months a full-month refund reopened (issue 26): 'Nov 2026',
 * 'Nov–Dec 2026', 'Dec 2026–Jan 2027', 'Nov–Dec 2026 (Dec refunded)', 'Dec 2026–Jan 2027 (Jan 2027 refunded)';
 * '' without months. Months are YYYY-MM (or yyyy-mm-01).
 */
export function shortMonthsLabel(
  period: string | null | undefined,
  periodTo?: string | null,
  refunded: readonly string[] = [],
): string {
  if (!period) return '';
  const to = periodTo || period;
  const [fromYear, toYear] = [period.slice(0, 4), to.slice(0, 4)];
  const range =
    to.slice(0, 7) === period.slice(0, 7)
      ? `${short(period)} ${fromYear}`
      : fromYear === toYear
        ? `${short(period)}–${short(to)} ${toYear}`
        : `${short(period)} ${fromYear}–${short(to)} ${toYear}`;
  if (!refunded.length) return range;
  const oneYear = fromYear === toYear && refunded.every((m) => m.slice(0, 4) === fromYear);
  const months = [...refunded].sort().map((m) => (oneYear ? short(m) : `${short(m)} ${m.slice(0, 4)}`));
  return `${range} (${months.join(', ')} refunded)`;
}
