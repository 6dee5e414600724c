import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * renewal_reminders: the renewal reminders already issued, one per member,
 * occasion (30 or 7 days before the end) and end date, so a renewed member is
 * reminded again before their next end date. The reminders job inserts here in
 * the same transaction as the outbox event: each reminder goes out exactly once
 * however often (or on how many replicas) the job runs.
 */
export class RenewalReminders1763700130000 implements MigrationInterface {
  name = 'RenewalReminders1763700130000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE renewal_reminders (
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        occasion text NOT NULL CHECK (occasion IN ('renewal_30_days', 'renewal_7_days')),
        membership_end_date timestamptz NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (member_id, occasion, membership_end_date)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE renewal_reminders`);
  }
}
