import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 "Notice and consent": each consent a member gave, with the version of the privacy notice they agreed to
 * and when; withdrawn_at is set when they withdraw it (the row itself stays, as the record that it was given).
 */
export class Consents1764600500000 implements MigrationInterface {
  name = 'Consents1764600500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE consents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('registration')),
        notice_version text NOT NULL,
        given_at timestamptz NOT NULL DEFAULT now(),
        withdrawn_at timestamptz,
        CHECK (withdrawn_at IS NULL OR withdrawn_at >= given_at)
      )`);
    await queryRunner.query(`CREATE INDEX consents_member_idx ON consents (member_id, given_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE consents`);
  }
}
