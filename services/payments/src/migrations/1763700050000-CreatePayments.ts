import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments ledger:
 * - scheme_settings: the three schemes with the policy's monthly amounts (ESI ₹200,
 *   Postal ₹150, Kutumba Barosa ₹100, due on the 1st of each month);
 * - payment_members: payments' own copy of what it needs of each member, kept from
 *   membership's events; a member deleted there keeps their history here (deleted_at);
 * - payment_records: one row per due or payment; a monthly due covers `period_months`
 *   months from `period_start`, unique per member, scheme and period so a job run twice
 *   creates nothing twice; razorpay_payment_id is unique so a payment is recorded once;
 * - razorpay_orders: what the server decided before the checkout opened (member,
 *   scheme, amount, the record it pays); verify and webhooks read the amount from here;
 * - razorpay_webhook_events: event ids already handled;
 * - job_runs: the last period each scheduled job finished, for the start-up catch-up.
 */
export class CreatePayments1763700050000 implements MigrationInterface {
  name = 'CreatePayments1763700050000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE scheme_settings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        scheme text NOT NULL UNIQUE CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        description text NOT NULL DEFAULT '',
        is_online_payment_enabled boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO scheme_settings (scheme, amount, description) VALUES
        ('esi', 200.00, 'Employees'' State Insurance: medical cover for the member and their family, with cash benefits during sickness, maternity and disablement.'),
        ('postal', 150.00, 'Postal life insurance through India Post: life cover with bonus, for the member''s family''s long-term security.'),
        ('kutumba_barosa', 100.00, 'Kutumba Barosa: financial support for the member''s family in times of need, from the association''s welfare fund.')`);

    await queryRunner.query(`
      CREATE TABLE payment_members (
        id uuid PRIMARY KEY,
        member_code text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text,
        phone text,
        status text NOT NULL,
        opted_schemes text[] NOT NULL DEFAULT '{}',
        membership_end_date timestamptz,
        deleted_at timestamptz,
        search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || member_code)) STORED,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX payment_members_code_idx ON payment_members (member_code)`);
    await queryRunner.query(`CREATE INDEX payment_members_schemes_idx ON payment_members USING gin (opted_schemes)`);
    await queryRunner.query(
      `CREATE INDEX payment_members_search_idx ON payment_members USING gin (search_text gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_members_name_idx ON payment_members (first_name, last_name, id) WHERE deleted_at IS NULL`,
    );

    await queryRunner.query(`CREATE SEQUENCE receipt_number_seq`);
    await queryRunner.query(`
      CREATE TABLE payment_records (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL CHECK (scheme IN ('esi', 'postal', 'kutumba_barosa')),
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'overdue')),
        due_date timestamptz NOT NULL,
        payment_date timestamptz,
        period_start date,
        period_months int NOT NULL DEFAULT 1 CHECK (period_months BETWEEN 1 AND 12),
        notes text,
        payment_method text,
        transaction_id text,
        razorpay_payment_id text UNIQUE,
        razorpay_order_id text,
        razorpay_signature text,
        receipt_number text UNIQUE,
        receipt_key text,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX payment_records_period_key ON payment_records (member_id, scheme, period_start)`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_records_member_idx ON payment_records (member_id, scheme, created_at DESC, due_date DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_records_scheme_status_idx ON payment_records (scheme, status, created_at DESC, id)`,
    );
    await queryRunner.query(`CREATE INDEX payment_records_status_idx ON payment_records (status, created_at DESC, id)`);
    await queryRunner.query(`CREATE INDEX payment_records_created_idx ON payment_records (created_at DESC, id)`);
    await queryRunner.query(
      `CREATE INDEX payment_records_pending_due_idx ON payment_records (due_date) WHERE status = 'pending'`,
    );

    await queryRunner.query(`
      CREATE TABLE razorpay_orders (
        id text PRIMARY KEY,
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL,
        amount numeric(10,2) NOT NULL,
        amount_paise bigint NOT NULL,
        currency text NOT NULL DEFAULT 'INR',
        receipt text NOT NULL,
        payment_record_id uuid REFERENCES payment_records (id),
        period_start date,
        period_months int NOT NULL DEFAULT 1,
        status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'attempted', 'paid', 'expired')),
        razorpay_payment_id text,
        paid_record_id uuid REFERENCES payment_records (id),
        last_error text,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX razorpay_orders_open_idx ON razorpay_orders (created_at) WHERE status IN ('created', 'attempted')`,
    );

    await queryRunner.query(`
      CREATE TABLE razorpay_webhook_events (
        event_id text PRIMARY KEY,
        event text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await queryRunner.query(`
      CREATE TABLE job_runs (
        job text NOT NULL,
        period date NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (job, period)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_runs`);
    await queryRunner.query(`DROP TABLE razorpay_webhook_events`);
    await queryRunner.query(`DROP TABLE razorpay_orders`);
    await queryRunner.query(`DROP TABLE payment_records`);
    await queryRunner.query(`DROP SEQUENCE receipt_number_seq`);
    await queryRunner.query(`DROP TABLE payment_members`);
    await queryRunner.query(`DROP TABLE scheme_settings`);
  }
}
