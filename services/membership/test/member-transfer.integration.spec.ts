import 'reflect-metadata';
import {
  IMPORTED_EVENT_CHUNK,
  MembershipEvents,
  indiaDayOf,
  MembersImportCompletedEventData,
  oneTermFrom,
  SAMPLE_MEMBERS_CSV,
  todayAsMembershipDate,
  todayInIndia,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { MembershipFixture, startMembershipFixture } from './membership-fixture';

const HEADER = 'memberId,firstName,lastName,email,phone,address,dateOfBirth,status';

describe('bulk import over Postgres and object storage', () => {
  let fx: MembershipFixture;
  const upload = async (content: string | Buffer) => {
    const key = `imports/${randomUUID()}.csv`;
    await fx.storage.upload(key, [Buffer.from(content)], 'text/csv');
    return key;
  };
  const importCsv = async (content: string | Buffer) =>
    fx.importer.import({ fileKey: await upload(content), actor: fx.admin }, fx.admin);
  const memberCount = async () => Number((await fx.dataSource.query('SELECT count(*) AS n FROM members'))[0].n);
  const outboxCount = async () => Number((await fx.dataSource.query('SELECT count(*) AS n FROM outbox'))[0].n);

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());
  beforeEach(async () => {
    await fx.dataSource.query('DELETE FROM members');
    await fx.dataSource.query('DELETE FROM outbox');
  });

  describe('import', () => {
    it('imports the sample file exactly as the portal serves it', async () => {
      assert.deepEqual(await importCsv(SAMPLE_MEMBERS_CSV), {
        success: true,
        imported: 3,
        failed: 0,
        errors: [],
        notices: ['1 active member had no membership end date: each now ends one year after their start date (row 4)'],
        failedRowsCsv: null,
      });
    });

    it('reads a spreadsheet file: BOM, CRLF, quoted commas, quotes and line breaks, columns in any order', async () => {
      const csv =
        '\uFEFFstatus,Phone,Last Name,First Name,Address,Email,Date of Birth\r\n' +
        'active,+91 98765 43210,Kumar,Ravi,"12 MG Road, Mysuru",ravi@example.com,1985-04-12\r\n' +
        'pending,9845012345,"Nara""yan",Lakshmi,"45 Temple Street\r\nUdupi",,\r\n';
      assert.deepEqual(await importCsv(csv), {
        success: true,
        imported: 2,
        failed: 0,
        errors: [],
        notices: ['1 active member had no membership end date: each now ends one year after their start date (row 2)'],
        failedRowsCsv: null,
      });
      const rows = await fx.dataSource.query(
        `SELECT first_name, last_name, phone, address, email, date_of_birth::text AS dob, status FROM members ORDER BY member_id`,
      );
      assert.deepEqual(rows, [
        {
          first_name: 'Ravi',
          last_name: 'Kumar',
          phone: '9876543210',
          address: '12 MG Road, Mysuru',
          email: 'ravi@example.com',
          dob: '1985-04-12',
          status: 'active',
        },
        {
          first_name: 'Lakshmi',
          last_name: 'Nara"yan',
          phone: '9845012345',
          address: '45 Temple Street\r\nUdupi',
          email: null,
          dob: null,
          status: 'pending',
        },
      ]);
    });

    it('imports the valid rows and reports every other row by its spreadsheet row number', async () => {
      await fx.members.create(
        { firstName: 'Old', lastName: 'Member', phone: '9000000001', email: 'old@example.com', memberId: 'PHOTO0500' },
        fx.admin,
      );
      const csv = [
        HEADER,
        ',Good,One,good1@example.com,9000000010,,1990-01-01,active', // row 2
        ',,NoFirst,,9000000011,,,', // 3
        ',Bad,Date,,9000000012,,1990-13-01,', // 4
        ',Bad,Status,,9000000013,,,retired', // 5
        'PH12,Bad,Id,,9000000014,,,', // 6
        ',Same,Phone,,+91 90000 00010,,,', // 7
        ',Taken,Phone,,9000000001,,,', // 8
        ',Taken,Email,OLD@example.com,9000000015,,,', // 9
        'photo0500,Taken,Id,,9000000016,,,', // 10
        ',Bad,Contact,not-an-email,12345,,,', // 11
        'PHOTO0777,Good,Two,,9000000017,"Hassan, Karnataka",,', // 12
      ].join('\n');
      const answer = await importCsv(csv);
      assert.deepEqual(answer.errors, [
        { row: 3, error: 'First name is required', member: 'NoFirst' },
        {
          row: 4,
          error: 'Date of birth must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
          member: 'Bad Date',
        },
        { row: 5, error: 'Status must be one of active, expired, pending, suspended', member: 'Bad Status' },
        {
          row: 6,
          error: 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
          member: 'Bad Id',
        },
        { row: 7, error: 'Phone number appears more than once in the file (also row 2)', member: 'Same Phone' },
        { row: 8, error: 'Phone number is already registered', member: 'Taken Phone' },
        { row: 9, error: 'Email address is already registered', member: 'Taken Email' },
        { row: 10, error: 'Membership ID "PHOTO0500" is already taken', member: 'Taken Id' },
        {
          row: 11,
          error: 'Phone number must be a valid 10-digit Indian mobile number; Please enter a valid email address',
          member: 'Bad Contact',
        },
      ]);
      assert.deepEqual([answer.success, answer.imported, answer.failed], [true, 2, 9]);
      const imported = await fx.dataSource.query(
        `SELECT first_name, last_name, member_id FROM members WHERE first_name = 'Good' ORDER BY last_name`,
      );
      assert.deepEqual(
        imported.map((r: { last_name: string }) => r.last_name),
        ['One', 'Two'],
      );
      assert.equal(imported[1].member_id, 'PHOTO0777');
    });

    it('writes the imported members as chunked events with each member snapshot and source import', async () => {
      await importCsv(`${HEADER}\n,Ravi,Kumar,Ravi@Example.com,9876543210,,,active\n,Asha,Rao,,9876543211,,,\n`);
      const events = await fx.events(MembershipEvents.MembersImported);
      assert.equal(events.length, 1, 'two members fit one chunk');
      const [row] = await fx.dataSource.query(`SELECT id, member_id FROM members WHERE phone = '9876543210'`);
      const data = events[0].data;
      assert.equal(data.source, 'import');
      assert.equal(data.by, fx.admin.userId);
      assert.equal(data.members.length, 2);
      assert.deepEqual(
        data.members.find((m) => m.phone === '9876543210'),
        {
          id: row.id,
          memberId: row.member_id,
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'Ravi@Example.com',
          phone: '9876543210',
          status: 'active',
          optedSchemes: [],
          membershipEndDate: oneTermFrom(todayAsMembershipDate()).toISOString(),
          validThrough: indiaDayOf(oneTermFrom(todayAsMembershipDate())),
        },
      );
      const [outboxRow] = await fx.dataSource.query(`SELECT id FROM outbox WHERE payload->>'id' = $1`, [events[0].id]);
      assert.ok(outboxRow, 'the event id is the outbox row id, so JetStream can drop a republished copy');
    });

    it('stores dates of birth and phone numbers as an Indian spreadsheet saves them, and refuses those it would store wrong', async () => {
      const csv = [
        HEADER,
        ',Day,Slash,,+91 98860 12345,,15/08/1985,', // row 2
        ',Day,Dash,,098860 12346,,15-08-1986,', // 3
        ',Day,Dot,,98860-12347,,15.08.1987,', // 4
        ',Iso,Date,,9886012348,,1988-08-15,', // 5
        ',Not,Real,,9886012349,,31/02/1990,', // 6
        ',Lost,Digits,,9.88601E+09,,,', // 7
      ].join('\r\n');
      const answer = await importCsv(csv);
      assert.deepEqual(answer.errors, [
        {
          row: 6,
          error: 'Date of birth must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
          member: 'Not Real',
        },
        {
          row: 7,
          error:
            'Phone number "9.88601E+09" was saved by the spreadsheet in scientific notation, which loses digits; ' +
            'format the phone column as text and save the CSV again',
          member: 'Lost Digits',
        },
      ]);
      assert.equal(answer.imported, 4);
      const stored = await fx.dataSource.query(
        `SELECT last_name, phone, to_char(date_of_birth, 'YYYY-MM-DD') AS dob FROM members ORDER BY phone`,
      );
      assert.deepEqual(
        stored.map((r: { last_name: string; phone: string; dob: string }) => [r.last_name, r.phone, r.dob]),
        [
          ['Slash', '9886012345', '1985-08-15'],
          ['Dash', '9886012346', '1986-08-15'],
          ['Dot', '9886012347', '1987-08-15'],
          ['Date', '9886012348', '1988-08-15'],
        ],
      );
    });

    it('reads membership start and end dates as the export writes them or day first, and ends an active member without an end date one year after the start', async () => {
      const csv = [
        `${HEADER},membershipStartDate,membershipEndDate`,
        ',Iso,Dates,,9886012301,,,active,2026-04-01,2027-03-31', // row 2
        ',Day,First,,9886012302,,,active,01/04/2026,31/03/2027', // 3
        ',No,End,,9886012303,,,active,15/06/2026,', // 4
        ',No,Dates,,9886012304,,,active,,', // 5
        ',Still,Pending,,9886012305,,,pending,,', // 6
        ',Bad,Start,,9886012306,,,active,31/02/2026,', // 7
        ',Ends,Early,,9886012307,,,active,01/04/2026,01/03/2026', // 8
      ].join('\r\n');
      const answer = await importCsv(csv);
      assert.equal(answer.imported, 5);
      assert.deepEqual(answer.notices, [
        '2 active members had no membership end date: each now ends one year after their start date (rows 4, 5)',
      ]);
      assert.deepEqual(
        answer.errors.map((e) => [e.row, e.member, e.error]),
        [
          [
            7,
            'Bad Start',
            'Membership start date must be a real date written as DD/MM/YYYY, DD-MM-YYYY, DD.MM.YYYY or YYYY-MM-DD',
          ],
          [8, 'Ends Early', 'Membership end date must be after the start date'],
        ],
      );
      const day = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
      const stored = await fx.dataSource.query(
        `SELECT last_name, ${day('membership_start_date')} AS start, ${day('membership_end_date')} AS end
         FROM members ORDER BY phone`,
      );
      const today = todayInIndia();
      const yearOn = indiaDayOf(oneTermFrom(todayAsMembershipDate()));
      assert.deepEqual(
        stored.map((r: { last_name: string; start: string; end: string | null }) => [r.last_name, r.start, r.end]),
        [
          ['Dates', '2026-04-01', '2027-03-31'],
          ['First', '2026-04-01', '2027-03-31'],
          ['End', '2026-06-15', '2027-06-15'],
          ['Dates', today, yearOn],
          ['Pending', today, null],
        ],
      );
    });

    it('gives the failed rows back as they were with an error column, and the fixed file imports', async () => {
      const csv = [
        'First Name,Last Name,Mobile,Address,Notes',
        'Asha,Rao,+91 98860 12401,"Flat 3, ""Sunrise""",first', // row 2: imported
        'Kiran,,98860 12402,Hassan,no surname', // 3
        'Ravi,Kumar,+91 98860 12401,,same phone', // 4
      ].join('\r\n');
      const answer = await importCsv(csv);
      assert.deepEqual([answer.imported, answer.failed], [1, 2]);
      assert.equal(
        answer.failedRowsCsv,
        '\uFEFFFirst Name,Last Name,Mobile,Address,Notes,error\r\n' +
          'Kiran,,98860 12402,Hassan,no surname,Last name is required\r\n' +
          "Ravi,Kumar,'+91 98860 12401,,same phone,Phone number appears more than once in the file (also row 2)\r\n",
      );
      const fixed = String(answer.failedRowsCsv)
        .replace('Kiran,,', 'Kiran,Shetty,')
        .replace("'+91 98860 12401", '+91 98860 12403');
      const again = await importCsv(fixed);
      assert.deepEqual([again.imported, again.failed, again.failedRowsCsv], [2, 0, null]);
      const names = await fx.dataSource.query(`SELECT first_name, last_name, phone FROM members ORDER BY phone`);
      assert.deepEqual(
        names.map((r: { first_name: string; last_name: string; phone: string }) => [
          r.first_name,
          r.last_name,
          r.phone,
        ]),
        [
          ['Asha', 'Rao', '9886012401'],
          ['Kiran', 'Shetty', '9886012402'],
          ['Ravi', 'Kumar', '9886012403'],
        ],
      );
    });

    it("says 'Imported' in an imported member's activity log, not 'Registered'", async () => {
      await importCsv(`${HEADER}\n,Ravi,Kumar,,9876543210,,,active\n`);
      await fx.members.create({ firstName: 'Asha', lastName: 'Rao', phone: '9876543211' }, fx.admin);
      const [ravi] = await fx.dataSource.query(`SELECT member_id FROM members WHERE phone = '9876543210'`);
      const [asha] = await fx.dataSource.query(`SELECT member_id FROM members WHERE phone = '9876543211'`);
      const first = async (memberId: string) => (await fx.activity.list(memberId, fx.admin)).at(-1)!;
      assert.deepEqual(
        [(await first(ravi.member_id)).kind, (await first(ravi.member_id)).details.source],
        ['imported', 'import'],
      );
      assert.deepEqual(
        [(await first(asha.member_id)).kind, (await first(asha.member_id)).details.source],
        ['registered', 'admin'],
      );
    });

    it('announces each import once with its counts, however many chunks its members take', async () => {
      const rows = Array.from(
        { length: IMPORTED_EVENT_CHUNK + 20 },
        (_, i) => `,Bulk,Member${i},,9${String(700000000 + i)},,,active`,
      );
      const answer = await fx.importer.import(
        {
          fileKey: await upload([HEADER, ...rows, ',Bad,Row,,123,,,'].join('\n')),
          fileName: 'register.csv',
          actor: fx.admin,
        },
        fx.admin,
      );
      assert.equal(answer.imported, IMPORTED_EVENT_CHUNK + 20);
      assert.equal((await fx.events(MembershipEvents.MembersImported)).length, 2);
      const summaries = await fx.events(MembershipEvents.ImportCompleted);
      assert.equal(summaries.length, 1);
      const summary: MembersImportCompletedEventData = {
        imported: IMPORTED_EVENT_CHUNK + 20,
        failed: 1,
        by: fx.admin.userId,
        fileName: 'register.csv',
      };
      assert.deepEqual(summaries[0].data, summary);

      await importCsv(`${HEADER}\n,Only,Bad,,123,,,\n`);
      assert.equal(
        (await fx.events(MembershipEvents.ImportCompleted)).length,
        1,
        'an import that stored nobody says nothing',
      );
    });

    it(`splits a large import into events of at most ${IMPORTED_EVENT_CHUNK} members`, async () => {
      const rows = Array.from(
        { length: IMPORTED_EVENT_CHUNK + 20 },
        (_, i) => `,Bulk,Member${i},,97${String(i).padStart(8, '0')},,,`,
      );
      assert.equal((await importCsv(`${HEADER}\n${rows.join('\n')}\n`)).imported, IMPORTED_EVENT_CHUNK + 20);
      const sizes = (await fx.events(MembershipEvents.MembersImported))
        .map((e) => e.data.members.length)
        .sort((a, b) => b - a);
      assert.equal(
        sizes.reduce((a, b) => a + b, 0),
        IMPORTED_EVENT_CHUNK + 20,
      );
      assert.ok(sizes[0] <= IMPORTED_EVENT_CHUNK);
    });

    it('generates ids that skip the ids typed in the same file, in file order', async () => {
      const { nextId } = await fx.members.nextId(fx.admin);
      const next = Number(nextId.slice(5));
      const typed = `PHOTO${String(next + 1).padStart(4, '0')}`;
      const csv = `${HEADER}\n,First,Auto,,9876500001,,,\n${typed},Typed,Hand,,9876500002,,,\n,Second,Auto,,9876500003,,,\n`;
      assert.equal((await importCsv(csv)).imported, 3);
      const ids = await fx.dataSource.query(`SELECT first_name, member_id FROM members ORDER BY member_id`);
      assert.deepEqual(
        ids.map((r: { first_name: string; member_id: string }) => `${r.first_name}:${r.member_id}`),
        [`First:${nextId}`, `Typed:${typed}`, `Second:PHOTO${String(next + 2).padStart(4, '0')}`],
      );
    });

    it('gives imported rows generated ids that skip ids typed by hand before', async () => {
      const { nextId } = await fx.members.nextId(fx.admin);
      const next = Number(nextId.slice(5));
      const id = (n: number) => `PHOTO${String(n).padStart(4, '0')}`;
      for (const n of [next, next + 1, next + 2]) {
        await fx.members.create(
          { memberId: id(n), firstName: 'Typed', lastName: String(n), phone: `98700${String(n).padStart(5, '0')}` },
          fx.admin,
        );
      }
      const answer = await importCsv(`${HEADER}\n,First,Import,,9876700001,,,\n,Second,Import,,9876700002,,,\n`);
      assert.deepEqual([answer.imported, answer.failed], [2, 0]);
      const ids = await fx.dataSource.query(
        `SELECT member_id FROM members WHERE last_name = 'Import' ORDER BY member_id`,
      );
      assert.deepEqual(
        ids.map((r: { member_id: string }) => r.member_id),
        [id(next + 3), id(next + 4)],
      );
    });

    it('stores nothing at all when the database fails in the middle of an import', async () => {
      await fx.dataSource.query(`
        CREATE FUNCTION fail_on_crash() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN IF NEW.last_name = 'Crash' THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$;
        CREATE TRIGGER fail_on_crash BEFORE INSERT ON members FOR EACH ROW EXECUTE FUNCTION fail_on_crash();`);
      try {
        const csv = `${HEADER}\nPHOTO4001,Typed,Fine,,9876600001,,,\n,Auto,Fine,,9876600002,,,\n,Auto,Crash,,9876600003,,,\n`;
        await assert.rejects(importCsv(csv), /disk full/);
        assert.equal(await memberCount(), 0);
        assert.equal(await outboxCount(), 0);
      } finally {
        await fx.dataSource.query('DROP TRIGGER fail_on_crash ON members; DROP FUNCTION fail_on_crash()');
      }
    });

    it('refuses a file that is not a CSV or has no member header, with a clear message', async () => {
      const png = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
        Buffer.from('IHDR'),
      ]);
      await assert.rejects(importCsv(png), {
        code: 'MEMBERSHIP_INVALID_IMPORT_FILE',
        message: 'Please upload a CSV file',
      });
      await assert.rejects(importCsv('name;mobile\nRavi;9876543210\n'), {
        code: 'MEMBERSHIP_INVALID_IMPORT_FILE',
        message: 'The CSV file has no header row with firstName, lastName and phone',
      });
      assert.equal(await memberCount(), 0);
    });

    it('imports 20,000 rows in one go with set-based inserts', async () => {
      const lines = [HEADER];
      for (let i = 0; i < 20_000; i++)
        lines.push(`,First${i},Last${i},m${i}@example.com,${7000000000 + i},"Street ${i}, Town",1980-01-01,active`);
      const answer = await importCsv(lines.join('\r\n'));
      assert.deepEqual([answer.imported, answer.failed], [20_000, 0]);
      assert.equal(await memberCount(), 20_000);
      const chunks = await fx.events(MembershipEvents.MembersImported);
      const announced = chunks.reduce((n, e) => n + e.data.members.length, 0);
      assert.equal(announced, 20_000, 'every imported member is announced once');
      assert.ok(
        chunks.length <= Math.ceil(20_000 / IMPORTED_EVENT_CHUNK) + 40,
        `${chunks.length} events, not one per member`,
      );
      const [ids] = await fx.dataSource.query(
        `SELECT count(DISTINCT member_id)::int AS n, (max(substr(member_id, 6)::int) - min(substr(member_id, 6)::int) + 1)::int AS span FROM members`,
      );
      assert.deepEqual(ids, { n: 20_000, span: 20_000 }, 'distinct ids, no numbers wasted');
    });

    it('lets only admins import', async () => {
      const key = await upload(SAMPLE_MEMBERS_CSV);
      await assert.rejects(
        fx.importer.import({ fileKey: key, actor: fx.admin }, { userId: randomUUID(), userType: 'member' }),
        { code: 'FORBIDDEN' },
      );
    });
  });
});
