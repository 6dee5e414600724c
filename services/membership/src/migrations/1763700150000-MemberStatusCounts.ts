import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Members per stored status, kept by statement-level triggers on members in the same transaction as every change,
 * so the unfiltered list answers its exact total without counting a million rows on every page turn. Statement-level
 * triggers with transition tables add one grouped row per status a statement touches, so an import batch of many
 * thousand rows costs one small update, not one per row. Deltas are applied in status order, so two transactions
 * touching the same statuses lock the rows in the same order and never deadlock.
 */
export class MemberStatusCounts1763700150000 implements MigrationInterface {
  name = 'MemberStatusCounts1763700150000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE member_status_counts (
        status text PRIMARY KEY,
        members bigint NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION member_status_counts_add(changed_status text, delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO member_status_counts AS c (status, members) VALUES (changed_status, delta)
        ON CONFLICT (status) DO UPDATE SET members = c.members + EXCLUDED.members
      $$`);
    await queryRunner.query(`
      CREATE FUNCTION member_status_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        d record;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          FOR d IN SELECT status, count(*) AS n FROM new_members GROUP BY status ORDER BY status LOOP
            PERFORM member_status_counts_add(d.status, d.n);
          END LOOP;
        ELSIF TG_OP = 'DELETE' THEN
          FOR d IN SELECT status, count(*) AS n FROM old_members GROUP BY status ORDER BY status LOOP
            PERFORM member_status_counts_add(d.status, -d.n);
          END LOOP;
        ELSIF TG_OP = 'UPDATE' THEN
          FOR d IN
            SELECT status, sum(n) AS n FROM (
              SELECT status, count(*) AS n FROM new_members GROUP BY status
              UNION ALL
              SELECT status, -count(*) AS n FROM old_members GROUP BY status
            ) changes GROUP BY status HAVING sum(n) <> 0 ORDER BY status
          LOOP
            PERFORM member_status_counts_add(d.status, d.n::bigint);
          END LOOP;
        ELSIF TG_OP = 'TRUNCATE' THEN
          DELETE FROM member_status_counts;
        END IF;
        RETURN NULL;
      END $$`);
    // A trigger with transition tables takes one event and no column list, hence one trigger per event.
    await queryRunner.query(`
      CREATE TRIGGER members_status_counts_insert AFTER INSERT ON members
      REFERENCING NEW TABLE AS new_members FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_status_counts_delete AFTER DELETE ON members
      REFERENCING OLD TABLE AS old_members FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_status_counts_update AFTER UPDATE ON members
      REFERENCING OLD TABLE AS old_members NEW TABLE AS new_members
      FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_track()`);
    await queryRunner.query(`
      CREATE TRIGGER members_status_counts_truncate AFTER TRUNCATE ON members
      FOR EACH STATEMENT EXECUTE FUNCTION member_status_counts_track()`);
    // After the triggers: creating them locked members against writes until this migration commits.
    await queryRunner.query(
      `INSERT INTO member_status_counts (status, members) SELECT status, count(*) FROM members GROUP BY status`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate'])
      await queryRunner.query(`DROP TRIGGER members_status_counts_${event} ON members`);
    await queryRunner.query(`DROP FUNCTION member_status_counts_track()`);
    await queryRunner.query(`DROP FUNCTION member_status_counts_add(text, bigint)`);
    await queryRunner.query(`DROP TABLE member_status_counts`);
  }
}
