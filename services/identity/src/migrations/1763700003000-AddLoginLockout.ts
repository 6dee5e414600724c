import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin accounts get the same lockout after repeated wrong passwords as members (DESIGN.md §6). */
export class AddLoginLockout1763700003000 implements MigrationInterface {
  name = 'AddLoginLockout1763700003000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0,
        ADD COLUMN first_failed_at timestamptz,
        ADD COLUMN locked_until timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users DROP COLUMN failed_attempts, DROP COLUMN first_failed_at, DROP COLUMN locked_until`,
    );
  }
}
