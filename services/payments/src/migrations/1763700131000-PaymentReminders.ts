import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payment_reminders: the payment-due reminders already issued, one per record
 * and occasion. The reminders job inserts here in the same transaction as the
 * outbox event, so a reminder goes out exactly once however often (or on how
 * many replicas) the job runs.
 */
export class PaymentReminders1763700131000 implements MigrationInterface {
  name = 'PaymentReminders1763700131000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_reminders (
        record_id uuid NOT NULL REFERENCES payment_records (id) ON DELETE CASCADE,
        occasion text NOT NULL,
        member_id uuid NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (record_id, occasion)
      )`);
    // The job looks for overdue records without a reminder: the status index finds them.
    await queryRunner.query(
      `CREATE INDEX payment_records_overdue_idx ON payment_records (due_date, id) WHERE status = 'overdue'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_records_overdue_idx`);
    await queryRunner.query(`DROP TABLE payment_reminders`);
  }
}
