import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payment links for a membership fee too (issue 33: an admin sends a member the link for their renewal fee):
 * kind (scheme_dues, or the fee it pays: renewal_fee) and fee_key (renewal-request:<uuid>, what the fee's order
 * pays), as razorpay_orders has them; a fee's link has no scheme and no months. One open link per fee.
 */
export class PaymentLinkFees1764300340000 implements MigrationInterface {
  name = 'PaymentLinkFees1764300340000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE payment_links
        ADD COLUMN kind text NOT NULL DEFAULT 'scheme_dues' CHECK (kind IN ('scheme_dues', 'renewal_fee')),
        ADD COLUMN fee_key text,
        ALTER COLUMN scheme DROP NOT NULL,
        ADD CONSTRAINT payment_links_target_check
          CHECK ((kind = 'scheme_dues') = (scheme IS NOT NULL) AND (kind = 'scheme_dues') = (fee_key IS NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_links_open_fee_idx ON payment_links (fee_key) WHERE status IN ('creating', 'created')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM payment_links WHERE kind <> 'scheme_dues'`);
    await queryRunner.query(`DROP INDEX payment_links_open_fee_idx`);
    await queryRunner.query(`
      ALTER TABLE payment_links DROP CONSTRAINT payment_links_target_check, DROP COLUMN fee_key, DROP COLUMN kind,
        ALTER COLUMN scheme SET NOT NULL`);
  }
}
