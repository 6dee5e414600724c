import 'reflect-metadata';
import { ExportMembersAnswer, MemberImportColumns } from '@portal/contracts';
import { AuditTrail, JsonLogger, ObjectStorage } from '@portal/platform';
import { waitFor } from '@portal/testing';
import { parse } from 'csv-parse/sync';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { MemberTransferRepository } from '../src/transfer/member-transfer.repository';
import { MemberExportService } from '../src/transfer/member-export.service';
import { MembershipFixture, startMembershipFixture } from './membership-fixture';

/** The file's rows as cells, header first. */
const rowsOf = (csv: Buffer): string[][] => parse(csv, { bom: true });

const HEADER =
  'memberId,firstName,lastName,email,phone,address,dateOfBirth,status,membershipStartDate,membershipEndDate';

describe('member export written from Postgres to object storage', () => {
  let fx: MembershipFixture;

  /** The export as the gateway reads it: the answer, then the stored file. */
  const exportAll = async (): Promise<{ answer: ExportMembersAnswer; rows: number; bytes: Buffer }> => {
    const fileKey = `exports/members/${randomUUID()}.csv`;
    const answer = await fx.exporter.export({ fileKey, actor: fx.admin }, fx.admin);
    assert.equal(answer.fileKey, fileKey);
    const bytes = await buffer((await fx.storage.open(fileKey)).body);
    await fx.storage.removeQuietly([fileKey]);
    return { answer, rows: answer.rows, bytes };
  };
  /** Backends of this test's database still running the export's COPY. */
  const copiesRunning = async () =>
    Number(
      (
        await fx.dataSource.query(
          `SELECT count(*) AS n FROM pg_stat_activity
           WHERE datname = current_database() AND backend_type = 'client backend'
             AND state = 'active' AND query LIKE 'COPY (%'`,
        )
      )[0].n,
    );

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());
  beforeEach(async () => {
    await fx.dataSource.query('DELETE FROM members');
  });

  it('exports every member as RFC 4180 CSV with formula cells neutralised, and reads back the same values', async () => {
    await fx.members.create(
      {
        firstName: '=HYPERLINK("http://evil.example")',
        lastName: 'Kumar, Jr.',
        phone: '9876543210',
        address: 'Line one\nLine two',
      },
      fx.admin,
    );
    await fx.members.create(
      {
        firstName: '@SUM(A1)',
        lastName: '-1+2',
        phone: '9876543211',
        email: 'x@example.com',
        dateOfBirth: '1990-05-14',
      },
      fx.admin,
    );
    await fx.members.create(
      { firstName: 'ಕನ್ನಡ', lastName: 'Rao', phone: '9876543212', optedSchemes: ['esi', 'postal'] },
      fx.admin,
    );

    const { answer, rows, bytes } = await exportAll();

    assert.equal(rows, 3);
    assert.match(answer.fileName, /^members_export_\d{4}-\d{2}-\d{2}\.csv$/);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'starts with a UTF-8 BOM for spreadsheets');
    const text = bytes.toString('utf8');
    assert.ok(text.includes('"\'=HYPERLINK(""http://evil.example"")"'), text);
    assert.ok(text.includes('"Kumar, Jr."'));
    assert.ok(text.endsWith('\r\n') && !/[^\r]\n/.test(text.replace('Line one\nLine two', '')), 'CRLF line ends');
    const records: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    assert.deepEqual(
      records.map((r) => [r.firstName, r.lastName, r.address, r.email, r.dateOfBirth, r.optedSchemes]),
      [
        [`'=HYPERLINK("http://evil.example")`, 'Kumar, Jr.', 'Line one\nLine two', '', '', ''],
        [`'@SUM(A1)`, `'-1+2`, '', 'x@example.com', '1990-05-14', ''],
        ['ಕನ್ನಡ', 'Rao', '', '', '', 'esi;postal'],
      ],
    );
    assert.deepEqual(Object.keys(records[0]).slice(0, 10), HEADER.split(','));
  });

  it('exports a file the import reads back (after removing the members)', async () => {
    for (let i = 0; i < 25; i++)
      await fx.members.create(
        { firstName: `F${i}`, lastName: `L${i}`, phone: `98${String(i).padStart(8, '0')}`, status: 'active' },
        fx.admin,
      );
    const { rows, bytes } = await exportAll();
    assert.equal(rows, 25);
    await fx.dataSource.query('DELETE FROM members');
    const key = `imports/${randomUUID()}.csv`;
    await fx.storage.upload(key, [bytes], 'text/csv');
    assert.deepEqual(await fx.importer.import({ fileKey: key, actor: fx.admin }, fx.admin), {
      success: true,
      imported: 25,
      failed: 0,
      errors: [],
      notices: [],
      failedRowsCsv: null,
    });
  });

  it('re-imports an export byte for byte in every column the import reads, validity included', async () => {
    const create = (input: Record<string, unknown>) => fx.members.create(input, fx.admin);
    await create({
      memberId: 'PHOTO0700',
      firstName: '=HYPERLINK("http://evil.example")',
      lastName: 'Kumar, Jr.',
      phone: '9876543210',
      email: 'Ravi.Kumar@Example.com',
      address: 'Flat 3, "Sunrise"\nMG Road, Mysuru',
      dateOfBirth: '1985-04-12',
      status: 'active',
      membershipStartDate: '2026-04-01',
      membershipEndDate: '2027-03-31',
    });
    await create({ firstName: '@Asha', lastName: '-Rao', phone: '9876543211', status: 'pending' });
    await create({ firstName: 'ಕನ್ನಡ', lastName: 'Gowda', phone: '9876543212', status: 'active' });
    await create({
      firstName: 'Old',
      lastName: 'Member',
      phone: '9876543213',
      status: 'expired',
      membershipStartDate: '2020-01-01',
      membershipEndDate: '2021-01-01',
    });
    await create({ firstName: 'Held', lastName: 'Back', phone: '9876543214', status: 'suspended' });
    const importColumns = (csv: Buffer) =>
      rowsOf(csv)
        .map((cells) => cells.slice(0, MemberImportColumns.length))
        .sort((a, b) => a.join('\u0000').localeCompare(b.join('\u0000')));

    const before = await exportAll();
    await fx.dataSource.query('DELETE FROM members');
    const key = `imports/${randomUUID()}.csv`;
    await fx.storage.upload(key, [before.bytes], 'text/csv');
    const answer = await fx.importer.import({ fileKey: key, actor: fx.admin }, fx.admin);
    assert.deepEqual([answer.imported, answer.failed, answer.notices], [5, 0, []], JSON.stringify(answer.errors));
    const after = await exportAll();

    assert.deepEqual(importColumns(after.bytes), importColumns(before.bytes));
    assert.ok(after.bytes.toString('utf8').startsWith(`\uFEFF${HEADER},`), 'the header is the same too');
    const ravi = importColumns(after.bytes).find((cells) => cells[0] === 'PHOTO0700')!;
    assert.deepEqual(ravi.slice(-2), ['2026-04-01', '2027-03-31']);
    assert.equal(ravi[1], `'=HYPERLINK("http://evil.example")`, 'written as before: neutralised once, not twice');
    const [stored] = await fx.dataSource.query(`SELECT first_name FROM members WHERE member_id = 'PHOTO0700'`);
    assert.equal(
      stored.first_name,
      '=HYPERLINK("http://evil.example")',
      'the name is stored as it was, not with the apostrophe',
    );
  });

  it('exports an empty register as a header line only', async () => {
    const { rows, bytes } = await exportAll();
    assert.equal(rows, 0);
    assert.equal(bytes.toString('utf8').split('\r\n').filter(Boolean).length, 1);
  });

  it('refuses a member before anything is stored', async () => {
    const fileKey = `exports/members/${randomUUID()}.csv`;
    const member = { userId: randomUUID(), userType: 'member' as const };
    await assert.rejects(fx.exporter.export({ fileKey, actor: member }, member), { code: 'FORBIDDEN' });
    await assert.rejects(fx.storage.size(fileKey));
  });

  it('stops the COPY and gives its connection back when storage fails mid-export', async () => {
    // Far more than the socket buffers hold (40 MB of CSV), so the COPY is still running when storage stops taking
    // the file. Addresses of 10,000 characters: Postgres compresses them in the table (40,000 rows of 1,000 took
    // 5 s to insert), and COPY writes them out whole.
    await fx.dataSource.query(
      `INSERT INTO members (member_id, first_name, last_name, phone, status, address)
       SELECT 'BULKX' || lpad(g::text, 6, '0'), 'Export', 'Person' || g, (7000000000 + g)::text, 'active', repeat('x', 10000)
       FROM generate_series(1, 4000) g`,
    );
    // Storage that takes the first chunk, then stalls until told to fail (a store that goes away).
    let chunksTaken = 0;
    let failStorage: (error: Error) => void = () => undefined;
    const failing = new Promise<never>((_resolve, reject) => (failStorage = reject));
    failing.catch(() => undefined);
    const stalling = {
      async upload(_key: string, source: AsyncIterable<Buffer>): Promise<number> {
        for await (const chunk of source) {
          chunksTaken += chunk.length > 0 ? 1 : 0;
          await failing;
        }
        return 0;
      },
      async removeQuietly(): Promise<void> {},
    } as unknown as ObjectStorage;
    const sut = new MemberExportService(
      new MemberTransferRepository(fx.dataSource),
      stalling,
      new JsonLogger('membership', 'error'),
      new AuditTrail(),
      fx.dataSource,
    );
    const exporting = sut.export({ fileKey: `exports/members/${randomUUID()}.csv`, actor: fx.admin }, fx.admin);
    exporting.catch(() => undefined);
    await waitFor(async () => chunksTaken > 0, { timeoutMs: 10_000, what: 'the first chunk' });
    await waitFor(async () => (await copiesRunning()) === 1, { timeoutMs: 10_000, what: 'the COPY to be waiting' });

    failStorage(new Error('storage went away'));

    await assert.rejects(exporting, /storage went away/);
    await waitFor(async () => (await copiesRunning()) === 0, { timeoutMs: 10_000, what: 'the COPY to stop' });
    const { rows, bytes } = await exportAll();
    assert.equal(rows, 4000, 'the next export runs in full');
    assert.ok(bytes.length > 40_000_000, `the export is 40 MB (${bytes.length} bytes)`);
  });
});
