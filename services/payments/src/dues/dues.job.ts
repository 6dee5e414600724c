import { Injectable } from '@nestjs/common';
import { JsonLogger, membershipValidSql } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PAYMENT_MEMBER_VALIDITY } from '../members/payment-members.repository';
import { firstOfMonthInIndia, monthsLater } from '../razorpay/months';

const JOB = 'monthly-dues';
/** At most this many missed months are raised after downtime. */
const MAX_CATCH_UP_MONTHS = 24;

/**
 * Monthly dues (policy: "due on the 1st of each month"): a pending record for
 * every member valid on that day (the shared rule) opted into a scheme, at the scheme's amount, unless a
 * record already covers that month (a payment in advance covers several, one recorded by hand its own).
 * Each due claims its month in record_months (unique per member, scheme and month), so running twice
 * raises nothing twice and a month paid by a writer committing meanwhile is never raised;
 * months missed while the system was down are raised at the next run.
 * A pending record past its due date becomes overdue.
 */
@Injectable()
export class DuesJob {
  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  async run(now = new Date()): Promise<{ raised: number; overdue: number; periods: string[] }> {
    const current = firstOfMonthInIndia(now);
    const rows: Array<{ last: string | null }> = await this.dataSource.query(
      `SELECT to_char(max(period), 'YYYY-MM-DD') AS last FROM job_runs WHERE job = $1`,
      [JOB],
    );
    const periods: string[] = [];
    for (let p = rows[0].last ? monthsLater(rows[0].last, 1) : current; p <= current; p = monthsLater(p, 1)) {
      periods.push(p);
    }
    let raised = 0;
    for (const period of periods.slice(-MAX_CATCH_UP_MONTHS)) raised += await this.raise(period);
    const overdue = await this.markOverdue(now);
    if (raised || overdue) this.logger.event('info', 'monthly dues', { periods, raised, overdue });
    return { raised, overdue, periods };
  }

  /** Raises one month's dues; answers how many records it added. */
  async raise(period: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // TypeORM answers an INSERT … RETURNING with the rows alone ([rows, count] is for UPDATE and DELETE).
      // Each due claims its month in record_months first (the rule every writer of months goes through):
      // a month already paid or due, even by a writer that commits while this runs, raises nothing.
      const inserted: Array<{ id: string }> = await manager.query(
        `WITH candidates AS MATERIALIZED (
           SELECT gen_random_uuid() AS id, m.id AS member_id, s.scheme, s.amount
           FROM payment_members m
           JOIN scheme_settings s ON s.scheme = ANY (m.opted_schemes)
           WHERE m.deleted_at IS NULL AND ${membershipValidSql(PAYMENT_MEMBER_VALIDITY, '$1')}
             AND NOT EXISTS (
               SELECT 1 FROM record_months rm
               WHERE rm.member_id = m.id AND rm.scheme = s.scheme AND rm.month = date_trunc('month', $1::date))
             -- A record stating the month without holding it (one listed as a clash) covers it too.
             AND NOT EXISTS (
               SELECT 1 FROM payment_records r
               WHERE r.member_id = m.id AND r.scheme = s.scheme AND r.period_start IS NOT NULL
                 AND r.period_start <= $1::date AND r.period_start + make_interval(months => r.period_months) > $1::date)
         ),
         claimed AS (
           INSERT INTO record_months (member_id, scheme, month, record_id)
           SELECT member_id, scheme, date_trunc('month', $1::date)::date, id FROM candidates
           ON CONFLICT DO NOTHING
           RETURNING record_id
         )
         INSERT INTO payment_records (id, member_id, scheme, amount, status, due_date, period_start, period_months)
         SELECT c.id, c.member_id, c.scheme, c.amount, 'pending',
                ($1::date)::timestamp AT TIME ZONE 'Asia/Kolkata', date_trunc('month', $1::date)::date, 1
         FROM candidates c JOIN claimed ON claimed.record_id = c.id
         RETURNING id`,
        [period],
      );
      await manager.query(`INSERT INTO job_runs (job, period) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [JOB, period]);
      return inserted.length;
    });
  }

  /** Pending records whose due date (a day in India) has passed. */
  async markOverdue(now = new Date()): Promise<number> {
    const result: [unknown[], number] = await this.dataSource.query(
      `UPDATE payment_records SET status = 'overdue', updated_at = now()
       WHERE status = 'pending'
         AND due_date < (($1::timestamptz AT TIME ZONE 'Asia/Kolkata')::date)::timestamp AT TIME ZONE 'Asia/Kolkata'
       RETURNING id`,
      [now],
    );
    return result[1];
  }
}
