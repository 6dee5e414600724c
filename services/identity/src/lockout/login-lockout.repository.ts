import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { rowsOf } from '../database/sql-rows';

/** The tables whose rows carry failed_attempts / first_failed_at / locked_until, with their key column. */
const TABLES = {
  users: 'id',
  member_credentials: 'member_uuid',
} as const;
export type LockableTable = keyof typeof TABLES;

export interface LockoutPolicy {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

/**
 * The lockout columns of admin accounts and member credentials. Counting
 * happens in single UPDATE statements so concurrent attempts cannot slip past
 * the limit, and all times come from the database clock.
 */
@Injectable()
export class LoginLockoutRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Seconds until the account's lock ends; null when it is not locked. */
  async lockedSeconds(table: LockableTable, id: string): Promise<number | null> {
    const rows: Array<{ seconds: number }> = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds
         FROM ${table} WHERE ${TABLES[table]} = $1 AND locked_until > now()`,
      [id],
    );
    return rows.length > 0 ? rows[0].seconds : null;
  }

  /** Counts a wrong password; the one that reaches the limit starts the lock. Returns whether it is now locked. */
  async recordFailure(table: LockableTable, id: string, policy: LockoutPolicy): Promise<boolean> {
    const { maxFailures, windowSeconds, lockSeconds } = policy;
    // In an UPDATE every expression sees the old row, so `fresh` means: the last window has ended.
    const fresh = `(first_failed_at IS NULL OR first_failed_at <= now() - make_interval(secs => $2))`;
    const attempts = `(CASE WHEN ${fresh} THEN 1 ELSE failed_attempts + 1 END)`;
    const result = await this.dataSource.query<unknown>(
      `UPDATE ${table} SET
         failed_attempts = CASE WHEN ${attempts} >= $3 THEN 0 ELSE ${attempts} END,
         first_failed_at = CASE WHEN ${attempts} >= $3 THEN NULL WHEN ${fresh} THEN now() ELSE first_failed_at END,
         locked_until = CASE WHEN ${attempts} >= $3 THEN now() + make_interval(secs => $4) ELSE locked_until END
       WHERE ${TABLES[table]} = $1
       RETURNING locked_until IS NOT NULL AND locked_until > now() AS locked`,
      [id, windowSeconds, maxFailures, lockSeconds],
    );
    return rowsOf<{ locked: boolean }>(result)[0]?.locked ?? false;
  }

  async clear(table: LockableTable, id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${table} SET failed_attempts = 0, first_failed_at = NULL, locked_until = NULL
        WHERE ${TABLES[table]} = $1 AND (failed_attempts <> 0 OR locked_until IS NOT NULL)`,
      [id],
    );
  }
}
