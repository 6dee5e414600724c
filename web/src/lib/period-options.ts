import {
  currentFinancialYearKey,
  financialYearKey,
  financialYearMonths,
  financialYearStartOf,
  monthLabel,
  parseFinancialPeriod,
  quarterKeys,
  todayInIndia,
} from '@portal/contracts/rules';

export interface PeriodOptionGroup {
  label: string;
  options: { value: string; label: string }[];
}

/** Financial years kept in the picker: this one and the ones before it (records are kept 7 years). */
const YEARS = 7;

/**
 * The periods Payment Records' cards are read for: the financial years (this one first), the quarters and
 * months of the chosen year up to today. The chosen year is that of `chosen` (a key), else this one.
 */
export function periodOptions(chosen: string, now: Date = new Date()): PeriodOptionGroup[] {
  const thisYear = financialYearStartOf(todayInIndia(now).slice(0, 7));
  const picked = parseFinancialPeriod(chosen);
  const year = picked ? financialYearStartOf(picked.from) : thisYear;
  const fy = financialYearKey(year);
  const today = todayInIndia(now).slice(0, 7);
  const label = (key: string) => parseFinancialPeriod(key)?.label ?? key;
  return [
    {
      label: 'Financial year',
      options: Array.from({ length: YEARS }, (_, i) => financialYearKey(thisYear - i)).map((key) => ({
        value: key,
        label: key === currentFinancialYearKey(now) ? `${label(key)} (current)` : label(key),
      })),
    },
    {
      label: 'Quarter',
      options: quarterKeys(fy)
        .filter((key) => parseFinancialPeriod(key)!.from <= today)
        .map((key) => ({ value: key, label: label(key) })),
    },
    {
      label: 'Month',
      options: financialYearMonths(fy)
        .filter((month) => month <= today)
        .map((month) => ({ value: month, label: monthLabel(month) })),
    },
  ];
}
