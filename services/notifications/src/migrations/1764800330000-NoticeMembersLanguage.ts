import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notice_members.language (issue 31): the member's language, as membership's member events carry it, so reminders,
 * notifications and their e-mails and messages reach the member in it. English until an event says otherwise.
 */
export class NoticeMembersLanguage1764800330000 implements MigrationInterface {
  name = 'NoticeMembersLanguage1764800330000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE notice_members ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'kn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notice_members DROP COLUMN language`);
  }
}
