import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, popplerText } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { parseCsv } from '../support/fixtures/members';
import { addRecord, download, projectedInPayments, RecordSeen } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const paise = (text: string) => Math.round(Number(text) * 100);

/** Statements of account (issue 26): opening balance, each due and payment with dates and receipts, closing balance. */
describe('statement of account for a financial year', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let m: MemberSession;
  let other: MemberSession;
  const paid: RecordSeen[] = [];

  beforeAll(async () => {
    stack = await sharedTestStack();
    const sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    m = await sessions.signedIn({ firstName: 'Shivaraj', optedSchemes: ['esi', 'kutumba_barosa'] });
    other = await sessions.signedIn({ firstName: 'Nagaveni', optedSchemes: ['esi'] });
    await projectedInPayments(admin, m.member.id, 'esi', 'active');
    await projectedInPayments(admin, other.member.id, 'esi', 'active');
    const add = (input: Record<string, unknown>) =>
      addRecord(admin, { memberId: m.member.id, paymentMethod: 'cash', ...input });
    // Before FY 2024-25: February and March 2024 due (₹400), ₹200 of it paid in March 2024 → opening ₹200 owed.
    await add({ scheme: 'esi', amount: 200, status: 'overdue', period: '2024-02', dueDate: '2024-02-01' });
    paid.push(
      await add({
        scheme: 'esi',
        amount: 200,
        status: 'paid',
        period: '2024-03',
        dueDate: '2024-03-01',
        paymentDate: '2024-03-05T10:00:00+05:30',
      }),
    );
    // Within it: April–June paid in April, July pending, and Kutumba Barosa March–May 2025 paid on 1 March 2025.
    paid.push(
      await add({
        scheme: 'esi',
        amount: 600,
        status: 'paid',
        period: '2024-04',
        periodTo: '2024-06',
        dueDate: '2024-04-01',
        paymentDate: '2024-04-10T10:00:00+05:30',
      }),
    );
    await add({ scheme: 'esi', amount: 200, status: 'pending', period: '2024-07', dueDate: '2024-07-01' });
    paid.push(
      await add({
        scheme: 'kutumba_barosa',
        amount: 300,
        status: 'paid',
        period: '2025-03',
        periodTo: '2025-05',
        dueDate: '2025-03-01',
        paymentDate: '2025-03-01T09:00:00+05:30',
      }),
    );
    // Someone else's record: never on this statement.
    await addRecord(admin, {
      memberId: other.member.id,
      scheme: 'esi',
      amount: 999,
      status: 'paid',
      period: '2024-05',
    });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const statementOf = async (api: ApiClient, query: string) => {
    const res = await api.get(`/api/payment-records/statement?${query}`);
    assert.equal(res.status, 200, res.text);
    return res.json;
  };

  it('opens with what was owed before the year, lists each due and payment with dates and receipts, and closes at opening + dues − payments + refunds', async () => {
    const s = await statementOf(admin, `memberId=${m.member.id}&period=FY2024-25`);
    assert.equal(s.memberCode, m.member.memberId);
    assert.equal(s.period.label, 'FY 2024-25');
    assert.equal(s.openingBalance, '200.00');
    assert.deepEqual(
      s.lines.map((l: any) => [l.date, l.kind, l.description, l.receiptNumber, l.debit, l.credit, l.balance]),
      [
        ['2024-04-01', 'due', 'ESI dues, April 2024 – June 2024', null, '600.00', '0.00', '800.00'],
        [
          '2024-04-10',
          'payment',
          'ESI payment for April 2024 – June 2024 (Cash)',
          paid[1].receiptNumber,
          '0.00',
          '600.00',
          '200.00',
        ],
        ['2024-07-01', 'due', 'ESI dues, July 2024', null, '200.00', '0.00', '400.00'],
        ['2025-03-01', 'due', 'Kutumba Barosa dues, March 2025', null, '100.00', '0.00', '500.00'],
        [
          '2025-03-01',
          'payment',
          'Kutumba Barosa payment for March 2025 – May 2025 (Cash)',
          paid[2].receiptNumber,
          '0.00',
          '300.00',
          '200.00',
        ],
      ],
    );
    assert.deepEqual(s.totals, { dues: '900.00', fees: '0.00', payments: '900.00', refunds: '0.00' });
    const sum = (key: 'dues' | 'fees' | 'payments' | 'refunds') => paise(s.totals[key]);
    assert.equal(
      paise(s.closingBalance),
      paise(s.openingBalance) + sum('dues') + sum('fees') - sum('payments') + sum('refunds'),
    );
    assert.equal(s.closingBalance, '200.00');

    // The next year opens where this one closed (two months of Kutumba Barosa already paid come due in it).
    const next = await statementOf(admin, `memberId=${m.member.id}&period=FY2025-26`);
    assert.equal(next.openingBalance, s.closingBalance);
    assert.deepEqual(
      next.lines.map((l: any) => [l.date, l.kind, l.debit, l.balance]),
      [['2025-04-01', 'due', '200.00', '400.00']],
    );
  });

  it("a refund is money returned: this year's statement lists it with its credit note, and still closes at opening + dues − payments + refunds", async () => {
    const res = await admin.post(`/api/payment-records/${paid[2].id}/refunds`, {
      amount: 100,
      reason: 'Paid for May by mistake',
      method: 'cash',
    });
    assert.equal(res.status, 201, res.text);
    const s = await statementOf(admin, `memberId=${m.member.id}`);
    const refund = s.lines.find((l: any) => l.kind === 'refund');
    assert.deepEqual(
      [refund.receiptNumber, refund.debit, refund.credit, refund.description],
      [
        res.json.creditNoteNumber,
        '100.00',
        '0.00',
        `Kutumba Barosa refund of ${paid[2].receiptNumber}: Paid for May by mistake`,
      ],
    );
    assert.equal(s.totals.refunds, '100.00');
    const sum = (key: 'dues' | 'fees' | 'payments' | 'refunds') => paise(s.totals[key]);
    assert.equal(
      paise(s.closingBalance),
      paise(s.openingBalance) + sum('dues') + sum('fees') - sum('payments') + sum('refunds'),
    );
    // The year it was paid in is as it was.
    assert.equal((await statementOf(admin, `memberId=${m.member.id}&period=FY2024-25`)).closingBalance, '200.00');
  });

  it('gives a member their own statement whatever memberId they send; an admin must name the member', async () => {
    const own = await statementOf(m.api, `memberId=${other.member.id}&period=FY2024-25`);
    assert.equal(own.memberId, m.member.id);
    const theirs = await statementOf(other.api, 'period=FY2024-25');
    assert.deepEqual(
      theirs.lines.map((l: any) => [l.kind, l.debit, l.credit]),
      [['due', '999.00', '0.00']],
      'the payment made today is not in FY 2024-25; its month is',
    );
    const unnamed = await admin.get('/api/payment-records/statement?period=FY2024-25');
    assert.equal(unnamed.status, 400, unnamed.text);
    assert.equal(unnamed.json.message, 'Please select a member');
    const badPeriod = await m.api.get('/api/payment-records/statement?period=2024');
    assert.equal(badPeriod.status, 400, badPeriod.text);
  });

  it('prints the PDF in Kannada for a member who chose ಕನ್ನಡ, with the same receipts', async () => {
    const setLanguage = (language: string) => m.api.request('PATCH', '/api/auth/user', { language });
    assert.equal((await setLanguage('kn')).status, 200);
    try {
      const pdf = await download(stack, m.api, '/api/payment-records/statement/pdf?period=FY2024-25');
      assert.equal(pdf.status, 200, pdf.body.toString());
      // poppler reads each Kannada run as written.
      const text = (await popplerText(pdf.body)).replace(/\s+/g, ' ');
      for (const expected of [
        'ಖಾತೆಯ ವಿವರಣೆ',
        'ಹಣಕಾಸು ವರ್ಷ 2024-25: 01/04/2024 ರಿಂದ 31/03/2025 ರವರೆಗೆ',
        'ಆರಂಭಿಕ ಶಿಲ್ಕು',
        'ಅಂತಿಮ ಶಿಲ್ಕು',
        paid[1].receiptNumber!,
        paid[2].receiptNumber!,
      ])
        assert.ok(text.includes(expected), `${expected} in:\n${text}`);
      assert.ok(
        !/Statement of Account|Opening balance|Closing balance|FY 2024-25/.test(text),
        `English left:\n${text}`,
      );
    } finally {
      assert.equal((await setLanguage('en')).status, 200);
    }
  });

  it('describes the lines on screen in the language of a member who chose ಕನ್ನಡ, with the same amounts', async () => {
    const english = await statementOf(m.api, 'period=FY2024-25');
    const setLanguage = (language: string) => m.api.request('PATCH', '/api/auth/user', { language });
    assert.equal((await setLanguage('kn')).status, 200);
    try {
      const kannada = await statementOf(m.api, 'period=FY2024-25');
      const amounts = (s: any) =>
        s.lines.map((l: any) => [l.date, l.kind, l.receiptNumber, l.debit, l.credit, l.balance]);
      assert.deepEqual(amounts(kannada), amounts(english));
      const descriptions: string[] = kannada.lines.map((l: any) => l.description);
      assert.deepEqual(descriptions.slice(0, 2), [
        'ESI ಬಾಕಿ ಶುಲ್ಕ, ಏಪ್ರಿಲ್ 2024 – ಜೂನ್ 2024',
        'ESI ಪಾವತಿ, ಏಪ್ರಿಲ್ 2024 – ಜೂನ್ 2024 (ನಗದು)',
      ]);
      // Only ESI (kept as it is known) is Latin; the English descriptions are caught by the same check.
      const englishWords = (texts: string[]): string[] =>
        texts
          .join(' ')
          .replace(/ESI/g, '')
          .match(/[A-Za-z]{2,}/g) ?? [];
      assert.deepEqual(englishWords(descriptions), [], descriptions.join('\n'));
      assert.ok(englishWords(english.lines.map((l: any) => l.description)).includes('dues'));
    } finally {
      assert.equal((await setLanguage('en')).status, 200);
    }
  });

  it('downloads as PDF and CSV with the same lines and balances', async () => {
    const pdf = await download(stack, m.api, '/api/payment-records/statement/pdf?period=FY2024-25');
    assert.equal(pdf.status, 200, pdf.body.toString());
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(
      pdf.headers.get('content-disposition') ?? '',
      new RegExp(`statement-${m.member.memberId}-FY2024-25\\.pdf`),
    );
    const { text } = await extractPdfText(pdf.body);
    for (const expected of [
      'Statement of Account',
      'FY 2024-25',
      paid[1].receiptNumber!,
      paid[2].receiptNumber!,
      'Closing balance',
    ])
      assert.ok(text.includes(expected), `the PDF prints ${expected}`);

    const csv = await download(
      stack,
      admin,
      `/api/payment-records/statement/csv?memberId=${m.member.id}&period=FY2024-25`,
    );
    assert.equal(csv.status, 200, csv.body.toString());
    const rows = parseCsv(csv.body.toString('utf8').replace(/^\uFEFF/, ''));
    assert.deepEqual(rows[1], ['Date', 'Type', 'Description', 'Receipt No', 'Reference', 'Debit', 'Credit', 'Balance']);
    assert.deepEqual(rows[2], ['2024-04-01', 'Opening balance', '', '', '', '', '', '200.00']);
    assert.deepEqual(rows.at(-1), ['2025-03-31', 'Closing balance', '', '', '', '', '', '200.00']);
    assert.equal(rows.length, 2 + 1 + 5 + 1);
  });
});
