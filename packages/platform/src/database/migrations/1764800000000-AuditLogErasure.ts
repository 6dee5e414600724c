import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 "Erasure that keeps the books": the audit trail stays append-only, except that an erasure may rewrite
 * the person out of existing rows (names, contacts, member id replaced by the pseudonymous reference). Only a
 * transaction that set `portal.erasure` to 'on' (ErasureRepository.scrubAuditLog) may UPDATE; DELETE and TRUNCATE
 * stay refused for everyone.
 */
export class AuditLogErasure1764800000000 implements MigrationInterface {
  name = 'AuditLogErasure1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('portal.erasure', true) = 'on' THEN
          RETURN NEW;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
  }
}
