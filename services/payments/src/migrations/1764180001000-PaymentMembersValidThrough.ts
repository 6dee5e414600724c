import { lastValidIndiaDaySql } from '@portal/platform';
import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * payment_members.valid_through: the last India day the membership is valid on,
 * as membership's member events carry it (issue 24), so dues and online payment read the day
 * instead of keeping a cut-off of its own. Filled for the members already known.
 */
export class PaymentMembersValidThrough1764180001000 implements MigrationInterface {
  name = 'PaymentMembersValidThrough1764180001000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_members ADD COLUMN valid_through date`);
    await queryRunner.query(
      `UPDATE payment_members SET valid_through = ${lastValidIndiaDaySql('membership_end_date')}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE payment_members DROP COLUMN valid_through`);
  }
}
