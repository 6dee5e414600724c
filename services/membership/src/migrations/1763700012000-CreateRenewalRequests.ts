import { MigrationInterface, QueryRunner } from 'typeorm';

/** Renewal requests (spec part 2 §3 payload): the admin contacts the member and records the payment. */
export class CreateRenewalRequests1763700012000 implements MigrationInterface {
  name = 'CreateRenewalRequests1763700012000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE renewal_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        member_name text NOT NULL,
        member_email text,
        current_status text NOT NULL,
        renewal_amount numeric(10, 2) NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completed')),
        requested_by text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX renewal_requests_member_idx ON renewal_requests (member_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE renewal_requests`);
  }
}
