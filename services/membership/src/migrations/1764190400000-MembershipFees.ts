import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The association's own fees (issue 26): one row with the joining fee and the annual renewal fee an admin edits
 * in Scheme Settings, seeded with the policy's ₹1,000 joining fee and the renewal page's ₹2,000.
 */
export class MembershipFees1764190400000 implements MigrationInterface {
  name = 'MembershipFees1764190400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE membership_fees (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        joining_fee numeric(10,2) NOT NULL CHECK (joining_fee > 0),
        renewal_fee numeric(10,2) NOT NULL CHECK (renewal_fee > 0),
        updated_by text,
        updated_at timestamptz
      )`);
    await queryRunner.query(`INSERT INTO membership_fees (id, joining_fee, renewal_fee) VALUES (1, 1000.00, 2000.00)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE membership_fees`);
  }
}
