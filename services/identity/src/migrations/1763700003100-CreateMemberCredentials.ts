import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity's projection of members (from membership events) with their
 * passwords and lockout state, the hashed set-up/reset tokens, and tombstones
 * of deleted members so a late event cannot bring one back.
 */
export class CreateMemberCredentials1763700003100 implements MigrationInterface {
  name = 'CreateMemberCredentials1763700003100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_credentials (
        member_uuid uuid PRIMARY KEY,
        member_id text NOT NULL,
        email text,
        phone text,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        status text NOT NULL,
        password_hash text,
        password_set_at timestamptz,
        failed_attempts integer NOT NULL DEFAULT 0,
        first_failed_at timestamptz,
        locked_until timestamptz,
        last_login_at timestamptz,
        snapshot_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Not unique: membership guarantees uniqueness; events applied out of order may briefly overlap.
    await queryRunner.query(`CREATE INDEX member_credentials_member_id_idx ON member_credentials (member_id)`);
    await queryRunner.query(`CREATE INDEX member_credentials_email_idx ON member_credentials (email)`);
    await queryRunner.query(`CREATE INDEX member_credentials_phone_idx ON member_credentials (phone)`);
    await queryRunner.query(`
      CREATE TABLE password_tokens (
        token_hash text PRIMARY KEY,
        member_uuid uuid NOT NULL REFERENCES member_credentials (member_uuid) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('setup', 'reset')),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX password_tokens_member_idx ON password_tokens (member_uuid, kind)`);
    await queryRunner.query(`
      CREATE TABLE deleted_members (
        member_uuid uuid PRIMARY KEY,
        deleted_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE deleted_members`);
    await queryRunner.query(`DROP TABLE password_tokens`);
    await queryRunner.query(`DROP TABLE member_credentials`);
  }
}
