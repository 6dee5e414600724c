import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 "Erasure that keeps the books": a member's data requests (kind 'erasure' for now; the table is general).
 * Open until the office completes it (completing while the services confirm, then done) or declines it with a
 * reason; due_by is the policy's deadline. erasure_confirmations holds each service's confirmation, once.
 */
export class DataRequests1764800100000 implements MigrationInterface {
  name = 'DataRequests1764800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('erasure')),
        member_id uuid NOT NULL REFERENCES members (id),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'completing', 'done', 'declined')),
        note text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        due_by timestamptz NOT NULL,
        closed_at timestamptz,
        closed_by text,
        decline_reason text,
        pseudonym text,
        CHECK ((status = 'open') = (closed_at IS NULL)),
        CHECK (status <> 'declined' OR decline_reason IS NOT NULL),
        CHECK (status NOT IN ('completing', 'done') OR pseudonym IS NOT NULL)
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX data_requests_one_open_idx ON data_requests (member_id, kind) WHERE status = 'open'`,
    );
    await queryRunner.query(`CREATE INDEX data_requests_status_idx ON data_requests (status, due_by)`);
    await queryRunner.query(`
      CREATE TABLE erasure_confirmations (
        request_id uuid NOT NULL REFERENCES data_requests (id) ON DELETE CASCADE,
        service text NOT NULL,
        confirmed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (request_id, service)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE erasure_confirmations`);
    await queryRunner.query(`DROP TABLE data_requests`);
  }
}
