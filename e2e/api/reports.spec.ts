import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, popplerText } from '@portal/testing';
import ExcelJS from 'exceljs';
import { Client } from 'pg';
import { tinyPdf } from '../support/fixtures/files';
import { createEvent } from '../support/fixtures/content';
import { MemberSessions } from '../support/fixtures/member-session';
import { parseCsv } from '../support/fixtures/members';
import { FormClient } from '../support/fixtures/multipart';
import { addRecord, download, dueNextYear, knownToPayments } from '../support/fixtures/payments';
import { signedInStaff } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Reports (issue 13): every type in every format, with the rows of an India-day range and nothing else,
 * kept for Recent Exports and downloaded again byte for byte.
 *
 * Each type has four rows whose dates sit on the edges of 1–30 April 2025 in India: 00:00 on 1 April and
 * 23:59 on 30 April are inside, 23:59 on 31 March and 00:00 on 1 May are outside.
 */
const RANGE = 'from=2025-04-01&to=2025-04-30';
const EDGES = [
  { inside: true, at: '2025-03-31T18:30:00.000Z' },
  { inside: true, at: '2025-04-30T18:29:00.000Z' },
  { inside: false, at: '2025-03-31T18:29:00.000Z' },
  { inside: false, at: '2025-04-30T18:30:00.000Z' },
];
const FORMATS = ['csv', 'excel', 'pdf'] as const;
const TYPES = ['members', 'events', 'id-cards', 'payments'] as const;
type ReportType = (typeof TYPES)[number];
/** The column that tells each report's rows apart. */
const KEY_COLUMN: Record<ReportType, string> = {
  members: 'Member ID',
  events: 'Title',
  'id-cards': 'Member ID',
  payments: 'Transaction ID',
};

