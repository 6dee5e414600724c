import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several admin accounts, invited by e-mail (issue 27): an invited account has no password until its owner
 * chooses one with the e-mailed link (`invited_at` is when the latest invitation went out), and each account has
 * at most one live invitation, of which only the SHA-256 of the token is stored.
 */
export class InviteAdmins1764310000000 implements MigrationInterface {
  name = 'InviteAdmins1764310000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ALTER COLUMN password DROP NOT NULL, ADD COLUMN invited_at timestamptz`);
    await queryRunner.query(`
      CREATE TABLE admin_invitations (
        token_hash text PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // A new invitation replaces the old one: one row per account at most.
    await queryRunner.query(`CREATE UNIQUE INDEX admin_invitations_user_key ON admin_invitations (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_invitations`);
    await queryRunner.query(`DELETE FROM users WHERE password IS NULL`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN invited_at, ALTER COLUMN password SET NOT NULL`);
  }
}
