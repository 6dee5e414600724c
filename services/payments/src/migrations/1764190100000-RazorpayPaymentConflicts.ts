import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * razorpay_payment_conflicts: a payment id that Razorpay's webhook (or the checkout's callback) names for
 * one order while it is already recorded on another (issue 26). Such a message is answered 200, so
 * Razorpay does not retry it for a day and disable the endpoint, and is kept here, once per payment and
 * order, for the admin to look into; nothing is marked paid by it.
 */
export class RazorpayPaymentConflicts1764190100000 implements MigrationInterface {
  name = 'RazorpayPaymentConflicts1764190100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE razorpay_payment_conflicts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        razorpay_payment_id text NOT NULL,
        razorpay_order_id text NOT NULL,
        recorded_order_id text,
        recorded_record_id uuid,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (razorpay_payment_id, razorpay_order_id)
      )`);
    await queryRunner.query(
      `CREATE INDEX razorpay_payment_conflicts_created_idx ON razorpay_payment_conflicts (created_at DESC, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE razorpay_payment_conflicts`);
  }
}
