import 'reflect-metadata';
import { indiaDayOf, oneTermFrom, SAMPLE_MEMBERS_CSV, todayAsMembershipDate, todayInIndia } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, it } from '@jest/globals';
import { HEADER, memberImportOverPostgres, SAMPLE_CSV_IMPORTED } from './member-import.fixture';
import { MembershipFixture } from './membership-fixture';

describe('bulk import over Postgres and object storage', () => {
  const imports = memberImportOverPostgres();
  const { upload, importCsv, memberCount } = imports;
  let fx: MembershipFixture;
  beforeAll(() => {
    fx = imports.fx;
  });

  describe('import', () => {
    it('imports the sample file exactly as the portal serves it', async () => {
      assert.deepEqual(await importCsv(SAMPLE_MEMBERS_CSV), SAMPLE_CSV_IMPORTED);
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

    it('lets only admins import', async () => {
      const key = await upload(SAMPLE_MEMBERS_CSV);
      await assert.rejects(
        fx.importer.import({ fileKey: key, actor: fx.admin }, { userId: randomUUID(), userType: 'member' }),
        { code: 'FORBIDDEN' },
      );
    });
  });
});
