import { INDIA_TIME_ZONE } from '@portal/contracts';

/**
 * The membership validity rule of @portal/contracts (valid through the India
 * day of the end date) as SQL, for the repositories that filter or count by it.
 * `today` is SQL for an India calendar day: a placeholder bound to
 * todayInIndia(now) ('YYYY-MM-DD'), or a date expression.
 */

/** lastValidIndiaDay in SQL: the India calendar day of a timestamptz end date (null stays null). */
export const lastValidIndiaDaySql = (endColumn: string): string =>
  `(${endColumn} AT TIME ZONE '${INDIA_TIME_ZONE}')::date`;

/** Today's India day in SQL, for statements that read the clock rather than a parameter. */
export const TODAY_IN_INDIA_SQL = `(now() AT TIME ZONE '${INDIA_TIME_ZONE}')::date`;

/**
 * Where a table keeps the membership's term: its end instant (timestamptz), or
 * the last valid India day member events carry (date).
 */
export type MembershipTermColumn = { endsAt: string } | { validThrough: string };

export interface MembershipColumns {
  status: string;
  term: MembershipTermColumn;
}

/** "The term covers the India day `today`" (the stored status aside). Both forms compare the column bare, so an index on it still serves. */
export function withinTermSql(term: MembershipTermColumn, today: string): string {
  if ('endsAt' in term) {
    return `(${term.endsAt} IS NULL OR ${term.endsAt} >= (${today}::date)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}')`;
  }
  return `(${term.validThrough} IS NULL OR ${term.validThrough} >= ${today}::date)`;
}

/** isMembershipValidOn in SQL: stored active and within the term on `today`. */
export function membershipValidSql(columns: MembershipColumns, today: string): string {
  return `(${columns.status} = 'active' AND ${withinTermSql(columns.term, today)})`;
}

/** Stored active but past the last valid day on `today`: what the expiry job flips and every reader shows as expired. */
export function membershipLapsedSql(columns: MembershipColumns, today: string): string {
  return `(${columns.status} = 'active' AND NOT ${withinTermSql(columns.term, today)})`;
}

/** effectiveStatus in SQL: an active member past their last valid day reads as expired. */
export function effectiveStatusSql(columns: MembershipColumns, today: string): string {
  return `(CASE WHEN ${membershipLapsedSql(columns, today)} THEN 'expired' ELSE ${columns.status} END)`;
}

/**
 * "The effective status is `wanted`", written so that an index on the status
 * still narrows the rows. `param` adds a query parameter and answers its
 * placeholder; `today` may be a function, so a parameter for it is only added
 * when the condition reads it (Postgres refuses a parameter no one reads).
 */
export function effectiveStatusIsSql(
  columns: MembershipColumns,
  wanted: string,
  today: string | (() => string),
  param: (value: unknown) => string,
): string {
  const day = () => (typeof today === 'string' ? today : today());
  switch (wanted) {
    case 'active':
      return membershipValidSql(columns, day());
    case 'expired':
      return `(${columns.status} = 'expired' OR ${membershipLapsedSql(columns, day())})`;
    default:
      return `${columns.status} = ${param(wanted)}`;
  }
}

/**
 * isExpiringWithin in SQL: stored active, within the term on `today`, and the last valid day at most `days`
 * days after it. Written on the end column bare so the (status, end date) index serves it.
 */
export function membershipExpiringSql(columns: MembershipColumns, today: string, days: string): string {
  const { term } = columns;
  const lastDay =
    'endsAt' in term
      ? `${term.endsAt} < ((${today}::date + ${days}::int + 1)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}')`
      : `${term.validThrough} <= ${today}::date + ${days}::int`;
  const notNull = 'endsAt' in term ? `${term.endsAt} IS NOT NULL` : `${term.validThrough} IS NOT NULL`;
  return `(${membershipValidSql(columns, today)} AND ${notNull} AND ${lastDay})`;
}
