import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member list's filters over large sets at a million members (issue 29, bench:members), each page an index
 * walk in the list's order and each total kept rather than counted:
 * - "overdue dues": members.dues_overdue, kept from member_dues_records by statement-level triggers in the same
 *   transaction as every change to the records (whoever writes them), with a partial index in the list's order,
 *   so the page no longer tests an EXISTS per member walked.
 * - member_filter_counts: members without an end date ("no validity") and with overdue dues, kept by
 *   statement-level triggers on members as member_status_counts is (one small update per statement; the two rows
 *   updated in name order, so two transactions never deadlock on them).
 * - members_expiring_idx: active members by the India day of their end date (lastValidIndiaDaySql), then by join
 *   date, so "expiring within 30 days" merges one ordered walk per day instead of walking every active member. The
 *   end date is included: without it Postgres reads the heap for an index on an expression of the column.
 */
export class MemberListFilterCounts1764300400000 implements MigrationInterface {
  name = 'MemberListFilterCounts1764300400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE members ADD COLUMN dues_overdue boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`
      CREATE FUNCTION member_dues_overdue_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
        UPDATE members m SET dues_overdue = o.overdue
        FROM (SELECT u.id,
                     EXISTS (SELECT 1 FROM member_dues_records d
                             WHERE d.member_id = u.id AND d.overdue_since IS NOT NULL AND d.paid_at IS NULL) AS overdue
              FROM unnest(ids) AS u(id)) o
        WHERE m.id = o.id AND m.dues_overdue <> o.overdue
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION member_dues_overdue_track() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM member_dues_overdue_refresh(ARRAY(SELECT DISTINCT member_id FROM new_records ORDER BY 1));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM member_dues_overdue_refresh(ARRAY(SELECT DISTINCT member_id FROM old_records ORDER BY 1));
        ELSIF TG_OP = 'UPDATE' THEN
          PERFORM member_dues_overdue_refresh(ARRAY(
            SELECT member_id FROM new_records UNION SELECT member_id FROM old_records ORDER BY 1));
        ELSIF TG_OP = 'TRUNCATE' THEN
          UPDATE members SET dues_overdue = false WHERE dues_overdue;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER member_dues_records_overdue_insert AFTER INSERT ON member_dues_records
      REFERENCING NEW TABLE AS new_records FOR EACH STATEMENT EXECUTE FUNCTION member_dues_overdue_track()`);
    await queryRunner.query(`
      CREATE TRIGGER member_dues_records_overdue_delete AFTER DELETE ON member_dues_records
      REFERENCING OLD TABLE AS old_records FOR EACH STATEMENT EXECUTE FUNCTION member_dues_overdue_track()`);
    await queryRunner.query(`
      CREATE TRIGGER member_dues_records_overdue_update AFTER UPDATE ON member_dues_records
      REFERENCING OLD TABLE AS old_records NEW TABLE AS new_records
      FOR EACH STATEMENT EXECUTE FUNCTION member_dues_overdue_track()`);
    await queryRunner.query(`
      CREATE TRIGGER member_dues_records_overdue_truncate AFTER TRUNCATE ON member_dues_records
      FOR EACH STATEMENT EXECUTE FUNCTION member_dues_overdue_track()`);
    await queryRunner.query(
      `SELECT member_dues_overdue_refresh(ARRAY(SELECT DISTINCT member_id FROM member_dues_records ORDER BY 1))`,
    );
    await queryRunner.query(`CREATE INDEX members_dues_overdue_idx ON members (created_at, id) WHERE dues_overdue`);
    await queryRunner.query(`
      CREATE INDEX members_expiring_idx
      ON members (((membership_end_date AT TIME ZONE 'Asia/Kolkata')::date), created_at, id)
      INCLUDE (membership_end_date) WHERE status = 'active'`);

    await queryRunner.query(`
      CREATE TABLE member_filter_counts (
        filter text PRIMARY KEY,
        members bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION member_filter_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        no_validity bigint := 0;
        overdue bigint := 0;
        n bigint;
        o bigint;
      BEGIN
        IF TG_OP = 'TRUNCATE' THEN
          UPDATE member_filter_counts SET members = 0;
          RETURN NULL;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          SELECT count(*) FILTER (WHERE membership_end_date IS NULL), count(*) FILTER (WHERE dues_overdue)
            INTO n, o FROM new_members;
          no_validity := no_validity + n;
          overdue := overdue + o;
        END IF;
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
          SELECT count(*) FILTER (WHERE membership_end_date IS NULL), count(*) FILTER (WHERE dues_overdue)
            INTO n, o FROM old_members;
          no_validity := no_validity - n;
          overdue := overdue - o;
        END IF;
        IF no_validity <> 0 THEN
          UPDATE member_filter_counts SET members = members + no_validity WHERE filter = 'noValidity';
        END IF;
        IF overdue <> 0 THEN
          UPDATE member_filter_counts SET members = members + overdue WHERE filter = 'overdueDues';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER members_filter_counts_insert AFTER INSERT ON members
      REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION member_filter_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_filter_counts_delete AFTER DELETE ON members
      REFERENCING OLD TABLE AS old_members FOR EACH STATEMENT EXECUTE FUNCTION member_filter_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_filter_counts_update AFTER UPDATE ON members
      REFERENCING OLD TABLE AS old_members NEW TABLE AS new_members
      FOR EACH STATEMENT EXECUTE FUNCTION member_filter_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_filter_counts_truncate AFTER TRUNCATE ON members
      FOR EACH STATEMENT EXECUTE FUNCTION member_filter_counts_track()`);
    // After the triggers: creating them locked members against writes until this migration commits.
    await queryRunner.query(`
      INSERT INTO member_filter_counts (filter, members)
      SELECT 'noValidity', count(*) FILTER (WHERE membership_end_date IS NULL) FROM members
      UNION ALL
      SELECT 'overdueDues', count(*) FILTER (WHERE dues_overdue) FROM members`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate']) {
      await queryRunner.query(`DROP TRIGGER members_filter_counts_${event} ON members`);
      await queryRunner.query(`DROP TRIGGER member_dues_records_overdue_${event} ON member_dues_records`);
    }
    await queryRunner.query(`DROP FUNCTION member_filter_counts_track()`);
    await queryRunner.query(`DROP TABLE member_filter_counts`);
    await queryRunner.query(`DROP FUNCTION member_dues_overdue_track()`);
    await queryRunner.query(`DROP FUNCTION member_dues_overdue_refresh(uuid[])`);
    await queryRunner.query(`DROP INDEX members_expiring_idx`);
    await queryRunner.query(`DROP INDEX members_dues_overdue_idx`);
    await queryRunner.query(`ALTER TABLE members DROP COLUMN dues_overdue`);
  }
}
