import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member list's sorts and filters (issue 29), each served by an index so page 1,000 of a million members
 * stays an index walk: name (a stored lower-cased "first last", so the index answers index-only), stored status
 * and membership end date, each with the uuid as the tie-break; members without an end date (the "no validity"
 * filter) in their own partial index. member_dues_records keeps which payment records are overdue and unpaid,
 * from payments' events (MemberDuesConsumer), so "overdue dues" is a join, not a call per row.
 */
export class MemberListSorts1764300300000 implements MigrationInterface {
  name = 'MemberListSorts1764300300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE members ADD COLUMN name_sort text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name)) STORED`,
    );
    await queryRunner.query(`CREATE INDEX members_name_sort_idx ON members (name_sort, id)`);
    await queryRunner.query(`CREATE INDEX members_status_id_idx ON members (status, id)`);
    await queryRunner.query(`CREATE INDEX members_end_sort_idx ON members (membership_end_date, id)`);
    await queryRunner.query(
      `CREATE INDEX members_no_validity_idx ON members (created_at, id) WHERE membership_end_date IS NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE member_dues_records (
        record_id uuid PRIMARY KEY,
        member_id uuid NOT NULL,
        overdue_since timestamptz,
        paid_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX member_dues_records_overdue_idx ON member_dues_records (member_id)
       WHERE overdue_since IS NOT NULL AND paid_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE member_dues_records`);
    await queryRunner.query(`DROP INDEX members_no_validity_idx`);
    await queryRunner.query(`DROP INDEX members_end_sort_idx`);
    await queryRunner.query(`DROP INDEX members_status_id_idx`);
    await queryRunner.query(`DROP INDEX members_name_sort_idx`);
    await queryRunner.query(`ALTER TABLE members DROP COLUMN name_sort`);
  }
}
