import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin accounts (spec part 1 §3 Users). E-mail is unique whatever its case. */
export class CreateUsers1763700001000 implements MigrationInterface {
  name = 'CreateUsers1763700001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password text NOT NULL,
        first_name text,
        last_name text,
        profile_image_url text,
        role text NOT NULL DEFAULT 'admin',
        is_active boolean NOT NULL DEFAULT true,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE users`);
  }
}
