import { MigrationInterface, QueryRunner } from 'typeorm';

/** The one row of registration settings (spec part 1 §3): open by default, no window, no message. */
export class CreateRegistrationSettings1763700013000 implements MigrationInterface {
  name = 'CreateRegistrationSettings1763700013000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE registration_settings (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        is_registration_enabled boolean NOT NULL DEFAULT true,
        registration_start_date timestamptz,
        registration_end_date timestamptz,
        registration_message text,
        updated_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO registration_settings (id) VALUES (1)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE registration_settings`);
  }
}
