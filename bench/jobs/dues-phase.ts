import type { Pool } from 'pg';
import { dropSecondaryIndexes, rebuildIndexes } from '../support/table-indexes';

/** The current month in India, as the dues job counts months (firstOfMonthInIndia). */
const CURRENT_PERIOD = `date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata')::date`;
const DUES_JOB = 'monthly-dues';
const POLL_MS = 20;

export interface DuesRun {
  /** Records the dues job raised and the seconds its transaction took (start to commit seen). */
  job: { records: number; seconds: number; waitedSeconds: number };
  /** Records the one INSERT … SELECT wrote and its seconds. */
  sql: { records: number; seconds: number };
}

/**
 * payments' member copy for the dues run: members 1..count, every one active and valid for months ahead, opted
 * into ESI and Postal, each with last month's two dues paid (so the job's "already covered?" checks read an
 * index that holds something, as in any month but the first).
 */
export async function seedDuesLedger(pool: Pool, count: number, log: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    const indexes = [
      ...(await dropSecondaryIndexes(client, 'payment_members')),
      ...(await dropSecondaryIndexes(client, 'payment_records')),
      ...(await dropSecondaryIndexes(client, 'record_months')),
    ];
    await client.query(
      `INSERT INTO payment_members
         (id, member_code, first_name, last_name, email, phone, status, opted_schemes, membership_end_date,
          valid_through, updated_at)
       SELECT md5('bench-jobs-member-' || i)::uuid, 'PHOTO' || lpad(i::text, 6, '0'), 'Member', 'Number ' || i,
              'member' || i || '@example.test', (6000000000 + i)::text, 'active', ARRAY['esi', 'postal'],
              now() + interval '200 days', (now() + interval '200 days')::date, now()
       FROM generate_series(1, $1::int) AS i`,
      [count],
    );
    await client.query(
      `INSERT INTO payment_records
         (member_id, scheme, amount, status, due_date, payment_date, period_start, period_months, payment_method,
          created_at, updated_at)
       SELECT m.id, s.scheme, s.amount, 'paid', p.month::timestamp AT TIME ZONE 'Asia/Kolkata',
              p.month::timestamp AT TIME ZONE 'Asia/Kolkata' + interval '3 days', p.month, 1, 'upi',
              p.month::timestamp AT TIME ZONE 'Asia/Kolkata', p.month::timestamp AT TIME ZONE 'Asia/Kolkata'
       FROM payment_members m
       JOIN scheme_settings s ON s.scheme = ANY (m.opted_schemes)
       CROSS JOIN (SELECT (${CURRENT_PERIOD} - interval '1 month')::date AS month) p`,
    );
    await client.query(
      `INSERT INTO record_months (member_id, scheme, month, record_id)
       SELECT member_id, scheme, period_start, id FROM payment_records`,
    );
    await rebuildIndexes(client, indexes, log);
    await client.query('VACUUM (ANALYZE) payment_members, payment_records, record_months');
  } finally {
    client.release();
  }
}

/**
 * The baseline: one INSERT … SELECT writing what the dues job writes for the month (a pending record per
 * member and opted scheme at the scheme's amount, and its month in record_months), without the job's checks.
 * Run in a transaction that is rolled back, so the scheduler's rounds (every few seconds in this run) never see
 * its records; the rolled-back rows are vacuumed away before the job runs.
 */
async function sqlBaseline(pool: Pool): Promise<DuesRun['sql']> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const started = performance.now();
    const { rowCount } = await client.query(
      `WITH raised AS (
         INSERT INTO payment_records (member_id, scheme, amount, status, due_date, period_start, period_months)
         SELECT m.id, s.scheme, s.amount, 'pending', (${CURRENT_PERIOD})::timestamp AT TIME ZONE 'Asia/Kolkata',
                ${CURRENT_PERIOD}, 1
         FROM payment_members m
         JOIN scheme_settings s ON s.scheme = ANY (m.opted_schemes)
         WHERE m.deleted_at IS NULL AND m.status = 'active' AND m.valid_through >= ${CURRENT_PERIOD}
         RETURNING id, member_id, scheme, period_start)
       INSERT INTO record_months (member_id, scheme, month, record_id)
       SELECT member_id, scheme, period_start, id FROM raised`,
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('ROLLBACK');
    await client.query('VACUUM (ANALYZE) payment_records, record_months');
    return { records: rowCount ?? 0, seconds };
  } finally {
    client.release();
  }
}

/**
 * The dues job as payments runs it: its scheduler (a round at start-up and every JOB_INTERVAL_SECONDS) raises
 * every month after the last one in job_runs, up to the current one. Forgetting the current month's run makes
 * the next round raise it. The job's transaction writes its job_runs row with finished_at = now(), which in
 * Postgres is the transaction's start; the row shows once the transaction commits, so start to commit is
 * measured by Postgres' own clock (to within the 20 ms between looks), without the wait for the round.
 */
async function jobRun(pool: Pool, timeoutMs: number): Promise<DuesRun['job']> {
  const { rows: before } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_records WHERE period_start = ${CURRENT_PERIOD}`,
  );
  if (before[0].n !== 0) throw new Error(`dues: ${before[0].n} records of this month exist before the run`);
  const asked = performance.now();
  await pool.query(`DELETE FROM job_runs WHERE job = $1`, [DUES_JOB]);
  for (;;) {
    const { rows } = await pool.query<{ ms: number }>(
      `SELECT extract(epoch FROM clock_timestamp() - finished_at) * 1000 AS ms FROM job_runs WHERE job = $1`,
      [DUES_JOB],
    );
    if (rows.length > 0) {
      const waitedSeconds = (performance.now() - asked) / 1000;
      const { rows: raised } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_records WHERE period_start = ${CURRENT_PERIOD}`,
      );
      return { records: raised[0].n, seconds: Number(rows[0].ms) / 1000, waitedSeconds };
    }
    if (performance.now() - asked > timeoutMs) throw new Error(`dues: the job did not run within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The baseline first, then the job on the same ledger. */
export async function measureDues(pool: Pool, timeoutMs: number): Promise<DuesRun> {
  const sql = await sqlBaseline(pool);
  const job = await jobRun(pool, timeoutMs);
  return { job, sql };
}
