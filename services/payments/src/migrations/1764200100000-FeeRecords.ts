import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fees are ledger entries too (issue 26): a payment record is a scheme's dues or a membership fee (joining_fee,
 * renewal_fee). A fee record has no scheme and no months (it claims nothing in record_months), gets a receipt
 * like any paid record, and carries fee_key, unique, naming what it pays (`renewal-request:<uuid>`), so the fee of
 * one renewal is recorded once however often its event is delivered.
 *
 * razorpay_orders likewise: an order pays a scheme's months or a fee (a renewal paid online, fee_key naming the
 * renewal request), so capture knows which record to write.
 */
export class FeeRecords1764200100000 implements MigrationInterface {
  name = 'FeeRecords1764200100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['payment_records', 'razorpay_orders']) {
      await queryRunner.query(
        `ALTER TABLE ${table} ADD COLUMN kind text NOT NULL DEFAULT 'scheme_dues'
           CHECK (kind IN ('scheme_dues', 'joining_fee', 'renewal_fee'))`,
      );
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN scheme DROP NOT NULL`);
      await queryRunner.query(`ALTER TABLE ${table} ADD COLUMN fee_key text`);
      await queryRunner.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_kind_scheme_check
           CHECK ((kind = 'scheme_dues') = (scheme IS NOT NULL) AND (kind = 'scheme_dues' OR period_start IS NULL))`,
      );
    }
    await queryRunner.query(`CREATE UNIQUE INDEX payment_records_fee_key ON payment_records (fee_key)`);
    await queryRunner.query(`CREATE INDEX razorpay_orders_fee_key_idx ON razorpay_orders (fee_key)`);
    // The ledger's fee figures and a member's statement read fees by their day.
    await queryRunner.query(
      `CREATE INDEX payment_records_fees_idx ON payment_records (due_date) INCLUDE (kind, status, amount)
       WHERE kind <> 'scheme_dues'`,
    );
    // A refund of a fee has no scheme either.
    await queryRunner.query(`ALTER TABLE payment_refunds ALTER COLUMN scheme DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM payment_refunds WHERE scheme IS NULL`);
    await queryRunner.query(`ALTER TABLE payment_refunds ALTER COLUMN scheme SET NOT NULL`);
    await queryRunner.query(`DROP INDEX payment_records_fees_idx`);
    await queryRunner.query(`DROP INDEX razorpay_orders_fee_key_idx`);
    await queryRunner.query(`DROP INDEX payment_records_fee_key`);
    for (const table of ['razorpay_orders', 'payment_records']) {
      await queryRunner.query(`DELETE FROM ${table} WHERE kind <> 'scheme_dues'`);
      await queryRunner.query(`ALTER TABLE ${table} DROP CONSTRAINT ${table}_kind_scheme_check`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN fee_key`);
      await queryRunner.query(`ALTER TABLE ${table} ALTER COLUMN scheme SET NOT NULL`);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN kind`);
    }
  }
}
