import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * UPI AutoPay for monthly dues (issue 33):
 * - autopay_plans: one Razorpay plan per scheme and monthly amount, made once and reused; a new scheme amount
 *   makes a new plan;
 * - autopay_mandates: a member's Razorpay subscription for one scheme, with Razorpay's state; one standing mandate
 *   per member and scheme; reminded_period keeps a failing month's reminder to one;
 * - autopay_charges: each debit Razorpay reported (subscription.charged), once per payment id: the month it pays
 *   and the record it made, or why it made none (the month was paid another way: kept for a refund).
 */
export class AutoPayMandates1764900330000 implements MigrationInterface {
  name = 'AutoPayMandates1764900330000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE autopay_plans (
        id uuid PRIMARY KEY,
        scheme text NOT NULL CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        razorpay_plan_id text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (scheme, amount)
      )`);
    await queryRunner.query(`
      CREATE TABLE autopay_mandates (
        id uuid PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        plan_id uuid NOT NULL REFERENCES autopay_plans (id),
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        razorpay_subscription_id text UNIQUE,
        status text NOT NULL DEFAULT 'creating' CHECK (status IN ('creating', 'created', 'authenticated', 'active',
          'pending', 'halted', 'paused', 'cancelled', 'completed', 'expired')),
        last_charged_at timestamptz,
        reminded_period date,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX autopay_mandates_standing_idx ON autopay_mandates (member_id, scheme)
       WHERE status IN ('creating', 'created', 'authenticated', 'active', 'pending', 'halted', 'paused')`,
    );
    await queryRunner.query(`CREATE INDEX autopay_mandates_member_idx ON autopay_mandates (member_id, created_at)`);
    await queryRunner.query(`
      CREATE TABLE autopay_charges (
        razorpay_payment_id text PRIMARY KEY,
        mandate_id uuid NOT NULL REFERENCES autopay_mandates (id) ON DELETE CASCADE,
        razorpay_invoice_id text NOT NULL,
        razorpay_order_id text NOT NULL,
        period date NOT NULL,
        amount numeric(10,2) NOT NULL,
        record_id uuid REFERENCES payment_records (id) ON DELETE SET NULL,
        conflict text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX autopay_charges_mandate_idx ON autopay_charges (mandate_id, period)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE autopay_charges`);
    await queryRunner.query(`DROP TABLE autopay_mandates`);
    await queryRunner.query(`DROP TABLE autopay_plans`);
  }
}
