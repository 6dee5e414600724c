import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts no longer lock after wrong passwords (a lock let anyone who knew a member id keep that
 * member out); the gateway slows down repeated failures per account and client instead.
 */
export class DropLoginLockout1763700015000 implements MigrationInterface {
  name = 'DropLoginLockout1763700015000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'member_credentials']) {
      await queryRunner.query(
        `ALTER TABLE ${table} DROP COLUMN failed_attempts, DROP COLUMN first_failed_at, DROP COLUMN locked_until`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['users', 'member_credentials']) {
      await queryRunner.query(`
        ALTER TABLE ${table}
          ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
          ADD COLUMN first_failed_at timestamptz,
          ADD COLUMN locked_until timestamptz`);
    }
  }
}
