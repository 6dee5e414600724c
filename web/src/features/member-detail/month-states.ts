import { financialYearMonths, firstOfMonthInIndia } from '@portal/contracts/rules';
import type { MemberMonthDto } from '@portal/contracts/shapes';

/** How one month of a scheme stands for the member: paid (in advance when it is still to come), due, or nothing. */
export type MonthState = 'paid' | 'advance' | 'pending' | 'overdue' | 'none';

/** The financial year's months (April first), each with its state from the months a record covers. */
export function monthStates(
  fyKey: string,
  months: MemberMonthDto[],
  now: Date = new Date(),
): Array<{ month: string; state: MonthState; receiptNumber: string | null }> {
  const thisMonth = firstOfMonthInIndia(now).slice(0, 7);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  return financialYearMonths(fyKey).map((month) => {
    const held = byMonth.get(month);
    if (!held) return { month, state: 'none', receiptNumber: null };
    const state: MonthState = held.status === 'paid' ? (month > thisMonth ? 'advance' : 'paid') : held.status;
    return { month, state, receiptNumber: held.receiptNumber };
  });
}
