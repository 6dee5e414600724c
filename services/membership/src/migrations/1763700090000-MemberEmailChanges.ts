import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's own change of e-mail address waits here until the link e-mailed to the new address is
 * followed (issue 12): one row per member (a newer request replaces the older), only the SHA-256 of
 * the link's token, an expiry, and how many requests the member made in the current hour.
 */
export class MemberEmailChanges1763700090000 implements MigrationInterface {
  name = 'MemberEmailChanges1763700090000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_email_changes (
        member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
        new_email text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        window_started_at timestamptz NOT NULL DEFAULT now(),
        requests integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_email_changes`);
  }
}