/** The key column's values, read as a person's spreadsheet or reader would read the file. */
async function keysIn(format: (typeof FORMATS)[number], body: Buffer, column: string): Promise<string[]> {
  if (format === 'csv') {
    const [header, ...rows] = parseCsv(body.toString('utf8'));
    return rows.map((row) => row[header.indexOf(column)]);
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const index = (sheet.getRow(1).values as unknown[]).indexOf(column);
  const keys: string[] = [];
  for (let r = 2; r <= sheet.actualRowCount; r++) keys.push(sheet.getRow(r).getCell(index).text);
  return keys;
}

describe('reports', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  const keys = {} as Record<ReportType, { inside: string[]; outside: string[] }>;
  const downloads = new Map<string, { body: Buffer; fileName: string }>();
  /** The in-range members' e-mails: long, as some members' are, so a PDF that cut them would show it. */
  const insideEmails: string[] = [];

  async function inDatabase(
    service: Parameters<TestStack['databaseUrl']>[0],
    sql: string,
    params: unknown[],
  ): Promise<void> {
    const client = new Client({ connectionString: stack.databaseUrl(service) });
    await client.connect();
    try {
      const result = await client.query(sql, params);
      assert.equal(result.rowCount, 1, sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    for (const type of TYPES) keys[type] = { inside: [], outside: [] };

    const forms = new FormClient(stack.url, admin);
    for (const [i, edge] of EDGES.entries()) {
      const email = `kiran.photography.studio.belagavi.edge${i + 1}.${randomUUID().slice(0, 8)}@member-auth.test`;
      const { member } = await sessions.accounts.approved({ firstName: `Edge${i + 1}`, optedSchemes: ['esi'], email });
      const side = edge.inside ? 'inside' : 'outside';
      if (edge.inside) insideEmails.push(email);
      // Joined, its card made and its dues paid at the edge.
      await inDatabase('membership', 'UPDATE members SET created_at = $2 WHERE id = $1', [member.id, edge.at]);
      keys.members[side].push(member.memberId);

      const card = await forms.post(`/api/members/${member.id}/id-card`, [
        { name: 'idCard', fileName: 'id-card.pdf', type: 'application/pdf', data: tinyPdf('ID card') },
      ]);
      assert.equal(card.status, 201, card.text);
      await inDatabase('membership', 'UPDATE members SET id_card_uploaded_at = $2 WHERE id = $1', [member.id, edge.at]);
      keys['id-cards'][side].push(member.memberId);

      await knownToPayments(admin, member.id);
      const paid = await addRecord(admin, {
        memberId: member.id,
        scheme: 'esi',
        amount: 200,
        status: 'paid',
        paymentMethod: 'cash',
        transactionId: `TXN-EDGE-${i + 1}-UPI-RAZORPAY-2025-04-SETTLEMENT`,
      });
      await inDatabase('payments', 'UPDATE payment_records SET payment_date = $2 WHERE id = $1', [paid.id, edge.at]);
      keys.payments[side].push(`TXN-EDGE-${i + 1}-UPI-RAZORPAY-2025-04-SETTLEMENT`);

      const event = await createEvent(admin, { title: `Edge event ${i + 1}`, eventDate: edge.at });
      keys.events[side].push(event.title);
    }
    // A due not paid yet has no payment date: it is in no range.
    const firstMember = keys.members.inside[0];
    await addRecord(admin, { memberId: firstMember, scheme: 'esi', amount: 200, dueDate: dueNextYear() });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  for (const type of TYPES) {
    for (const format of FORMATS) {
      it(`${type} as ${format}: opens and holds exactly the rows of 1–30 April in India`, async () => {
        const res = await download(stack, admin, `/api/reports/${type}?format=${format}&${RANGE}`);
        assert.equal(res.status, 200, res.body.toString());
        const extension = { csv: 'csv', excel: 'xlsx', pdf: 'pdf' }[format];
        const fileName = `${type}-report_2025-04-01_to_2025-04-30.${extension}`;
        assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`attachment; filename="${fileName}"`));
        downloads.set(`${type}/${format}`, { body: res.body, fileName });

        if (format === 'pdf') {
          const { text } = await extractPdfText(res.body);
          for (const key of keys[type].inside) assert.ok(text.includes(key), `${key} missing from the PDF`);
          for (const key of keys[type].outside) assert.ok(!text.includes(key), `${key} should not be in the PDF`);
          assert.match(text, /From 01\/04\/2025 to 30\/04\/2025/);
          assert.match(text, /2 records/);
        } else {
          const found = await keysIn(format, res.body, KEY_COLUMN[type]);
          assert.deepEqual([...found].sort(), [...keys[type].inside].sort());
        }
      });
    }
  }

  it('writes typed cells in Excel: amounts as rupee numbers and payment dates as dates', async () => {
    const excel = downloads.get('payments/excel');
    assert.ok(excel, 'the payments workbook was downloaded');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(excel.body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const row = sheet.getRow(2);
    assert.equal(row.getCell(header.indexOf('Amount')).value, 200);
    assert.match(row.getCell(header.indexOf('Amount')).numFmt, /₹/);
    assert.ok(row.getCell(header.indexOf('Payment Date')).value instanceof Date);
  });

  it('prints every e-mail and transaction id whole in the members and payments PDFs, under headers printed once', async () => {
    const members = downloads.get('members/pdf');
    const payments = downloads.get('payments/pdf');
    assert.ok(members && payments, 'both PDFs were downloaded');
    // Lines joined: a value cut with … or broken over two lines would not be found whole.
    const memberText = (await extractPdfText(members.body)).text;
    const paymentText = (await extractPdfText(payments.body)).text;
    assert.equal(insideEmails.length, 2);
    for (const email of insideEmails) assert.ok(memberText.includes(email), `${email} is not whole in the PDF`);
    for (const id of keys.payments.inside) assert.ok(paymentText.includes(id), `${id} is not whole in the PDF`);
    // A header may wrap at a space in a narrow column (never inside a word), and the text is read row by row, so a
    // two-word header's words can sit apart: each header word is counted as a whole word, as often as the headers
    // hold it ('Membership' twice: Start and End).
    const headersOnce = (label: string, text: string, headers: string[]) => {
      const expected = new Map<string, number>();
      for (const word of headers.flatMap((header) => header.split(' ')))
        expected.set(word, (expected.get(word) ?? 0) + 1);
      for (const [word, times] of expected) {
        const found = (text.match(new RegExp(`(?<![\\w-])${word}(?![\\w-])`, 'g')) ?? []).length;
        assert.equal(found, times, `${label}: "${word}" printed ${found} times, not ${times}`);
      }
    };
    const memberHeaders = ['Member ID', 'Name', 'Phone', 'Email', 'Status', 'Joined', 'Membership Start'];
    headersOnce('members PDF', memberText, [...memberHeaders, 'Membership End', 'City', 'Schemes']);
    const paymentHeaders = ['Receipt No', 'Member ID', 'Name', 'Scheme', 'Period', 'Amount', 'Status', 'Due Date'];
    headersOnce('payments PDF', paymentText, [...paymentHeaders, 'Payment Date', 'Method', 'Transaction ID']);
    assert.ok(!memberText.includes('…') && !paymentText.includes('…'), 'no value is cut');
    // The paid money adds up under the table, in rupees (two ₹200 records paid in the range).
    assert.match(paymentText, /Total Paid \(2 records\)\s*₹\s?400\.00/);
  });

  it('starts a CSV with the UTF-8 byte order mark so Excel reads Kannada', () => {
    const csv = downloads.get('members/csv');
    assert.ok(csv, 'the members CSV was downloaded');
    assert.ok(csv.body.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf])));
  });

  it('lists every export in Recent Exports and downloads each again as the same bytes', async () => {
    const res = await admin.get('/api/reports/exports');
    assert.equal(res.status, 200, res.text);
    const exports = res.json.exports as Array<Record<string, any>>;
    const ranged = exports.filter((e) => e.from === '2025-04-01' && e.to === '2025-04-30');
    assert.ok(res.json.total >= TYPES.length * FORMATS.length);
    for (const [key, first] of downloads) {
      const [type, format] = key.split('/');
      const logged = ranged.find((e) => e.type === type && e.format === format && e.fileName === first.fileName);
      assert.ok(logged, `${key} is not in Recent Exports`);
      assert.equal(logged.rows, 2);
      assert.equal(logged.size, first.body.length);
      assert.ok(logged.createdBy, 'who made it is shown');
      assert.ok(!Number.isNaN(Date.parse(logged.createdAt)));
      const again = await download(stack, admin, logged.downloadUrl);
      assert.equal(again.status, 200);
      assert.ok(again.body.equals(first.body), `${key} downloads again as different bytes`);
      assert.match(again.headers.get('content-disposition') ?? '', new RegExp(first.fileName));
    }
  });

  it("prints a PDF's title, headings and footer in Kannada for an admin working in Kannada; its CSV stays English", async () => {
    const viewer = await signedInStaff(stack, admin, 'viewer');
    assert.equal((await viewer.api.request('PATCH', '/api/auth/user', { language: 'kn' })).status, 200);
    const pdf = await download(stack, viewer.api, `/api/reports/members?format=pdf&${RANGE}`);
    assert.equal(pdf.status, 200, pdf.body.toString());
    const text = await popplerText(pdf.body);
    for (const label of ['ಸದಸ್ಯರ ವರದಿ', '01/04/2025 ರಿಂದ 30/04/2025 ರವರೆಗೆ', 'ರಚಿಸಲಾಗಿದೆ: ', 'ಪುಟ 1', '2 ದಾಖಲೆಗಳು']) {
      assert.ok(text.includes(label), `${label} missing from: ${text}`);
    }
    // A heading may wrap at a space in a narrow column: each of its words is there.
    const headings = ['ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', 'ಹೆಸರು', 'ಫೋನ್', 'ಇಮೇಲ್', 'ಸೇರಿದ ದಿನಾಂಕ', 'ಸದಸ್ಯತ್ವ ಮುಕ್ತಾಯ', 'ಯೋಜನೆಗಳು'];
    for (const word of headings.flatMap((heading) => heading.split(' '))) {
      assert.ok(text.includes(word), `${word} missing from: ${text}`);
    }
    for (const english of ['Members report', 'Member ID', 'Generated', 'Page', 'records', 'All dates']) {
      assert.ok(!text.includes(english), `${english} is still English`);
    }
    for (const key of keys.members.inside) assert.ok(text.includes(key), `${key} missing from the PDF`);

    const csv = await download(stack, viewer.api, `/api/reports/members?format=csv&${RANGE}`);
    const [header] = parseCsv(csv.body.toString('utf8'));
    assert.deepEqual(header.slice(0, 3), ['Member ID', 'Name', 'Phone'], 'the CSV header is the spec’s English');
  });

  it('refuses reports and Recent Exports to members and to visitors who are not signed in', async () => {
    const member = await sessions.signedIn();
    for (const path of [`/api/reports/members?format=csv`, '/api/reports/exports']) {
      assert.equal((await member.api.get(path)).status, 403, path);
      assert.equal((await new ApiClient(stack.url).get(path)).status, 401, path);
    }
  });

  it('answers a wrong type, format or date with a 400 that says what is wrong, and an unknown export with 404', async () => {
    const cases: Array<[string, string]> = [
      ['/api/reports/salaries', 'Report type must be one of members, events, id-cards, payments'],
      ['/api/reports/members?format=docx', 'format must be one of csv, excel, pdf'],
      ['/api/reports/members?from=2025-02-31', 'from must be a date as YYYY-MM-DD'],
      ['/api/reports/members?from=2025-05-01&to=2025-04-01', 'The to date must be on or after the from date'],
    ];
    for (const [path, message] of cases) {
      const res = await admin.get(path);
      assert.equal(res.status, 400, path);
      assert.equal(res.json.message, message);
    }
    assert.equal((await admin.get('/api/reports/exports/not-an-export/download')).status, 404);
    assert.equal((await admin.get(`/api/reports/exports/${randomUUID()}/download`)).status, 404);
  });
});
