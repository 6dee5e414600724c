import { lastValidIndiaDaySql } from '@portal/platform';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * content_members.valid_through: the last India day the membership is valid on,
 * as membership's member events carry it (issue 24), so sign-up reads the day
 * instead of keeping a cut-off of its own. Filled for the members already known.
 */
export class ContentMembersValidThrough1764180000000 implements MigrationInterface {
  name = 'ContentMembersValidThrough1764180000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE content_members ADD COLUMN valid_through date`);
    await queryRunner.query(
      `UPDATE content_members SET valid_through = ${lastValidIndiaDaySql('membership_end_date')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE content_members DROP COLUMN valid_through`);
  }
}
