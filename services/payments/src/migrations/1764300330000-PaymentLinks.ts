import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Razorpay Payment Links (issue 33): a link the member pays without signing in, for a due's months (or months
 * an admin named), made for an overdue due's reminder or on an admin's demand.
 * - reference_id: what Razorpay is told (unique per link);
 * - status: creating (Razorpay not yet answered), created (open), paid, cancelling (the months were paid another
 *   way: to be cancelled at Razorpay), cancelled, expired;
 * - razorpay_order_id / razorpay_payment_id / paid_record_id once paid (the order Razorpay made on the link is
 *   kept in razorpay_orders too, so the payment is recorded by the checkout's capture, exactly once);
 * - checked_at: when the reconciliation last asked Razorpay about the link (least recently asked first).
 */
export class PaymentLinks1764300330000 implements MigrationInterface {
  name = 'PaymentLinks1764300330000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment_links (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        payment_record_id uuid REFERENCES payment_records (id) ON DELETE SET NULL,
        period_start date,
        period_months int NOT NULL DEFAULT 1 CHECK (period_months >= 1),
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        amount_paise bigint NOT NULL,
        reference_id text NOT NULL UNIQUE,
        razorpay_link_id text UNIQUE,
        short_url text,
        status text NOT NULL DEFAULT 'creating'
          CHECK (status IN ('creating', 'created', 'paid', 'cancelling', 'cancelled', 'expired')),
        expire_by timestamptz NOT NULL,
        razorpay_order_id text,
        razorpay_payment_id text,
        paid_record_id uuid REFERENCES payment_records (id) ON DELETE SET NULL,
        last_error text,
        checked_at timestamptz,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_links_member_idx ON payment_links (member_id, scheme)`);
    await queryRunner.query(
      `CREATE INDEX payment_links_open_idx ON payment_links (created_at) WHERE status IN ('created', 'cancelling')`,
    );
    // One open link per due: a second reminder run reuses it.
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_links_open_record_idx ON payment_links (payment_record_id)
       WHERE status IN ('creating', 'created')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_links`);
  }
}
