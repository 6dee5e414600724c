import type { Pool } from 'pg';
import { seedMembersSql } from './member-rows.sql';

const CHUNK = 100_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Fills the members table with members 1..count straight in the membership
 * database (setup, not measured). The secondary indexes are dropped and then
 * rebuilt from their own definitions, which is far quicker than maintaining
 * them row by row and leaves exactly the schema the migrations made. The
 * member-number sequence is moved past `reservedUpTo` so ids the portal draws
 * later never meet ids written here or in the CSV files.
 */
export async function seedMembers(
  pool: Pool,
  options: { prefix: string; count: number; reservedUpTo: number },
  log: (line: string) => void,
): Promise<void> {
  const client = await pool.connect();
  try {
    const { rows: existing } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    if (existing[0].n !== 0) throw new Error(`the members table of a fresh stack has ${existing[0].n} rows`);
    await client.query(`SET maintenance_work_mem = '512MB'`);
    // Indexes that back a constraint (the primary key) stay.
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `SELECT indexname, indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'members'
         AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'members'::regclass)
       ORDER BY indexname`,
    );
    for (const index of indexes) await client.query(`DROP INDEX ${quoteIdent(index.indexname)}`);

    for (let from = 1; from <= options.count; from += CHUNK) {
      const to = Math.min(options.count, from + CHUNK - 1);
      await client.query(seedMembersSql(options.prefix, from, to, options.count));
      log(`  seeded ${to.toLocaleString('en-IN')} of ${options.count.toLocaleString('en-IN')} members`);
    }
    for (const index of indexes) {
      const started = Date.now();
      await client.query(index.indexdef);
      log(`  rebuilt ${index.indexname} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    await client.query(`SELECT setval('member_number_seq', $1)`, [options.reservedUpTo]);
    // Sets the visibility map and the statistics, as autovacuum would have on a register that has been in use.
    await client.query('VACUUM (ANALYZE) members');
  } finally {
    client.release();
  }
}
