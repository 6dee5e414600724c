import type { Pool } from 'pg';
import { dropSecondaryIndexes, rebuildIndexes } from '../support/table-indexes';
import { seedPaymentMembersSql, seedPaymentRecordsSql } from './ledger-rows.sql';

/** Members per statement: about 350,000 records. */
const CHUNK = 25_000;

export interface LedgerSize {
  members: number;
  records: number;
  byScheme: { scheme: string; opted: number; records: number }[];
}

/**
 * Fills payments' own tables straight in its database (setup, not measured):
 * the member copy (payment_members) with members 1..count and 12 monthly
 * records per opted scheme (payment_records), each with its month in
 * record_months. As in the members benchmark the
 * secondary indexes are dropped and rebuilt from their own definitions; the
 * indexes behind constraints (primary keys, the unique Razorpay payment id
 * and receipt number) stay. Ends with VACUUM (ANALYZE), as autovacuum would
 * have left a ledger in use.
 */
export async function seedLedger(
  pool: Pool,
  options: { prefix: string; count: number },
  log: (line: string) => void,
): Promise<LedgerSize> {
  const client = await pool.connect();
  try {
    const { rows: existing } = await client.query<{ n: number }>(
      'SELECT (SELECT count(*) FROM payment_members) + (SELECT count(*) FROM payment_records) AS n',
    );
    if (Number(existing[0].n) !== 0) throw new Error(`the payments tables of a fresh stack have ${existing[0].n} rows`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    const memberIndexes = await dropSecondaryIndexes(client, 'payment_members');
    const recordIndexes = await dropSecondaryIndexes(client, 'payment_records');
    const monthIndexes = await dropSecondaryIndexes(client, 'record_months');

    for (let from = 1; from <= options.count; from += CHUNK) {
      const to = Math.min(options.count, from + CHUNK - 1);
      await client.query(seedPaymentMembersSql(options.prefix, from, to));
      const { rowCount } = await client.query(seedPaymentRecordsSql(options.prefix, from, to));
      log(
        `  seeded ${to.toLocaleString('en-IN')} of ${options.count.toLocaleString('en-IN')} members (${(rowCount ?? 0).toLocaleString('en-IN')} records)`,
      );
    }
    // Every record covers its month (period_months is 1 here), as the portal's writers claim it in record_months.
    log('  record_months: one row per record');
    await client.query(
      `INSERT INTO record_months (member_id, scheme, month, record_id)
       SELECT member_id, scheme, period_start, id FROM payment_records WHERE period_start IS NOT NULL`,
    );
    await rebuildIndexes(client, [...memberIndexes, ...recordIndexes, ...monthIndexes], log);
    await client.query('VACUUM (ANALYZE) payment_members, payment_records, record_months, scheme_member_status');

    const { rows } = await client.query<{ scheme: string; opted: number; records: number }>(
      `SELECT s.scheme,
              (SELECT count(*)::int FROM payment_members m WHERE s.scheme = ANY (m.opted_schemes)) AS opted,
              (SELECT count(*)::int FROM payment_records r WHERE r.scheme = s.scheme) AS records
       FROM scheme_settings s ORDER BY array_position(ARRAY['esi', 'postal', 'kutumba_barosa'], s.scheme)`,
    );
    return {
      members: options.count,
      records: rows.reduce((sum, r) => sum + r.records, 0),
      byScheme: rows,
    };
  } finally {
    client.release();
  }
}
