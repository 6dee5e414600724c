import {
  DashboardTrend,
  MonthlyContribution,
  MonthlyContributionsRow,
  Scheme,
  Schemes,
  todayInIndia,
} from '@portal/contracts';

/** The last `count` months in India as 'YYYY-MM', oldest first, the current month last. */
export function lastMonthsInIndia(count: number, now = new Date()): string[] {
  const [year, month] = todayInIndia(now).split('-').map(Number);
  const current = year * 12 + (month - 1);
  return Array.from({ length: count }, (_, i) => {
    const index = current - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** A card's trend; the percentage has one decimal and is null when last month was 0. */
export function trend(current: number, lastMonth: number): DashboardTrend {
  const changePercent = lastMonth === 0 ? null : Math.round(((current - lastMonth) / lastMonth) * 1000) / 10;
  return { current, lastMonth, changePercent: Object.is(changePercent, -0) ? 0 : changePercent };
}

/** Payments' grouped sums as one row per month (each scheme at 0.00 when it received nothing), for the chart. */
export function contributionRows(months: string[], sums: MonthlyContribution[]): MonthlyContributionsRow[] {
  const zero = Object.fromEntries(Schemes.map((s) => [s, '0.00'])) as Record<Scheme, string>;
  const rows = new Map(months.map((month) => [month, { month, ...zero }]));
  for (const sum of sums) {
    const row = rows.get(sum.month);
    if (row && (Schemes as readonly string[]).includes(sum.scheme)) row[sum.scheme] = sum.amount;
  }
  return [...rows.values()];
}
