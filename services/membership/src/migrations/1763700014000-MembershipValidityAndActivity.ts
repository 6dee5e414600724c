import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership validity, renewals that complete, and the member activity log:
 * - the list's status filter reads the effective status (a lapsed active
 *   member is expired): the status index carries the end date so that
 *   "active and not lapsed" stays an index-only scan, and (status, end date)
 *   finds the lapsed ones and those due for renewal by range;
 * - a renewal request is completed or declined by an admin, who and when;
 * - member_activity records what changes a member's record besides its
 *   creation, approval and renewals (which their own rows carry).
 */
export class MembershipValidityAndActivity1763700014000 implements MigrationInterface {
  name = 'MembershipValidityAndActivity1763700014000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX members_status_created_idx`);
    await queryRunner.query(
      `CREATE INDEX members_status_created_idx ON members (status, created_at, id) INCLUDE (membership_end_date)`,
    );
    await queryRunner.query(`CREATE INDEX members_status_end_idx ON members (status, membership_end_date)`);

    await queryRunner.query(`ALTER TABLE renewal_requests DROP CONSTRAINT renewal_requests_status_check`);
    await queryRunner.query(`
      ALTER TABLE renewal_requests
        ADD CONSTRAINT renewal_requests_status_check CHECK (status IN ('open', 'completed', 'declined')),
        ADD COLUMN resolved_at timestamptz,
        ADD COLUMN resolved_by text,
        ADD COLUMN decline_reason text,
        ADD COLUMN previous_end_date timestamptz,
        ADD COLUMN new_end_date timestamptz`);

    await queryRunner.query(`
      CREATE TABLE member_activity (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        kind text NOT NULL,
        actor_type text NOT NULL CHECK (actor_type IN ('admin', 'member', 'system')),
        actor_id text,
        details jsonb NOT NULL DEFAULT '{}',
        occurred_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX member_activity_member_idx ON member_activity (member_id, occurred_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_activity`);
    await queryRunner.query(`DELETE FROM renewal_requests WHERE status = 'declined'`);
    await queryRunner.query(`
      ALTER TABLE renewal_requests
        DROP CONSTRAINT renewal_requests_status_check,
        DROP COLUMN resolved_at,
        DROP COLUMN resolved_by,
        DROP COLUMN decline_reason,
        DROP COLUMN previous_end_date,
        DROP COLUMN new_end_date`);
    await queryRunner.query(
      `ALTER TABLE renewal_requests ADD CONSTRAINT renewal_requests_status_check CHECK (status IN ('open', 'completed'))`,
    );
    await queryRunner.query(`DROP INDEX members_status_end_idx`);
    await queryRunner.query(`DROP INDEX members_status_created_idx`);
    await queryRunner.query(`CREATE INDEX members_status_created_idx ON members (status, created_at, id)`);
  }
}
