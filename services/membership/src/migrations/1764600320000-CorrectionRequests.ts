import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 "Correction": a member asks for a correction of a field they cannot edit themselves (date of birth, name
 * on record, Aadhaar last four). One open request per member and field; the admin's change of the field closes it
 * as done, or the admin declines it with a reason. For Aadhaar only the last four digits are ever stored.
 */
export class CorrectionRequests1764600320000 implements MigrationInterface {
  name = 'CorrectionRequests1764600320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE correction_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        field text NOT NULL CHECK (field IN ('dateOfBirth', 'name', 'aadhaarLastFour')),
        requested_value text NOT NULL,
        note text,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done', 'declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_by text,
        decline_reason text,
        CHECK ((status = 'open') = (closed_at IS NULL)),
        CHECK (status <> 'declined' OR decline_reason IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX correction_requests_one_open_idx ON correction_requests (member_id, field)
        WHERE status = 'open'`,
    );
    await queryRunner.query(
      `CREATE INDEX correction_requests_member_idx ON correction_requests (member_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE correction_requests`);
  }
}
