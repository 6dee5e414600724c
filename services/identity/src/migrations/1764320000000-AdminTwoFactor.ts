import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in for admin accounts (DESIGN.md §6): the TOTP secret encrypted (AES-256-GCM, key from
 * TWO_FACTOR_ENCRYPTION_KEY), a pending one while set-up awaits its first code, when it was turned on, the last
 * time step a code was accepted for (each step once, so a seen code cannot be replayed), and the keyed hashes of
 * the unused recovery codes.
 */
export class AdminTwoFactor1764320000000 implements MigrationInterface {
  name = 'AdminTwoFactor1764320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        ADD COLUMN two_factor_secret text,
        ADD COLUMN two_factor_pending_secret text,
        ADD COLUMN two_factor_enabled_at timestamptz,
        ADD COLUMN two_factor_last_step bigint,
        ADD COLUMN two_factor_recovery_codes text[] NOT NULL DEFAULT '{}',
        ADD CONSTRAINT users_two_factor_secret_when_enabled
          CHECK ((two_factor_enabled_at IS NULL) = (two_factor_secret IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users
        DROP CONSTRAINT users_two_factor_secret_when_enabled,
        DROP COLUMN two_factor_secret,
        DROP COLUMN two_factor_pending_secret,
        DROP COLUMN two_factor_enabled_at,
        DROP COLUMN two_factor_last_step,
        DROP COLUMN two_factor_recovery_codes`);
  }
}
