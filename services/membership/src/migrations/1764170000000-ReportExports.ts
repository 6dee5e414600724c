import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recent Exports (issue 13) moves from the gateway's database to membership, which makes the reports
 * (issue 24): one row per finished export, its file kept in object storage under `file_key`.
 */
export class ReportExports1764170000000 implements MigrationInterface {
  name = 'ReportExports1764170000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE report_exports (
        id uuid PRIMARY KEY,
        type varchar(20) NOT NULL,
        format varchar(10) NOT NULL,
        from_day date,
        to_day date,
        row_count integer NOT NULL,
        size bigint NOT NULL,
        file_key text NOT NULL,
        file_name text NOT NULL,
        content_type text NOT NULL,
        created_by uuid NOT NULL,
        created_by_name text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX report_exports_created_idx ON report_exports (created_at DESC, id DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE report_exports`);
  }
}
