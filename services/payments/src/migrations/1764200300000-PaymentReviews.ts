import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin settles what the books kept aside (issue 26), and who did it stays on the row:
 * - razorpay_payment_conflicts: resolved with a note (what was done: refunded the second charge in Razorpay,
 *   nothing to do…), resolved_by the admin's user id, resolved_at;
 * - record_month_clashes: settled by naming the record that keeps the month (kept_record_id); the other gives
 *   the month up (its months trimmed), settled_by and settled_at with an optional note.
 * Rows are never deleted by settling: the lists show what was settled, by whom and when.
 */
export class PaymentReviews1764200300000 implements MigrationInterface {
  name = 'PaymentReviews1764200300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE razorpay_payment_conflicts
        ADD COLUMN resolution_note text,
        ADD COLUMN resolved_by text,
        ADD COLUMN resolved_at timestamptz,
        ADD CONSTRAINT razorpay_payment_conflicts_resolved_check
          CHECK ((resolved_at IS NULL) = (resolution_note IS NULL) AND (resolved_at IS NULL) = (resolved_by IS NULL))`);
    await queryRunner.query(`
      ALTER TABLE record_month_clashes
        ADD COLUMN kept_record_id uuid REFERENCES payment_records (id) ON DELETE SET NULL,
        ADD COLUMN settlement_note text,
        ADD COLUMN settled_by text,
        ADD COLUMN settled_at timestamptz,
        ADD CONSTRAINT record_month_clashes_settled_check CHECK ((settled_at IS NULL) = (settled_by IS NULL))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE record_month_clashes DROP CONSTRAINT record_month_clashes_settled_check,
        DROP COLUMN settled_at, DROP COLUMN settled_by, DROP COLUMN settlement_note, DROP COLUMN kept_record_id`);
    await queryRunner.query(`
      ALTER TABLE razorpay_payment_conflicts DROP CONSTRAINT razorpay_payment_conflicts_resolved_check,
        DROP COLUMN resolved_at, DROP COLUMN resolved_by, DROP COLUMN resolution_note`);
  }
}
