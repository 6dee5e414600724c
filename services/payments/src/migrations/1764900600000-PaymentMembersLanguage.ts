import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payment_members.language (issue 31): the member's language, as membership's member events carry it, so the
 * receipt the receipt e-mail attaches is drawn in it. English until an event says otherwise.
 */
export class PaymentMembersLanguage1764900600000 implements MigrationInterface {
  name = 'PaymentMembersLanguage1764900600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE payment_members ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'kn'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_members DROP COLUMN language`);
  }
}
