import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The policy's 6 months (issue 33): nothing ends by itself. dues_lapse_warnings holds the one warning a member gets
 * per scheme and threshold (its key: a warning is never sent twice, whatever the number of runs);
 * dues_lapse_decisions keeps what the office decided (or noted) about a member long unpaid in a scheme, newest last.
 */
export class DuesLapses1764900400000 implements MigrationInterface {
  name = 'DuesLapses1764900400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE dues_lapse_warnings (
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL,
        threshold int NOT NULL,
        months_unpaid int NOT NULL,
        record_id uuid REFERENCES payment_records (id) ON DELETE SET NULL,
        warned_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, scheme, threshold)
      )`);
    await queryRunner.query(`
      CREATE TABLE dues_lapse_decisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL,
        decision text NOT NULL CHECK (decision IN ('membership_ended', 'kept', 'noted')),
        note text,
        months_unpaid int NOT NULL,
        decided_by text NOT NULL,
        decided_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX dues_lapse_decisions_member_idx ON dues_lapse_decisions (member_id, scheme, decided_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_records_overdue_dues_idx ON payment_records (member_id, scheme)
       WHERE status = 'overdue' AND kind = 'scheme_dues'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_records_overdue_dues_idx`);
    await queryRunner.query(`DROP TABLE dues_lapse_decisions`);
    await queryRunner.query(`DROP TABLE dues_lapse_warnings`);
  }
}
