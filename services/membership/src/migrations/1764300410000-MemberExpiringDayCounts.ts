import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored-active members per India day of their end date (lastValidIndiaDaySql), kept by statement-level triggers
 * on members as member_status_counts is, so the list's "expiring within 30 days" total (and renewal due's, which
 * adds the expired) is a sum of 31 rows rather than a count of some 60,000 index entries at a million members.
 * Days are updated in date order, so two transactions never deadlock on them; rows that reach 0 stay.
 */
export class MemberExpiringDayCounts1764300410000 implements MigrationInterface {
  name = 'MemberExpiringDayCounts1764300410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_end_day_counts (
        day date PRIMARY KEY,
        members bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION member_end_day_counts_add(end_day date, delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO member_end_day_counts AS c (day, members) VALUES (end_day, delta)
        ON CONFLICT (day) DO UPDATE SET members = c.members + EXCLUDED.members
      $$`);
    // One statement per operation: a transition table the trigger does not have cannot even be named.
    const days = (table: string) =>
      `SELECT (membership_end_date AT TIME ZONE 'Asia/Kolkata')::date AS day, count(*) AS n FROM ${table}
       WHERE status = 'active' AND membership_end_date IS NOT NULL GROUP BY 1`;
    await queryRunner.query(`
      CREATE FUNCTION member_end_day_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          FOR d IN ${days('new_members')} ORDER BY 1 LOOP
            PERFORM member_end_day_counts_add(d.day, d.n);
          END LOOP;
        ELSIF TG_OP = 'DELETE' THEN
          FOR d IN ${days('old_members')} ORDER BY 1 LOOP
            PERFORM member_end_day_counts_add(d.day, -d.n);
          END LOOP;
        ELSIF TG_OP = 'UPDATE' THEN
          FOR d IN
            SELECT day, sum(n) AS n FROM (
              SELECT day, n FROM (${days('new_members')}) a
              UNION ALL
              SELECT day, -n FROM (${days('old_members')}) b
            ) changes GROUP BY day HAVING sum(n) <> 0 ORDER BY day
          LOOP
            PERFORM member_end_day_counts_add(d.day, d.n::bigint);
          END LOOP;
        ELSIF TG_OP = 'TRUNCATE' THEN
          DELETE FROM member_end_day_counts;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER members_end_day_counts_insert AFTER INSERT ON members
      REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION member_end_day_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_end_day_counts_delete AFTER DELETE ON members
      REFERENCING OLD TABLE AS old_members FOR EACH STATEMENT EXECUTE FUNCTION member_end_day_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_end_day_counts_update AFTER UPDATE ON members
      REFERENCING OLD TABLE AS old_members NEW TABLE AS new_members
      FOR EACH STATEMENT EXECUTE FUNCTION member_end_day_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_end_day_counts_truncate AFTER TRUNCATE ON members
      FOR EACH STATEMENT EXECUTE FUNCTION member_end_day_counts_track()`);
    // After the triggers: creating them locked members against writes until this migration commits.
    await queryRunner.query(`
      INSERT INTO member_end_day_counts (day, members)
      SELECT (membership_end_date AT TIME ZONE 'Asia/Kolkata')::date, count(*) FROM members
      WHERE status = 'active' AND membership_end_date IS NOT NULL GROUP BY 1`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate'])
      await queryRunner.query(`DROP TRIGGER members_end_day_counts_${event} ON members`);
    await queryRunner.query(`DROP FUNCTION member_end_day_counts_track()`);
    await queryRunner.query(`DROP FUNCTION member_end_day_counts_add(date, bigint)`);
    await queryRunner.query(`DROP TABLE member_end_day_counts`);
  }
}
