import { MigrationInterface, QueryRunner } from 'typeorm';

/** Outbox of events to publish and the record of events a consumer has handled (DESIGN.md §3). */
export class CreateMessagingTables1763700000000 implements MigrationInterface {
  name = 'CreateMessagingTables1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        event_type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX outbox_unpublished_idx ON outbox (created_at) WHERE published_at IS NULL`);
    await queryRunner.query(`
      CREATE TABLE processed_events (
        consumer text NOT NULL,
        event_id text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (consumer, event_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE processed_events`);
    await queryRunner.query(`DROP TABLE outbox`);
  }
}
