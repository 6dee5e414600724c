import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each AutoPay mandate's invoices were last compared with Razorpay's (issue 33): the reconciliation records a
 * debit whose subscription.charged webhook was lost, asking about each mandate at most every few hours.
 */
export class AutoPayReconciledAt1764900500000 implements MigrationInterface {
  name = 'AutoPayReconciledAt1764900500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE autopay_mandates ADD COLUMN reconciled_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE autopay_mandates DROP COLUMN reconciled_at`);
  }
}
