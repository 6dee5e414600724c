import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every gateway replica keeps signed-in sessions in memory (session/cached-session-store.ts); this trigger
 * tells them all, through NOTIFY session_changed with the sid, when a session row is updated or deleted,
 * so a sign-out or "end other sessions" anywhere takes effect everywhere at once.
 */
export class SessionChangeNotices1763700160000 implements MigrationInterface {
  name = 'SessionChangeNotices1763700160000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION session_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('session_changed', OLD.sid);
        RETURN NULL;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER session_changed AFTER UPDATE OR DELETE ON session
      FOR EACH ROW EXECUTE FUNCTION session_changed_notify()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER session_changed ON session`);
    await queryRunner.query(`DROP FUNCTION session_changed_notify()`);
  }
}
