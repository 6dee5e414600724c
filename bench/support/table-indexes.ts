import type { PoolClient } from 'pg';

export interface IndexDefinition {
  indexname: string;
  indexdef: string;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Drops the table's secondary indexes (those that back no constraint, such as
 * the primary key) and answers their definitions, so a bulk seed does not
 * maintain them row by row; rebuildIndexes puts back exactly what the
 * migrations made.
 */
export async function dropSecondaryIndexes(client: PoolClient, table: string): Promise<IndexDefinition[]> {
  const { rows: indexes } = await client.query<IndexDefinition>(
    `SELECT indexname, indexdef FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = $1
       AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $2::regclass)
     ORDER BY indexname`,
    [table, table],
  );
  for (const index of indexes) await client.query(`DROP INDEX ${quoteIdent(index.indexname)}`);
  return indexes;
}

/** Builds the indexes again from their own definitions, one line of log each. */
export async function rebuildIndexes(
  client: PoolClient,
  indexes: IndexDefinition[],
  log: (line: string) => void,
): Promise<void> {
  for (const index of indexes) {
    const started = Date.now();
    await client.query(index.indexdef);
    log(`  rebuilt ${index.indexname} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
