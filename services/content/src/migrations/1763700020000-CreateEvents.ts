import { MigrationInterface, QueryRunner } from 'typeorm';

/** Association events (spec part 1 §3 Events). */
export class CreateEvents1763700020000 implements MigrationInterface {
  name = 'CreateEvents1763700020000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title text NOT NULL,
        description text,
        event_date timestamptz NOT NULL,
        location text,
        is_active boolean NOT NULL DEFAULT true,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX events_event_date_idx ON events (event_date)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE events`);
  }
}
