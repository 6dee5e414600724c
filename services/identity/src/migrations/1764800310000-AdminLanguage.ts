import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 31: the language an admin chose for the portal, kept on their account. */
export class AdminLanguage1764800310000 implements MigrationInterface {
  name = 'AdminLanguage1764800310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'kn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
