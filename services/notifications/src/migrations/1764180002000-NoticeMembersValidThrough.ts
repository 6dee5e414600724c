import { lastValidIndiaDaySql } from '@portal/platform';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * notice_members.valid_through: the last India day the membership is valid on,
 * as membership's member events carry it (issue 24), so audiences by status read the day
 * instead of keeping a cut-off of its own. Filled for the members already known.
 */
export class NoticeMembersValidThrough1764180002000 implements MigrationInterface {
  name = 'NoticeMembersValidThrough1764180002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notice_members ADD COLUMN valid_through date`);
    await queryRunner.query(`UPDATE notice_members SET valid_through = ${lastValidIndiaDaySql('membership_end_date')}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE notice_members DROP COLUMN valid_through`);
  }
}
