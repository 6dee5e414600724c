import { createHash } from 'node:crypto';
import { DataSource, Migration, MigrationExecutor } from 'typeorm';

type TransactionMode = 'all' | 'none' | 'each';

/**
 * Names the advisory lock migrations run under. Postgres scopes advisory locks to a database, so replicas of
 * one service wait for each other while services with their own databases never do.
 */
export const MIGRATION_LOCK_NAME = 'portal:migrations';

/** The lock's bigint key (as text for the driver): the first 8 bytes of the name's SHA-256, fixed across releases. */
export function migrationLockKey(name: string = MIGRATION_LOCK_NAME): string {
  return createHash('sha256').update(name).digest().readBigInt64BE(0).toString();
}

/**
 * Runs the pending migrations while holding a session-level advisory lock on one connection, so replicas
 * starting together take turns: the first applies them, the others then find nothing pending (TypeORM reads
 * the executed list only after the lock is ours). A replica that dies holding the lock loses its session,
 * which releases it.
 */
export async function runMigrationsLocked(
  dataSource: DataSource,
  options: { transaction?: TransactionMode; fake?: boolean } = {},
): Promise<Migration[]> {
  const key = migrationLockKey();
  const queryRunner = dataSource.createQueryRunner();
  try {
    await queryRunner.query('SELECT pg_advisory_lock($1::bigint)', [key]);
    try {
      const executor = new MigrationExecutor(dataSource, queryRunner);
      executor.transaction = options.transaction ?? dataSource.options.migrationsTransactionMode ?? 'all';
      executor.fake = options.fake ?? false;
      return await executor.executePendingMigrations();
    } finally {
      await queryRunner.query('SELECT pg_advisory_unlock($1::bigint)', [key]);
    }
  } finally {
    await queryRunner.release();
  }
}

/**
 * The data source every service opens: `initialize()` (with `migrationsRun`) and `runMigrations()` take the
 * migration lock, so N replicas starting at once on an empty or older database all come up.
 */
export class MigratingDataSource extends DataSource {
  override runMigrations(options?: { transaction?: TransactionMode; fake?: boolean }): Promise<Migration[]> {
    return runMigrationsLocked(this, options);
  }
}
