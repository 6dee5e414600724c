import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: the language a member's e-mails are written in, English or Kannada. Registration records the language
 * the form was filled in; members already stored, created by an admin or imported are English until they choose.
 */
export class MemberLanguage1764700310000 implements MigrationInterface {
  name = 'MemberLanguage1764700310000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE members ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'kn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE members DROP COLUMN language`);
  }
}
