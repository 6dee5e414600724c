import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payment_refunds (issue 26): a refund is its own ledger entry linked to the paid record it returns money
 * from. An online payment's refund is asked of Razorpay (pending until Razorpay says processed or failed,
 * razorpay_refund_id unique so its webhooks apply once); one made by hand is processed at once. A processed
 * refund gets a credit note number (CN-<year>-<six digits>) and a PDF. pending and processed refunds count
 * against what is still refundable; the months whose whole amount was returned are released from
 * record_months (listed in reopened_months) and can be paid again.
 */
export class PaymentRefunds1764190300000 implements MigrationInterface {
  name = 'PaymentRefunds1764190300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE SEQUENCE credit_note_number_seq`);
    await queryRunner.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        record_id uuid NOT NULL REFERENCES payment_records (id),
        member_id uuid NOT NULL REFERENCES payment_members (id),
        scheme text NOT NULL,
        amount numeric(10,2) NOT NULL CHECK (amount > 0),
        reason text NOT NULL CHECK (reason <> ''),
        method text NOT NULL CHECK (method IN ('razorpay', 'cash', 'bank_transfer', 'cheque')),
        reference text,
        status text NOT NULL CHECK (status IN ('pending', 'processed', 'failed')),
        razorpay_refund_id text UNIQUE,
        failure_reason text,
        credit_note_number text UNIQUE,
        credit_note_key text,
        reopened_months date[] NOT NULL DEFAULT '{}',
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        refunded_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'processed') = (credit_note_number IS NOT NULL AND refunded_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX payment_refunds_record_idx ON payment_refunds (record_id)`);
    await queryRunner.query(
      `CREATE INDEX payment_refunds_member_idx ON payment_refunds (member_id, created_at DESC, id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE payment_refunds`);
    await queryRunner.query(`DROP SEQUENCE credit_note_number_seq`);
  }
}
