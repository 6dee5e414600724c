import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin dashboard's activity feed, built from domain events; one row per event at most. */
export class CreateActivityItems1763700041000 implements MigrationInterface {
  name = 'CreateActivityItems1763700041000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE activity_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id text NOT NULL UNIQUE,
        type text NOT NULL,
        title text NOT NULL,
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX activity_items_occurred_idx ON activity_items (occurred_at DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE activity_items`);
  }
}
