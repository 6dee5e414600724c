import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { MembershipFixture, startMembershipFixture } from './membership-fixture';

export const HEADER = 'memberId,firstName,lastName,email,phone,address,dateOfBirth,status';

/** What importing SAMPLE_MEMBERS_CSV (the sample file the portal serves) answers on an empty register. */
export const SAMPLE_CSV_IMPORTED = {
  success: true,
  imported: 3,
  failed: 0,
  errors: [],
  notices: ['1 active member had no membership end date: each now ends one year after their start date (row 4)'],
  failedRowsCsv: null,
};

/**
 * The bulk import over a fresh membership database and object storage, started before the calling file's tests and
 * stopped after them; each test starts with no members and an empty outbox.
 */
export function memberImportOverPostgres() {
  const imports = {
    /** Filled in before the tests. */
    fx: undefined as unknown as MembershipFixture,
    /** Stores `content` as an uploaded CSV; answers its key. */
    upload: async (content: string | Buffer) => {
      const key = `imports/${randomUUID()}.csv`;
      await imports.fx.storage.upload(key, [Buffer.from(content)], 'text/csv');
      return key;
    },
    /** Uploads `content` and imports it as the admin. */
    importCsv: async (content: string | Buffer) =>
      imports.fx.importer.import({ fileKey: await imports.upload(content), actor: imports.fx.admin }, imports.fx.admin),
    memberCount: async () => Number((await imports.fx.dataSource.query('SELECT count(*) AS n FROM members'))[0].n),
    outboxCount: async () => Number((await imports.fx.dataSource.query('SELECT count(*) AS n FROM outbox'))[0].n),
  };

  beforeAll(async () => {
    imports.fx = await startMembershipFixture();
  });
  afterAll(() => imports.fx?.teardown());
  beforeEach(async () => {
    await imports.fx.dataSource.query('DELETE FROM members');
    await imports.fx.dataSource.query('DELETE FROM outbox');
  });
  return imports;
}
