import type { Pool } from 'pg';
import { dropSecondaryIndexes, rebuildIndexes } from '../support/table-indexes';
import { seedMembersSql } from './member-rows.sql';

const CHUNK = 100_000;

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
    const indexes = await dropSecondaryIndexes(client, 'members');

    for (let from = 1; from <= options.count; from += CHUNK) {
      const to = Math.min(options.count, from + CHUNK - 1);
      await client.query(seedMembersSql(options.prefix, from, to, options.count));
      log(`  seeded ${to.toLocaleString('en-IN')} of ${options.count.toLocaleString('en-IN')} members`);
    }
    await rebuildIndexes(client, indexes, log);
    await client.query(`SELECT setval('member_number_seq', $1)`, [options.reservedUpTo]);
    // Sets the visibility map and the statistics, as autovacuum would have on a register that has been in use.
    await client.query('VACUUM (ANALYZE) members');
  } finally {
    client.release();
  }
}
