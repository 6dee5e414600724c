import { monthsBetween, monthsLater } from '@portal/contracts';

/** A record's stated months: from `start` (yyyy-mm-01, null for none), `months` of them. */
export interface StatedMonths {
  start: string | null;
  months: number;
}

/**
 * A record's months once it gives up `month` (YYYY-MM) to another record: its first or last month goes and the
 * rest stays a run; its only month leaves it without months (start null). A month inside the run cannot go
 * without splitting the record in two: 'inside'. A month the record does not state changes nothing.
 */
export function releaseMonth(stated: StatedMonths, month: string): StatedMonths | 'inside' {
  if (!stated.start) return stated;
  const offset = monthsBetween(stated.start, month);
  if (offset < 0 || offset >= stated.months) return stated;
  if (stated.months === 1) return { start: null, months: 1 };
  if (offset === 0) return { start: monthsLater(stated.start, 1), months: stated.months - 1 };
  if (offset === stated.months - 1) return { start: stated.start, months: stated.months - 1 };
  return 'inside';
}
