import { addDays, MemberDashboardFigures, MemberStatus, MemberStatuses, todayInIndia } from '@portal/contracts';
import { effectiveStatusIsSql, withinTermSql } from '@portal/platform';
import { MEMBER_VALIDITY } from '../members/member.entity';
import { DataSource } from 'typeorm';
import { RENEWAL_DUE_WITHIN_DAYS } from '../members/membership-period';

/** New members per month are counted over this many months, the current one included. */
export const NEW_MEMBER_MONTHS = 12;

/** 'YYYY-MM' of a month `back` months before the one `yearMonth` names. */
export function monthBefore(yearMonth: string, back: number): string {
  const [y, m] = yearMonth.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The instant a month ('YYYY-MM') begins in India. */
export function monthStartInIndia(yearMonth: string): Date {
  return new Date(`${yearMonth}-01T00:00:00+05:30`);
}

/**
 * The dashboard's member aggregates beside the current counts: the figures as
 * they stood when this month began (for the month-over-month trends), members by
 * effective status and new members per month. Each is one grouped query, never
 * a list. The past figures are reconstructed from the dates every member
 * carries (created, approved, membership end), so a member suspended or
 * renewed since counts as they are now.
 */
export async function memberDashboardFigures(
  dataSource: DataSource,
  now = new Date(),
): Promise<MemberDashboardFigures> {
  const thisMonth = todayInIndia(now).slice(0, 7);
  const monthStart = monthStartInIndia(thisMonth);
  // The last day of last month began a day before this month did; an end date on it was still valid then.
  const lastDayStart = addDays(monthStart, -1);
  // $3 is today in India and $4 the last day of last month; validity on them is the shared rule's.
  const currently = (status: string) => effectiveStatusIsSql(MEMBER_VALIDITY, status, '$3', () => '');
  const firstMonth = monthBefore(thisMonth, NEW_MEMBER_MONTHS - 1);

  const [[row], perMonth] = await Promise.all([
    dataSource.query<Record<string, number>[]>(
      `SELECT
         count(*) FILTER (WHERE created_at < $1)::int AS total_then,
         count(*) FILTER (WHERE created_at < $1 AND status IN ('active', 'expired')
                            AND coalesce(approved_at, membership_start_date, created_at) < $1
                            AND ${withinTermSql(MEMBER_VALIDITY.term, '$4')})::int AS active_then,
         count(*) FILTER (WHERE created_at < $1 AND ((status = 'expired' AND membership_end_date IS NULL)
                            OR (status IN ('active', 'expired') AND membership_end_date < $2)))::int AS renewals_then,
         count(*) FILTER (WHERE ${currently('active')})::int AS active,
         count(*) FILTER (WHERE ${currently('expired')})::int AS expired,
         count(*) FILTER (WHERE status = 'pending')::int AS pending,
         count(*) FILTER (WHERE status = 'suspended')::int AS suspended
       FROM members`,
      [monthStart, addDays(lastDayStart, RENEWAL_DUE_WITHIN_DAYS + 1), todayInIndia(now), todayInIndia(lastDayStart)],
    ),
    dataSource.query<{ month: string; count: number }[]>(
      `SELECT to_char(created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month, count(*)::int AS count
       FROM members WHERE created_at >= $1 GROUP BY 1`,
      [monthStartInIndia(firstMonth)],
    ),
  ]);
  const counted = new Map(perMonth.map((r) => [r.month, r.count]));
  return {
    lastMonth: { totalMembers: row.total_then, activeMembers: row.active_then, pendingRenewals: row.renewals_then },
    byStatus: MemberStatuses.map((status: MemberStatus) => ({ status, count: row[status] ?? 0 })),
    newMembersByMonth: Array.from({ length: NEW_MEMBER_MONTHS }, (_, i) => {
      const month = monthBefore(thisMonth, NEW_MEMBER_MONTHS - 1 - i);
      return { month, count: counted.get(month) ?? 0 };
    }),
  };
}
