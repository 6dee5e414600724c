import { membershipLapsedSql } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MEMBER_VALIDITY } from './member.entity';

/**
 * The exact number of members with this effective status (all without one)
 * from member_status_counts (migration MemberStatusCounts), which triggers
 * keep by stored status in the same transaction as every change. Active
 * members whose end date has passed read as expired until the expiry job
 * flips them: those few are counted through the (status, end date) index
 * and moved from active to expired (`lapsed`, 0 without either status).
 */
export function countedTotal(
  dataSource: DataSource,
  status: string | undefined,
  /** Today in India, YYYY-MM-DD. */
  today: string,
): Promise<{ total: number; lapsed: number }[]> {
  const params: unknown[] = status ? [status] : [];
  const stored = `coalesce((SELECT sum(members) FROM member_status_counts ${status ? 'WHERE status = $1' : ''}), 0)`;
  const sign = status === 'active' ? '-' : status === 'expired' ? '+' : null;
  if (!sign) return dataSource.query(`SELECT ${stored}::int AS total, 0 AS lapsed`, params);
  return dataSource.query(
    `SELECT (${stored} ${sign} lapsed)::int AS total, lapsed::int
     FROM (SELECT count(*) AS lapsed FROM members WHERE ${membershipLapsedSql(MEMBER_VALIDITY, `$${params.push(today)}`)}) l`,
    params,
  );
}
