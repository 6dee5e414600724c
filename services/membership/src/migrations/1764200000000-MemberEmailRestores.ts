import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The links e-mailed to a member's OLD address when the address changes (issue 27): following one, within
 * 7 days and once, puts that address back. Only the SHA-256 of the token is kept; a member whose address
 * changed twice has a link at each old address.
 */
export class MemberEmailRestores1764200000000 implements MigrationInterface {
  name = 'MemberEmailRestores1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_email_restores (
        token_hash text PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        old_email text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX member_email_restores_member_idx ON member_email_restores (member_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_email_restores`);
  }
}
