import { addCalendarDays } from './india-time';
import { firstOfMonthInIndia, isMonthText, monthLabel, monthsLater } from './months';

/**
 * Periods the money figures are read for (issue 26): a month, a quarter or the Indian financial year
 * (April to March). A period travels as text: '2026-11' (a month), 'FY2026-27' (1 April 2026 – 31 March
 * 2027) or 'FY2026-27-Q3' (its third quarter: October – December 2026).
 */
export interface FinancialPeriod {
  /** The text it travels as. */
  key: string;
  kind: 'month' | 'quarter' | 'fy';
  /** First and last month (YYYY-MM), both inclusive. */
  from: string;
  to: string;
  /** Whole months it spans (1, 3 or 12). */
  months: number;
  /** First and last India calendar days (YYYY-MM-DD), both inclusive. */
  fromDay: string;
  toDay: string;
  /** 'FY 2026-27', 'Q3 FY 2026-27 (Oct–Dec 2026)', 'November 2026'. */
  label: string;
}

const FY = /^FY(\d{4})-(\d{2})(?:-Q([1-4]))?$/;
// Fixed three-letter names: ICU's en-IN writes 'Sept', other builds 'Sep'.
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const short = (month: string) => SHORT[Number(month.slice(5, 7)) - 1];

/** The year a financial year begins in (April): 2026 for any month from April 2026 to March 2027. */
export function financialYearStartOf(month: string): number {
  const [year, m] = month.split('-').map(Number);
  return m >= 4 ? year : year - 1;
}

/** 'FY2026-27' for the financial year beginning in April of `startYear`. */
export function financialYearKey(startYear: number): string {
  return `FY${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The key of the financial year today (in India) falls in. */
export function currentFinancialYearKey(now: Date = new Date()): string {
  return financialYearKey(financialYearStartOf(firstOfMonthInIndia(now).slice(0, 7)));
}

function span(key: string, kind: FinancialPeriod['kind'], from: string, months: number, label: string) {
  const to = monthsLater(from, months - 1).slice(0, 7);
  const toDay = addCalendarDays(monthsLater(from, months), -1);
  return { key, kind, from, to, months, fromDay: `${from}-01`, toDay, label };
}

/** The period a key names, or null when it names none (the message to show is PERIOD_MESSAGE). */
export function parseFinancialPeriod(text: unknown): FinancialPeriod | null {
  if (typeof text !== 'string') return null;
  if (isMonthText(text)) return span(text, 'month', text, 1, monthLabel(text));
  const match = FY.exec(text);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 2000 || start > 2999 || Number(match[2]) !== (start + 1) % 100) return null;
  const fy = `FY ${start}-${match[2]}`;
  if (!match[3]) return span(text, 'fy', `${start}-04`, 12, fy);
  const quarter = Number(match[3]);
  const from = monthsLater(`${start}-04`, (quarter - 1) * 3).slice(0, 7);
  const to = monthsLater(from, 2).slice(0, 7);
  return span(text, 'quarter', from, 3, `Q${quarter} ${fy} (${short(from)}–${short(to)} ${to.slice(0, 4)})`);
}

/** What a wrong period answers (400). */
export const PERIOD_MESSAGE =
  'period must be a month (2026-11), a quarter (FY2026-27-Q3) or a financial year (FY2026-27)';

/** The financial year's four quarters' keys, in order. */
export const quarterKeys = (fyKey: string): string[] => [1, 2, 3, 4].map((q) => `${fyKey}-Q${q}`);

/** The financial year's months (April first), as YYYY-MM. */
export function financialYearMonths(fyKey: string): string[] {
  const fy = parseFinancialPeriod(fyKey);
  if (!fy || fy.kind !== 'fy') return [];
  return Array.from({ length: 12 }, (_, i) => monthsLater(fy.from, i).slice(0, 7));
}
