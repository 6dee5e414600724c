import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail of every service's database (DESIGN.md §6): append-only. Triggers refuse UPDATE, DELETE
 * and TRUNCATE whoever asks, so a change once recorded stays as it was written (kept 7 years).
 */
export class CreateAuditLog1764330000000 implements MigrationInterface {
  name = 'CreateAuditLog1764330000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_type text NOT NULL CHECK (actor_type IN ('admin', 'member', 'public', 'system')),
        actor_id text,
        actor_role text,
        action text NOT NULL,
        entity text NOT NULL,
        entity_id text,
        before jsonb,
        after jsonb,
        ip text,
        correlation_id text
      )`);
    await queryRunner.query(`CREATE INDEX audit_log_at_idx ON audit_log (at, id)`);
    await queryRunner.query(`CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, at)`);
    await queryRunner.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, at)`);
    await queryRunner.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);
    await queryRunner.query(`
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
    await queryRunner.query(`DROP FUNCTION audit_log_append_only()`);
  }
}
