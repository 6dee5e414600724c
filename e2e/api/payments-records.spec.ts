import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText, popplerText } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { parseCsv } from '../support/fixtures/members';
import {
  addRecord,
  download,
  dueNextYear,
  indianToday,
  listRecords,
  projectedInPayments,
  putSetting,
  RecordSeen,
  settings,
} from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

const ONLINE_OFF = 'Online payment is not available for this scheme. Please contact admin.';
const ids = (records: Array<{ id: string }>) => records.map((r) => r.id).sort();

/**
 * Scheme settings and payment records (issue 10, spec part 2 §2, §3, §5, §7, §9): what the admin
 * keeps in the ledger and what each member may see of it.
 */
describe('scheme settings and payment records', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  /** Shivaraj: ESI and Postal. */
  let a: MemberSession;
  /** Nagaveni: ESI. */
  let b: MemberSession;
  /** Basavaraj: ESI, still pending approval, no records. */
  let c: { id: string; memberId: string };
  const data = {} as Record<'aEsiPaid' | 'bEsiPaid' | 'bEsiPending' | 'aPostalOverdue', RecordSeen>;

  beforeAll(async () => {
    stack = await startTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    a = await sessions.signedIn({ firstName: 'Shivaraj', optedSchemes: ['esi', 'postal'] });
    b = await sessions.signedIn({ firstName: 'Nagaveni', optedSchemes: ['esi'] });
    c = await sessions.accounts.pending({ firstName: 'Basavaraj', optedSchemes: ['esi'] });
    await projectedInPayments(admin, a.member.id, 'postal', 'active');
    await projectedInPayments(admin, b.member.id, 'esi', 'active');
    await projectedInPayments(admin, c.id, 'esi');

    // The known data set of the stats and the views below; each is created after the one before it.
    data.aEsiPaid = await addRecord(admin, {
      memberId: a.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
    });
    data.bEsiPaid = await addRecord(admin, { memberId: b.member.id, scheme: 'esi', amount: '250', status: 'paid' });
    data.bEsiPending = await addRecord(admin, {
      memberId: b.member.id,
      scheme: 'esi',
      amount: '200.00',
      dueDate: dueNextYear(),
    });
    data.aPostalOverdue = await addRecord(admin, {
      memberId: a.member.id,
      scheme: 'postal',
      amount: 150,
      status: 'overdue',
      dueDate: '2025-01-01',
    });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const settingOf = async (scheme: string) => (await settings(admin)).find((s) => s.scheme === scheme)!;

  describe('scheme settings', () => {
    it('shows members and the admin the three schemes at the policy amounts (ESI ₹200, Postal ₹150, Kutumba Barosa ₹100), online payment on', async () => {
      const seen = await settings(a.api);
      assert.deepEqual(
        seen.map((s) => [s.scheme, s.amount, s.isOnlinePaymentEnabled]),
        [
          ['esi', '200.00', true],
          ['postal', '150.00', true],
          ['kutumba_barosa', '100.00', true],
        ],
      );
      for (const s of seen) assert.ok(s.description.length > 20, `${s.scheme} has a description`);
      assert.deepEqual(await settings(admin), seen);
    });

    it("refuses an amount of 0 or less with 'Amount must be greater than 0' and keeps the amount", async () => {
      const esi = await settingOf('esi');
      for (const amount of [0, '0', -5]) {
        const res = await putSetting(admin, esi.id, { amount });
        assert.equal(res.status, 400, `amount ${amount}: ${res.text}`);
        assert.equal(res.json.message, 'Amount must be greater than 0');
      }
      assert.equal((await settingOf('esi')).amount, '200.00');
      const unknown = await putSetting(admin, randomUUID(), { amount: 10 });
      assert.equal(unknown.status, 404, unknown.text);
      assert.equal(unknown.json.message, 'Scheme setting not found');
      assert.equal((await putSetting(a.api, esi.id, { amount: 1 })).status, 403, 'a member cannot change amounts');
    });

    it('stores an amount of 250.5 as 250.50, and the next online order for the scheme costs that', async () => {
      const esi = await settingOf('esi');
      try {
        const res = await putSetting(admin, esi.id, { amount: '250.5' });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.json.amount, '250.50');
        assert.equal(res.json.isOnlinePaymentEnabled, true, 'the switch is left as it was');
        assert.equal((await settings(a.api)).find((s) => s.scheme === 'esi')!.amount, '250.50');
        // Shivaraj owes no ESI due: the order is one month at the scheme's amount, in paise.
        const order = await a.api.post('/api/razorpay/create-order', { scheme: 'esi' });
        assert.equal(order.status, 200, order.text);
        assert.equal(order.json.amount, 25050);
      } finally {
        assert.equal((await putSetting(admin, esi.id, { amount: 200 })).status, 200);
      }
    });

    it("refuses online payment for a scheme the admin switched off: 'Online payment is not available for this scheme. Please contact admin.'", async () => {
      const esi = await settingOf('esi');
      try {
        const off = await putSetting(admin, esi.id, { isOnlinePaymentEnabled: false });
        assert.equal(off.status, 200, off.text);
        assert.deepEqual([off.json.isOnlinePaymentEnabled, off.json.amount], [false, '200.00']);
        assert.equal((await settings(a.api)).find((s) => s.scheme === 'esi')!.isOnlinePaymentEnabled, false);
        const refused = await a.api.post('/api/razorpay/create-order', { scheme: 'esi' });
        assert.equal(refused.status, 400, refused.text);
        assert.equal(refused.json.message, ONLINE_OFF);
        const byAdmin = await admin.post('/api/razorpay/create-order', { memberId: a.member.id, scheme: 'esi' });
        assert.equal(byAdmin.status, 400, byAdmin.text);
        assert.equal(byAdmin.json.message, ONLINE_OFF);
        const postal = await a.api.post('/api/razorpay/create-order', { scheme: 'postal' });
        assert.equal(postal.status, 200, `other schemes stay open: ${postal.text}`);
        assert.equal(postal.json.amount, 15000, "the order pays Shivaraj's overdue Postal due of ₹150");
      } finally {
        assert.equal((await putSetting(admin, esi.id, { isOnlinePaymentEnabled: true })).status, 200);
      }
      const on = await a.api.post('/api/razorpay/create-order', { scheme: 'esi' });
      assert.equal(on.status, 200, `switched on again: ${on.text}`);
    });
  });

  describe('payment records', () => {
    it('computes receivable (opted members × average paid amount), received and balance per scheme, and what is outstanding', async () => {
      const res = await admin.get('/api/payment-records/stats');
      assert.equal(res.status, 200, res.text);
      // Columns: opted members, receivable, received, balance, outstanding, paid / pending / overdue records.
      const row = (r: Record<string, unknown>) => [
        r.optedMembers,
        r.receivable,
        r.received,
        r.balance,
        r.outstanding,
        r.paidCount,
        r.pendingCount,
        r.overdueCount,
      ];
      assert.deepEqual(
        res.json.schemes.map((s: Record<string, unknown>) => [s.scheme, ...row(s)]),
        [
          // This financial year (the default): both payments cover this month (their due date's), so receivable
          // and received are 200 + 250 and nothing of the year's dues is unpaid. Nagaveni's pending ₹200 falls
          // due next year: outstanding, but not this year's balance.
          ['esi', 3, '450.00', '450.00', '0.00', '200.00', 2, 0, 0],
          // The overdue ₹150 is January 2025's: outstanding, in no figure of this year.
          ['postal', 1, '0.00', '0.00', '0.00', '150.00', 0, 0, 0],
          ['kutumba_barosa', 0, '0.00', '0.00', '0.00', '0.00', 0, 0, 0],
        ],
      );
      assert.deepEqual(row(res.json.totals), [4, '450.00', '450.00', '0.00', '350.00', 2, 0, 0]);
      assert.equal(res.json.totals.paidInAdvance, '0.00');
      assert.equal(Object.keys(res.json.totals).length, 9, 'the totals carry these figures');
      // January 2025's month: the overdue ₹150 is its receivable and its balance.
      const january = await admin.get('/api/payment-records/stats?period=2025-01');
      assert.deepEqual(row(january.json.schemes[1]), [1, '150.00', '0.00', '150.00', '150.00', 0, 0, 1]);
      assert.equal((await a.api.get('/api/payment-records/stats')).status, 403);
    });

    it("lists every member opted into a scheme with their newest record, and 'no_record' for one without any", async () => {
      const view = async (query: string) => {
        const res = await admin.get(`/api/payment-records/scheme-members?${query}`);
        assert.equal(res.status, 200, res.text);
        return res.json.members as Array<{
          memberRef: string;
          memberCode: string;
          memberName: string;
          memberStatus: string;
          status: string;
          latestRecord: RecordSeen | null;
        }>;
      };
      const esi = await view('scheme=esi');
      const row = (id: string) => esi.find((m) => m.memberRef === id)!;
      assert.equal(esi.length, 3);
      assert.deepEqual(
        [row(a.member.id).status, row(a.member.id).latestRecord?.id, row(a.member.id).memberStatus],
        ['paid', data.aEsiPaid.id, 'active'],
      );
      // Nagaveni's pending due was added after her payment: the newest record wins.
      assert.deepEqual([row(b.member.id).status, row(b.member.id).latestRecord?.id], ['pending', data.bEsiPending.id]);
      assert.deepEqual(
        [row(c.id).status, row(c.id).latestRecord, row(c.id).memberStatus, row(c.id).memberCode],
        ['no_record', null, 'pending', c.memberId],
      );
      assert.deepEqual(
        (await view('scheme=esi&status=no_record')).map((m) => m.memberRef),
        [c.id],
      );
      assert.deepEqual(
        (await view('scheme=esi&status=paid')).map((m) => m.memberRef),
        [a.member.id],
      );
      assert.deepEqual(
        (await view('scheme=esi&search=nagaveni')).map((m) => m.memberRef),
        [b.member.id],
      );
      const postal = await view('scheme=postal');
      assert.deepEqual(
        postal.map((m) => [m.memberRef, m.status]),
        [[a.member.id, 'overdue']],
      );
      assert.equal((await admin.get('/api/payment-records/scheme-members')).status, 400, 'the scheme is required');
      assert.equal((await a.api.get('/api/payment-records/scheme-members?scheme=esi')).status, 403);
    });

    it('filters the records by scheme, status, member, and a search by member name or member id', async () => {
      const aRecords = ids([data.aEsiPaid, data.aPostalOverdue]);
      const bRecords = ids([data.bEsiPaid, data.bEsiPending]);
      assert.deepEqual(ids(await listRecords(admin)), ids(Object.values(data)));
      assert.deepEqual(ids(await listRecords(admin, 'scheme=postal')), [data.aPostalOverdue.id]);
      assert.deepEqual(ids(await listRecords(admin, 'status=paid')), ids([data.aEsiPaid, data.bEsiPaid]));
      assert.deepEqual(ids(await listRecords(admin, 'status=pending')), [data.bEsiPending.id]);
      assert.equal((await listRecords(admin, 'scheme=all&status=all')).length, 4);
      for (const search of ['Shivaraj', 'shiva', a.member.memberId, a.member.memberId.toLowerCase()]) {
        assert.deepEqual(ids(await listRecords(admin, `search=${search}`)), aRecords, `search ${search}`);
      }
      assert.deepEqual(await listRecords(admin, 'search=Nobody%20Like%20This'), []);
      assert.deepEqual(ids(await listRecords(admin, `memberId=${b.member.id}`)), bRecords);
      assert.deepEqual(ids(await listRecords(admin, `memberId=${b.member.memberId}`)), bRecords, 'by member id too');
      assert.deepEqual(ids(await listRecords(admin, 'scheme=esi&status=paid&search=Nagaveni')), [data.bEsiPaid.id]);
      const newestFirst = await listRecords(admin, `memberId=${b.member.id}`);
      assert.deepEqual(
        newestFirst.map((r) => r.id),
        [data.bEsiPending.id, data.bEsiPaid.id],
      );
      const page = await admin.get('/api/payment-records?limit=1&page=2');
      // The answer is the page's list; its figures are headers (spec part 2 §7 says the answer is a list).
      assert.deepEqual(
        [page.headers.get('x-total-count'), page.json.length, page.headers.get('x-page'), page.headers.get('x-limit')],
        ['4', 1, '2', '1'],
      );
      assert.equal((await admin.get(`/api/payment-records?memberId=${randomUUID()}`)).status, 404);
    });

    it("shows a member only their own records, even when they ask for another member's", async () => {
      const bRecords = ids([data.bEsiPaid, data.bEsiPending]);
      assert.deepEqual(ids(await listRecords(b.api)), bRecords);
      assert.deepEqual(ids(await listRecords(b.api, `memberId=${a.member.id}`)), bRecords);
      assert.deepEqual(ids(await listRecords(b.api, `memberId=${a.member.memberId}`)), bRecords);
      assert.deepEqual(await listRecords(b.api, 'search=Shivaraj'), []);
      assert.deepEqual(ids(await listRecords(a.api, 'scheme=esi')), [data.aEsiPaid.id]);
      assert.equal((await new ApiClient(stack.url).get('/api/payment-records')).status, 401);
    });

    it("refuses a record without member, scheme or amount ('Member, scheme, and amount are required'), a bad amount, an unknown member or a bad due date", async () => {
      const refusals: Array<[unknown, number, string]> = [
        [{}, 400, 'Member, scheme, and amount are required'],
        [{ memberId: a.member.id, scheme: 'kutumba_barosa' }, 400, 'Member, scheme, and amount are required'],
        [{ memberId: a.member.id, amount: 100 }, 400, 'Member, scheme, and amount are required'],
        [{ scheme: 'kutumba_barosa', amount: 100 }, 400, 'Member, scheme, and amount are required'],
        [{ memberId: a.member.id, scheme: 'kutumba_barosa', amount: -1 }, 400, 'Amount must be greater than 0'],
        [{ memberId: a.member.id, scheme: 'kutumba_barosa', amount: 0 }, 400, 'Amount must be greater than 0'],
        // An amount of −50 is a wrong amount, not a missing one, whatever else is left out.
        [{ scheme: 'kutumba_barosa', amount: -50 }, 400, 'Amount must be greater than 0'],
        [{ amount: '-50' }, 400, 'Amount must be greater than 0'],
        [{ memberId: randomUUID(), scheme: 'kutumba_barosa', amount: 100 }, 404, 'Member not found'],
        [
          { memberId: a.member.id, scheme: 'kutumba_barosa', amount: 100, dueDate: 'next tuesday' },
          400,
          'Due date must be a valid date',
        ],
      ];
      for (const [body, status, message] of refusals) {
        const res = await admin.post('/api/payment-records', body);
        assert.equal(res.status, status, `${JSON.stringify(body)}: ${res.text}`);
        assert.equal(res.json.message, message, JSON.stringify(body));
      }
      assert.deepEqual(await listRecords(admin, 'scheme=kutumba_barosa'), [], 'nothing was added');
      assert.equal((await a.api.post('/api/payment-records', { memberId: a.member.id })).status, 403);

      const before = Date.now();
      const added = await addRecord(admin, {
        memberId: a.member.memberId,
        scheme: 'kutumba_barosa',
        amount: '175.5',
        notes: 'Collected at the Mysuru meeting',
      });
      assert.deepEqual(
        [added.memberId, added.scheme, added.amount, added.status, added.receiptNumber, added.receiptUrl],
        [a.member.id, 'kutumba_barosa', '175.50', 'pending', null, null],
      );
      assert.ok(Math.abs(Date.parse(added.dueDate) - before) < 60_000, 'the due date defaults to now');
      assert.deepEqual(ids(await listRecords(admin, 'scheme=kutumba_barosa')), [added.id]);
    });

    it('updates a record: marking it paid gives it a payment date and a receipt number; a bad amount or unknown record is refused', async () => {
      const due = await addRecord(admin, {
        memberId: b.member.id,
        scheme: 'kutumba_barosa',
        amount: 100,
        dueDate: dueNextYear(),
      });
      const put = (api: ApiClient, id: string, body: unknown) => api.request('PUT', `/api/payment-records/${id}`, body);
      const zero = await put(admin, due.id, { amount: 0 });
      assert.equal(zero.status, 400, zero.text);
      assert.equal(zero.json.message, 'Amount must be greater than 0');
      const badDate = await put(admin, due.id, { paymentDate: '31/12/2025' });
      assert.equal(badDate.status, 400, badDate.text);
      assert.equal(badDate.json.message, 'Payment date must be a valid date');
      assert.equal((await put(b.api, due.id, { status: 'paid' })).status, 403, 'a member cannot mark their due paid');
      const unknown = await put(admin, randomUUID(), { status: 'paid' });
      assert.equal(unknown.status, 404, unknown.text);
      assert.equal(unknown.json.message, 'Payment record not found');

      const paid = await put(admin, due.id, {
        amount: '120',
        status: 'paid',
        paymentMethod: 'cash',
        notes: 'Receipt book 12',
      });
      assert.equal(paid.status, 200, paid.text);
      assert.deepEqual(
        [paid.json.id, paid.json.amount, paid.json.status, paid.json.paymentMethod, paid.json.notes],
        [due.id, '120.00', 'paid', 'cash', 'Receipt book 12'],
      );
      assert.ok(paid.json.paymentDate, 'a payment date is set');
      assert.match(paid.json.receiptNumber, /^RCPT-\d{4}-\d{6}$/);
      assert.equal(paid.json.receiptUrl, `/api/payment-records/${due.id}/receipt`);
      const again = await put(admin, due.id, { notes: 'Receipt book 12, page 3' });
      assert.equal(again.json.receiptNumber, paid.json.receiptNumber, 'the receipt number stays');
    });

    it('exports the records of a scheme as payment-records-esi-{date}.csv with a BOM and a header row, formula cells neutralised', async () => {
      const formula = await addRecord(admin, {
        memberId: a.member.id,
        scheme: 'esi',
        amount: 200,
        dueDate: dueNextYear(),
        notes: '=HYPERLINK("http://evil.example","Click")',
      });
      const file = await download(stack, admin, '/api/payment-records/export/csv?scheme=esi');
      assert.equal(file.status, 200, file.body.toString());
      assert.match(file.headers.get('content-type') ?? '', /^text\/csv/);
      assert.ok(
        (file.headers.get('content-disposition') ?? '').includes(`filename="payment-records-esi-${indianToday()}.csv"`),
        file.headers.get('content-disposition') ?? 'no Content-Disposition',
      );
      assert.deepEqual([...file.body.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'starts with a UTF-8 BOM');
      const [header, ...rows] = parseCsv(file.body.toString('utf8'));
      assert.deepEqual(header, [
        'Member ID',
        'Member Name',
        'Scheme',
        'Amount',
        'Status',
        'Due Date',
        'Payment Date',
        'Period',
        'Payment Method',
        'Transaction ID',
        'Razorpay Payment ID',
        'Receipt Number',
        'Notes',
        'Created At',
      ]);
      assert.equal(rows.length, 4, 'the ESI records only');
      // Labels as the screens show them, not stored codes (issue 29).
      assert.ok(rows.every((r) => r[2] === 'ESI'));
      const notes = rows.map((r) => r[12]);
      assert.ok(notes.includes(`'${formula.notes}`), `the formula is text: ${JSON.stringify(notes)}`);
      assert.ok(!notes.some((n) => n.startsWith('=')), 'no cell starts a formula');
      const paidRow = rows.find((r) => r[11] === data.aEsiPaid.receiptNumber)!;
      assert.deepEqual([paidRow[0], paidRow[3], paidRow[4]], [a.member.memberId, '200.00', 'Paid']);

      const all = await download(stack, admin, '/api/payment-records/export/csv');
      assert.ok(
        (all.headers.get('content-disposition') ?? '').includes(`filename="payment-records-${indianToday()}.csv"`),
      );
      assert.equal((await download(stack, a.api, '/api/payment-records/export/csv')).status, 403);
    });

    it('lets the admin and the member download the PDF receipt of a paid record, refuses another member, and has none for an unpaid one', async () => {
      const path = `/api/payment-records/${data.aEsiPaid.id}/receipt`;
      for (const [who, api] of [
        ['admin', admin],
        ['the member', a.api],
      ] as const) {
        const res = await download(stack, api, path);
        assert.equal(res.status, 200, `${who}: ${res.body.toString().slice(0, 200)}`);
        assert.equal(res.headers.get('content-type'), 'application/pdf');
        assert.equal(res.body.subarray(0, 4).toString(), '%PDF');
        const { text } = await extractPdfText(res.body);
        assert.ok(text.includes(data.aEsiPaid.receiptNumber!), `${who}: the receipt number is printed`);
        assert.ok(text.includes(a.member.memberId), `${who}: the member id is printed`);
      }
      const other = await b.api.get(path);
      assert.equal(other.status, 403, other.text);
      assert.ok(!other.text.includes(data.aEsiPaid.receiptNumber!));
      const unpaid = await admin.get(`/api/payment-records/${data.bEsiPending.id}/receipt`);
      assert.equal(unpaid.status, 404, unpaid.text);
      assert.equal(unpaid.json.message, 'A receipt is available once the record is paid');
      assert.equal((await admin.get(`/api/payment-records/${randomUUID()}/receipt`)).status, 404);
    });

    it('gives a member who chose ಕನ್ನಡ their receipt in Kannada, and the admin the same receipt in English', async () => {
      const path = `/api/payment-records/${data.aEsiPaid.id}/receipt`;
      const setLanguage = (language: string) => a.api.request('PATCH', '/api/auth/user', { language });
      assert.equal((await setLanguage('kn')).status, 200);
      try {
        const res = await download(stack, a.api, path);
        assert.equal(res.status, 200, res.body.toString().slice(0, 200));
        // poppler reads the Kannada as written (each run's ActualText).
        const text = (await popplerText(res.body)).replace(/\s+/g, ' ');
        for (const expected of ['ಪಾವತಿ ರಶೀದಿ', 'ರಶೀದಿ ಸಂಖ್ಯೆ', 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', 'ಮೊತ್ತ', 'ಪಾವತಿಸಿದ ದಿನಾಂಕ']) {
          assert.ok(text.includes(expected), `${expected} in:\n${text}`);
        }
        assert.ok(text.includes(data.aEsiPaid.receiptNumber!) && text.includes(a.member.memberId), text);
        assert.ok(!/Payment Receipt|Receipt No|Paid on/.test(text), `English left:\n${text}`);

        const english = (await extractPdfText((await download(stack, admin, path)).body)).text;
        assert.ok(english.includes('Payment Receipt') && !english.includes('ಪಾವತಿ ರಶೀದಿ'), english);
      } finally {
        assert.equal((await setLanguage('en')).status, 200);
      }
    });
  });
});
