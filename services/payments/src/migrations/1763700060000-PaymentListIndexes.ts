import { MigrationInterface, QueryRunner } from 'typeorm';

/** The list indexes of CreatePayments, whose `id` ran ascending, and what replaces them. */
const INDEXES: Array<{ name: string; before: string; after: string }> = [
  {
    name: 'payment_records_scheme_status_idx',
    before: '(scheme, status, created_at DESC, id)',
    after: '(scheme, status, created_at DESC, id DESC)',
  },
  {
    name: 'payment_records_status_idx',
    before: '(status, created_at DESC, id)',
    after: '(status, created_at DESC, id DESC)',
  },
  { name: 'payment_records_created_idx', before: '(created_at DESC, id)', after: '(created_at DESC, id DESC)' },
];

/** The schemes as CreatePayments fixed them (scheme_settings' CHECK); a new scheme comes with its own migration. */
const SCHEMES = ['esi', 'postal', 'kutumba_barosa'] as const;

/**
 * Indexes for the payment records list and the scheme view at the size of a
 * real ledger (200,000 members, millions of records):
 * - the list is ordered `created_at DESC, id DESC`, and the dues job gives a
 *   whole month's records one created_at; with `id` ascending in the index a
 *   page had to read and sort every matching record of the newest month. In
 *   list order the index hands out the page (and, index-only, the ids skipped
 *   on the way to a far page);
 * - the list's count by scheme and status: an index of those two columns
 *   alone is small thanks to B-tree deduplication (24 MB against 207 MB at 3.5
 *   million records), and counting a million paid records takes a third of
 *   the time;
 * - the scheme view pages and counts a scheme's members by name: a partial
 *   index per scheme holds exactly those members, so the count is an
 *   index-only scan instead of a scan of every member.
 */
export class PaymentListIndexes1763700060000 implements MigrationInterface {
  name = 'PaymentListIndexes1763700060000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of INDEXES) {
      await queryRunner.query(`DROP INDEX ${index.name}`);
      await queryRunner.query(`CREATE INDEX ${index.name} ON payment_records ${index.after}`);
    }
    await queryRunner.query(`CREATE INDEX payment_records_scheme_status_count_idx ON payment_records (scheme, status)`);
    for (const scheme of SCHEMES) {
      await queryRunner.query(
        `CREATE INDEX payment_members_${scheme}_name_idx ON payment_members (first_name, last_name, id)
         WHERE deleted_at IS NULL AND '${scheme}' = ANY (opted_schemes)`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const scheme of SCHEMES) await queryRunner.query(`DROP INDEX payment_members_${scheme}_name_idx`);
    await queryRunner.query(`DROP INDEX payment_records_scheme_status_count_idx`);
    for (const index of INDEXES) {
      await queryRunner.query(`DROP INDEX ${index.name}`);
      await queryRunner.query(`CREATE INDEX ${index.name} ON payment_records ${index.before}`);
    }
  }
}
