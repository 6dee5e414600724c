import { MigrationInterface, QueryRunner } from 'typeorm';

/** Per-IP request counters of the rate limits, shared by every gateway replica. */
export class CreateRateLimitCounters1763700004000 implements MigrationInterface {
  name = 'CreateRateLimitCounters1763700004000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        client text NOT NULL,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL,
        PRIMARY KEY (bucket, client)
      )`);
    await queryRunner.query(`CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_start)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE rate_limit_counters`);
  }
}
