import { MigrationInterface, QueryRunner } from 'typeorm';

/** The dashboard's contributions per month read paid records by payment date: this index finds the last year's. */
export class PaidRecordsByMonth1763700132000 implements MigrationInterface {
  name = 'PaidRecordsByMonth1763700132000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX payment_records_paid_date_idx ON payment_records (payment_date) INCLUDE (scheme, amount) WHERE status = 'paid'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_records_paid_date_idx`);
  }
}
