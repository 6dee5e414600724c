import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { docxLike, tinyPng } from '../support/fixtures/files';
import { adminClient, createMember, parseCsv } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { listStoredKeys } from '../support/fixtures/storage';
import { waitFor } from '@portal/testing';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

const csvPart = (text: string, fileName = 'members.csv', type = 'text/csv') => ({
  name: 'file',
  fileName,
  type,
  data: Buffer.from(text, 'utf8'),
});

describe('member import, sample file and export', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let forms: FormClient;

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await adminClient(stack);
    forms = new FormClient(stack.url, admin);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('downloads sample_members_import.csv, which imports as it is', async () => {
    const sample = await forms.download('/api/members/sample-csv');
    assert.equal(sample.status, 200);
    assert.match(sample.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(sample.headers.get('content-disposition') ?? '', /^attachment; filename="sample_members_import\.csv"/);
    const rows = parseCsv(sample.body.toString('utf8'));
    for (const column of ['memberId', 'firstName', 'lastName', 'email', 'phone', 'address', 'dateOfBirth', 'status']) {
      assert.ok(rows[0].includes(column), `sample has the ${column} column`);
    }
    const imported = await forms.post('/api/members/bulk-import', [
      csvPart(sample.body.toString('utf8'), 'sample_members_import.csv'),
    ]);
    assert.equal(imported.status, 200, imported.text);
    assert.equal(imported.json.failed, 0, JSON.stringify(imported.json.errors));
    assert.equal(imported.json.imported, rows.length - 1);
  });

  it('imports the good rows and reports the bad one by the row number a spreadsheet shows', async () => {
    const csv = [
      'firstName,lastName,phone,email,status',
      'Ramesh,Hegde,9811100001,ramesh.hegde@e2e.test,active',
      'Sunita,Rao,,sunita.rao@e2e.test,active', // row 3: no phone
      'Vinay,Kamath,9811100003,,pending',
    ].join('\r\n');
    const res = await forms.post('/api/members/bulk-import', [csvPart(csv)]);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.imported, 2);
    assert.equal(res.json.failed, 1);
    assert.equal(res.json.errors.length, 1);
    assert.equal(res.json.errors[0].row, 3);
    assert.match(res.json.errors[0].error, /phone/i);
    const found = await admin.get('/api/members?search=Kamath');
    assert.equal(found.json.total, 1);
    assert.equal((await admin.get('/api/members?search=sunita.rao')).json.total, 0, 'the bad row was not half-written');
  });

  it('imports a register saved by a spreadsheet in India: day-first dates and phones with +91 or 0, refusing what it would store wrong', async () => {
    const csv = [
      'First Name,Last Name,Mobile,DOB',
      'Girish,Bhat,+91 98860 12345,15/08/1985',
      'Nandini,Bhat,098860 12346,01.02.1990',
      'Wrong,Date,9886012347,31/02/1990', // row 4
      'Lost,Digits,9.88601E+09,15-08-1985', // row 5
    ].join('\r\n');
    const res = await forms.post('/api/members/bulk-import', [csvPart(csv, 'register.csv')]);
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.imported, 2);
    assert.deepEqual(
      res.json.errors.map((e: { row: number }) => e.row),
      [4, 5],
    );
    assert.match(res.json.errors[0].error, /^Date of birth must be a real date written as DD\/MM\/YYYY/);
    assert.match(res.json.errors[1].error, /scientific notation/);
    const girish = (await admin.get('/api/members?search=girish')).json.members[0];
    assert.deepEqual([girish.phone, girish.dateOfBirth], ['9886012345', '1985-08-15']);
    const nandini = (await admin.get('/api/members?search=nandini')).json.members[0];
    assert.deepEqual([nandini.phone, nandini.dateOfBirth], ['9886012346', '1990-02-01']);
  });

  it('keeps no copy of an imported file in storage', async () => {
    await forms.post('/api/members/bulk-import', [csvPart('firstName,lastName,phone\r\nAnil,Shenoy,9811100010\r\n')]);
    assert.deepEqual(await listStoredKeys(stack.s3, 'imports/'), []);
  });

  it("refuses a file that is not a CSV as the wrong type (415) with 'Please upload a CSV file'", async () => {
    const picture = await forms.post('/api/members/bulk-import', [
      { name: 'file', fileName: 'members.png', type: 'image/png', data: tinyPng() },
    ]);
    assert.equal(picture.status, 415);
    assert.equal(picture.json.message, 'Please upload a CSV file');
    const spreadsheet = await forms.post('/api/members/bulk-import', [
      { name: 'file', fileName: 'members.csv', type: 'text/csv', data: docxLike() },
    ]);
    assert.equal(spreadsheet.status, 415, 'an Excel file renamed .csv');
    assert.equal(spreadsheet.json.message, 'Please upload a CSV file');
    const text = await forms.post('/api/members/bulk-import', [csvPart('a,b\n1,2\n', 'members.txt', 'text/plain')]);
    assert.equal(text.status, 415);
    assert.equal(text.json.message, 'Please upload a CSV file');
  });

  it("refuses an import without a file with 'Please select a CSV file to import'", async () => {
    const empty = await forms.post('/api/members/bulk-import', [{ name: 'note', value: 'no file here' }]);
    assert.equal(empty.status, 400);
    assert.equal(empty.json.message, 'Please select a CSV file to import');
    assert.deepEqual(empty.json.errors, [{ field: 'file', message: 'Please select a CSV file to import' }]);
    const json = await admin.post('/api/members/bulk-import', {});
    assert.equal(json.status, 400);
    assert.equal(json.json.message, 'Please select a CSV file to import');
    const emptyFile = await forms.post('/api/members/bulk-import', [csvPart('', 'members.csv')]);
    assert.equal(emptyFile.status, 400);
  });

  it('exports every member to members_export_{date}.csv, quoted and safe to open in a spreadsheet', async () => {
    const tricky = await createMember(admin, {
      firstName: '=HYPERLINK("http://evil.example","click")',
      lastName: '@SUM(A1)',
      address: 'Flat 3, "Sunrise"\nMG Road, Mysuru',
    });
    const plus = await createMember(admin, { firstName: '+Ganesh', lastName: '-Rao' });
    const res = await forms.download('/api/members/export');
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/csv/);
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /^attachment; filename="members_export_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.body.toString('utf8');
    const rows = parseCsv(text);
    const header = rows[0];
    const column = (name: string) => header.indexOf(name);
    assert.ok(column('memberId') >= 0 && column('firstName') >= 0 && column('address') >= 0, header.join(','));
    const total = (await admin.get('/api/members?limit=1')).json.total;
    assert.equal(rows.filter((r) => r.length > 1).length - 1, total, 'one row per member');

    const trickyRow = rows.find((r) => r[column('memberId')] === tricky.memberId)!;
    assert.ok(trickyRow, 'the member with commas and quotes is one row');
    assert.match(trickyRow[column('address')], /Flat 3, "Sunrise"\s+MG Road, Mysuru/);
    for (const row of rows) {
      for (const cell of row)
        assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `cell ${JSON.stringify(cell)} could run as a formula`);
    }
    assert.ok(trickyRow[column('firstName')].includes('HYPERLINK'), 'the text itself is kept');
    const plusRow = rows.find((r) => r[column('memberId')] === plus.memberId)!;
    assert.ok(plusRow[column('firstName')].includes('+Ganesh'));
    assert.ok(text.includes('"Flat 3, ""Sunrise""'), 'fields with commas and quotes are quoted (RFC 4180)');
  });

  describe('validity that is always set', () => {
    const IMPORT_COLUMNS = [
      'memberId',
      'firstName',
      'lastName',
      'email',
      'phone',
      'address',
      'dateOfBirth',
      'status',
      'membershipStartDate',
      'membershipEndDate',
    ];
    /** The export's rows of these member ids, in the columns the import reads, sorted by member id. */
    const exportedRows = async (memberIds: string[]) => {
      const res = await forms.download('/api/members/export');
      assert.equal(res.status, 200);
      const text = res.body.toString('utf8');
      const rows = parseCsv(text);
      assert.deepEqual(
        rows[0].slice(0, IMPORT_COLUMNS.length),
        IMPORT_COLUMNS,
        'the export starts with the import columns',
      );
      return {
        header: rows[0],
        rows: rows
          .filter((r) => memberIds.includes(r[0]))
          .map((r) => r.slice(0, IMPORT_COLUMNS.length))
          .sort((a, b) => a[0].localeCompare(b[0])),
        csvOf: (ids: string[]) => {
          const lines = text.replace(/^\ufeff/, '').split('\r\n');
          // Each of these members' rows is one line (no line breaks in their cells).
          return (
            [lines[0], ...lines.filter((line) => ids.some((id) => line.startsWith(`${id},`)))].join('\r\n') + '\r\n'
          );
        },
      };
    };

    it('re-imports an export into a clean register byte for byte in every column the import reads', async () => {
      const created = [
        await createMember(admin, {
          firstName: '=Ravi',
          lastName: 'Kumar, Jr.',
          address: 'Flat 3, "Sunrise" MG Road',
          dateOfBirth: '1985-04-12',
          status: 'active',
          membershipStartDate: '2026-04-01',
          membershipEndDate: '2027-03-31',
        }),
        await createMember(admin, { firstName: '-Asha', lastName: 'Rao', email: null, status: 'pending' }),
        await createMember(admin, {
          firstName: 'Old',
          lastName: 'Member',
          status: 'expired',
          membershipStartDate: '2020-01-01',
          membershipEndDate: '2021-01-01',
        }),
        await createMember(admin, { firstName: 'New', lastName: 'Active', status: 'active' }),
      ];
      const ids = created.map((m) => m.memberId as string);
      const before = await exportedRows(ids);
      assert.equal(before.rows.length, 4);
      const file = before.csvOf(ids);
      for (const member of created) assert.equal((await admin.delete(`/api/members/${member.id}`)).status, 200);

      const imported = await forms.post('/api/members/bulk-import', [csvPart(file, 'members_export.csv')]);
      assert.equal(imported.status, 200, imported.text);
      assert.deepEqual([imported.json.imported, imported.json.failed, imported.json.notices], [4, 0, []]);
      const after = await exportedRows(ids);
      assert.deepEqual(after.rows, before.rows);
      assert.deepEqual(after.header, before.header);
      const ravi = after.rows.find((r) => r[0] === ids[0])!;
      assert.deepEqual([ravi[1], ravi[8], ravi[9]], ["'=Ravi", '2026-04-01', '2027-03-31']);
    });

    it('gives an active row without an end date one year from its start, saying so, and logs the member as Imported', async () => {
      const phone = `9${String(Date.now()).slice(-9)}`;
      const csv = [
        'firstName,lastName,phone,status,membershipStartDate,membershipEndDate',
        `Year,Default,${phone},active,01/04/2026,`,
      ].join('\r\n');
      const res = await forms.post('/api/members/bulk-import', [csvPart(csv)]);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(res.json.notices, [
        '1 active member had no membership end date: each now ends one year after their start date (row 2)',
      ]);
      const member = (await admin.get(`/api/members?search=${phone}`)).json.members[0];
      assert.deepEqual(
        [member.membershipStartDate, member.membershipEndDate],
        ['2026-04-01T00:00:00.000Z', '2027-04-01T00:00:00.000Z'],
      );
      const activity = await admin.get(`/api/members/${member.id}/activity`);
      assert.equal(activity.status, 200, activity.text);
      const first = activity.json.at(-1);
      assert.deepEqual([first.kind, first.details.source], ['imported', 'import']);
      assert.ok(!activity.json.some((e: { kind: string }) => e.kind === 'registered'));
    });

    it("answers the failed rows as a CSV to fix and import again, and names each failed row's member", async () => {
      const taken = await createMember(admin);
      const phone = `8${String(Date.now()).slice(-9)}`;
      const csv = [
        'First Name,Last Name,Mobile,Notes',
        `Kiran,,${phone},no surname`,
        `Taken,Phone,${taken.phone},phone in use`,
      ].join('\r\n');
      const res = await forms.post('/api/members/bulk-import', [csvPart(csv)]);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.json.errors.map((e: { row: number; member: string; error: string }) => [e.row, e.member, e.error]),
        [
          [2, 'Kiran', 'Last name is required'],
          [3, 'Taken Phone', 'Phone number is already registered'],
        ],
      );
      assert.equal(
        res.json.failedRowsCsv,
        '\uFEFFFirst Name,Last Name,Mobile,Notes,error\r\n' +
          `Kiran,,${phone},no surname,Last name is required\r\n` +
          `Taken,Phone,${taken.phone},phone in use,Phone number is already registered\r\n`,
      );
      const fixed = (res.json.failedRowsCsv as string)
        .replace('Kiran,,', 'Kiran,Shetty,')
        .replace(/\r\nTaken,Phone,[^\r]*\r\n/, '\r\n');
      const again = await forms.post('/api/members/bulk-import', [csvPart(fixed, 'members_failed_rows.csv')]);
      assert.deepEqual([again.json.imported, again.json.failed, again.json.failedRowsCsv], [1, 0, null]);
    });

    it('saves a member as Active without an end date with one from the start, on create and on edit', async () => {
      const created = await createMember(admin, { status: 'active', membershipStartDate: '2026-05-10' });
      assert.equal(created.membershipEndDate, '2027-05-10T00:00:00.000Z');
      const pending = await createMember(admin, { status: 'pending', membershipStartDate: null });
      assert.ok(pending.membershipStartDate, 'a blank start date is today');
      assert.equal(pending.membershipEndDate, null);
      const edited = await admin.put(`/api/members/${pending.id}`, { status: 'active', membershipEndDate: null });
      assert.equal(edited.status, 200, edited.text);
      const start = Date.parse(pending.membershipStartDate);
      assert.equal(Date.parse(edited.json.membershipEndDate) - start, 365 * 86_400_000);
    });
  });

  it('keeps no copy of an export in storage once it is downloaded', async () => {
    const res = await forms.download('/api/members/export');
    assert.equal(res.status, 200);
    // Removed right after the last byte is sent, which may be a moment after the client has it.
    await waitFor(async () => (await listStoredKeys(stack.s3, 'exports/')).length === 0, {
      timeoutMs: 5000,
      what: 'the export to be removed from storage',
    });
  });
});
