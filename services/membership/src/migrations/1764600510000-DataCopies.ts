import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 32 "A copy of everything": each copy of a member's data that was asked for: who asked (the member, or the
 * admin who made it for a member asking in person), its state, and once ready the ZIP's key, size and expiry
 * (DATA_COPY_VALID_DAYS after it was ready). The ZIP is deleted from the file store once it has expired.
 */
export class DataCopies1764600510000 implements MigrationInterface {
  name = 'DataCopies1764600510000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_copies (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
        requested_by text NOT NULL CHECK (requested_by IN ('member', 'admin')),
        requested_by_id text NOT NULL,
        state text NOT NULL DEFAULT 'preparing' CHECK (state IN ('preparing', 'ready', 'failed')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz,
        file_key text,
        size bigint,
        failure text,
        CHECK (state <> 'ready' OR (ready_at IS NOT NULL AND expires_at IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX data_copies_member_idx ON data_copies (member_id, requested_at DESC)`);
    await queryRunner.query(
      `CREATE INDEX data_copies_expiring_idx ON data_copies (expires_at) WHERE file_key IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE data_copies`);
  }
}
