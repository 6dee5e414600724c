import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's totals for a period (issue 26) read every record whose months fall in it and every record paid in
 * it: these two indexes hold what those statements read (scheme, status, amount and months), so both are
 * index-only scans of the period's range instead of reads of the whole table.
 */
export class LedgerTotalsIndexes1764190500000 implements MigrationInterface {
  name = 'LedgerTotalsIndexes1764190500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX payment_records_ledger_months_idx ON payment_records (period_start)
       INCLUDE (scheme, status, amount, period_months)`,
    );
    await queryRunner.query(
      `CREATE INDEX payment_records_ledger_paid_idx ON payment_records (payment_date)
       INCLUDE (scheme, amount, period_start, period_months) WHERE status = 'paid'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX payment_records_ledger_paid_idx`);
    await queryRunner.query(`DROP INDEX payment_records_ledger_months_idx`);
  }
}
