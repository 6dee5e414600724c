import { MigrationInterface, QueryRunner } from 'typeorm';

/** Mark Paid and Renewed records how the renewal fee was paid (issue 26): the method and its reference. */
export class RenewalPayments1764190410000 implements MigrationInterface {
  name = 'RenewalPayments1764190410000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE renewal_requests ADD COLUMN payment_method text, ADD COLUMN payment_reference text`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE renewal_requests DROP COLUMN payment_method, DROP COLUMN payment_reference`);
  }
}
