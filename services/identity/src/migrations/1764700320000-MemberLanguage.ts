import { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 31: the member's language, from membership's events, so set-up and reset e-mails are written in it. */
export class MemberLanguage1764700320000 implements MigrationInterface {
  name = 'MemberLanguage1764700320000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE member_credentials ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'kn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE member_credentials DROP COLUMN language`);
  }
}
