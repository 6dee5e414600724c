import { LoginLockoutPolicy } from '@portal/contracts';
import { rowsOf } from '../database/sql-rows';
import { AccountLockedException } from './account-locked.exception';

/** Anything that runs SQL: a DataSource, an EntityManager. */
export interface SqlRunner {
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

/** The tables whose rows carry failed_attempts / first_failed_at / locked_until. */
const TABLES = {
  users: 'id',
  member_credentials: 'member_uuid',
} as const;
export type LockableTable = keyof typeof TABLES;

/**
 * Per-account lockout (DESIGN.md §6): after `maxFailures` wrong passwords within
 * `windowSeconds`, every attempt is refused for `lockSeconds`. Counting happens
 * in single UPDATE statements so concurrent attempts cannot slip past the limit,
 * and all times come from the database clock.
 */
export class LoginLockout {
  private readonly key: string;

  constructor(
    private readonly table: LockableTable,
    private readonly policy: { maxFailures: number; windowSeconds: number; lockSeconds: number } = LoginLockoutPolicy,
  ) {
    this.key = TABLES[table];
  }

  /** Throws AccountLockedException while the account is locked. */
  async assertNotLocked(db: SqlRunner, id: string): Promise<void> {
    const rows: Array<{ seconds: number }> = await db.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
         FROM ${this.table} WHERE ${this.key} = $1 AND locked_until > now()`,
      [id],
    );
    if (rows.length > 0) throw new AccountLockedException(Math.max(1, rows[0].seconds));
  }

  /** Counts a wrong password; the one that reaches the limit starts the lock. Returns whether it is now locked. */
  async recordFailure(db: SqlRunner, id: string): Promise<boolean> {
    const { maxFailures, windowSeconds, lockSeconds } = this.policy;
    // In an UPDATE every expression sees the old row, so `fresh` means: the last window has ended.
    const fresh = `(first_failed_at IS NULL OR first_failed_at <= now() - make_interval(secs => $2))`;
    const attempts = `(CASE WHEN ${fresh} THEN 1 ELSE failed_attempts + 1 END)`;
    const result = await db.query(
      `UPDATE ${this.table} SET
         failed_attempts = CASE WHEN ${attempts} >= $3 THEN 0 ELSE ${attempts} END,
         first_failed_at = CASE WHEN ${attempts} >= $3 THEN NULL WHEN ${fresh} THEN now() ELSE first_failed_at END,
         locked_until = CASE WHEN ${attempts} >= $3 THEN now() + make_interval(secs => $4) ELSE locked_until END
       WHERE ${this.key} = $1
       RETURNING locked_until IS NOT NULL AND locked_until > now() AS locked`,
      [id, windowSeconds, maxFailures, lockSeconds],
    );
    return rowsOf<{ locked: boolean }>(result)[0]?.locked ?? false;
  }

  /** A successful login or a new password starts with a clean slate. */
  async clear(db: SqlRunner, id: string): Promise<void> {
    await db.query(
      `UPDATE ${this.table} SET failed_attempts = 0, first_failed_at = NULL, locked_until = NULL
        WHERE ${this.key} = $1 AND (failed_attempts <> 0 OR locked_until IS NOT NULL)`,
      [id],
    );
  }
}
