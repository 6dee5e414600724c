import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { adminClient, createMember, parseCsv } from '../support/fixtures/members';
import { addRecord, download, listRecords, projectedInPayments, RecordSeen } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Payment Records sorts and a paid-date filter (issue 29), as the treasurer uses them: by member, amount, status,
 * due date and payment date, either way, page after page; paid between two days, in the list and its CSV.
 */
describe('payment records sorted and filtered by the day paid', () => {
  let stack: TestStack;
  let admin: ApiClient;
  /**
   * A surname part only this file's members have, so the shared stack's other records stay out of the search. It ends
   * in a letter: five letters and digits ('Srtab1234') would be searched as a whole member id.
   */
  const tag = `Srt${randomBytes(3).toString('hex')}q`;
  const records: Record<
    'anilPaidOct' | 'anilPending' | 'bhavyaPaidNov' | 'chetanPaidSep' | 'chetanOverdue',
    RecordSeen
  > = {} as never;

  const listed = async (query: string) => {
    const rows = await listRecords(admin, `search=${tag}&${query}`);
    return rows.map((r) => r.id);
  };

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    // Names in mixed case: the sort reads them as the list shows them, not by code point ('bhavya' after 'Anil').
    const [anil, bhavya, chetan] = await Promise.all(
      [
        { firstName: 'Anil', lastName: `Zed ${tag}` },
        { firstName: 'bhavya', lastName: `Yar ${tag}` },
        { firstName: 'Chetan', lastName: `Xen ${tag}` },
      ].map((name) => createMember(admin, { ...name, status: 'active', optedSchemes: ['esi'] })),
    );
    await Promise.all([anil, bhavya, chetan].map((m) => projectedInPayments(admin, m.id, 'esi')));
    const add = (input: Record<string, unknown>) =>
      addRecord(admin, { scheme: 'esi', paymentMethod: 'cash', ...input });
    records.anilPaidOct = await add({
      memberId: anil.id,
      amount: 400,
      status: 'paid',
      period: '2026-09',
      dueDate: '2026-09-01',
      paymentDate: '2026-10-05T10:00:00+05:30',
    });
    records.anilPending = await add({ memberId: anil.id, amount: 200, period: '2027-06', dueDate: '2027-06-01' });
    records.bhavyaPaidNov = await add({
      memberId: bhavya.id,
      amount: 250,
      status: 'paid',
      period: '2026-10',
      dueDate: '2026-10-01',
      // Late on 1 November in India: still 31 October in UTC, so the filter must count India's day.
      paymentDate: '2026-11-01T02:00:00+05:30',
    });
    records.chetanPaidSep = await add({
      memberId: chetan.id,
      amount: 600,
      status: 'paid',
      period: '2026-06',
      periodTo: '2026-08',
      dueDate: '2026-06-01',
      paymentDate: '2026-09-30T23:30:00+05:30',
    });
    records.chetanOverdue = await add({
      memberId: chetan.id,
      amount: 150,
      status: 'overdue',
      period: '2025-01',
      dueDate: '2025-01-01',
    });
  }, 120_000);
  afterAll(async () => {
    await stack?.teardown();
  });

  const r = () => records;

  it('sorts by member name as the list shows it, either way; a member’s records newest recorded first', async () => {
    const { anilPaidOct, anilPending, bhavyaPaidNov, chetanPaidSep, chetanOverdue } = r();
    assert.deepEqual(await listed('sort=member'), [
      anilPending.id,
      anilPaidOct.id,
      bhavyaPaidNov.id,
      chetanOverdue.id,
      chetanPaidSep.id,
    ]);
    assert.deepEqual(await listed('sort=member&order=desc'), [
      chetanOverdue.id,
      chetanPaidSep.id,
      bhavyaPaidNov.id,
      anilPending.id,
      anilPaidOct.id,
    ]);
  });

  it('sorts by amount, status and due date', async () => {
    const { anilPaidOct, anilPending, bhavyaPaidNov, chetanPaidSep, chetanOverdue } = r();
    assert.deepEqual(await listed('sort=amount'), [
      chetanOverdue.id,
      anilPending.id,
      bhavyaPaidNov.id,
      anilPaidOct.id,
      chetanPaidSep.id,
    ]);
    assert.deepEqual(await listed('sort=amount&order=desc'), [
      chetanPaidSep.id,
      anilPaidOct.id,
      bhavyaPaidNov.id,
      anilPending.id,
      chetanOverdue.id,
    ]);
    assert.deepEqual(await listed('sort=status'), [
      chetanOverdue.id,
      chetanPaidSep.id,
      bhavyaPaidNov.id,
      anilPaidOct.id,
      anilPending.id,
    ]);
    assert.deepEqual(await listed('sort=dueDate&order=desc'), [
      anilPending.id,
      bhavyaPaidNov.id,
      anilPaidOct.id,
      chetanPaidSep.id,
      chetanOverdue.id,
    ]);
  });

  it('sorts by payment date with unpaid records last either way, and keeps the order from page to page', async () => {
    const { anilPaidOct, anilPending, bhavyaPaidNov, chetanPaidSep, chetanOverdue } = r();
    const newestPaidFirst = [bhavyaPaidNov.id, anilPaidOct.id, chetanPaidSep.id, chetanOverdue.id, anilPending.id];
    assert.deepEqual(await listed('sort=paymentDate&order=desc'), newestPaidFirst);
    assert.deepEqual(await listed('sort=paymentDate'), [
      chetanPaidSep.id,
      anilPaidOct.id,
      bhavyaPaidNov.id,
      chetanOverdue.id,
      anilPending.id,
    ]);
    const pages: string[] = [];
    for (const page of [1, 2, 3]) {
      const res = await admin.get(
        `/api/payment-records?search=${tag}&sort=paymentDate&order=desc&limit=2&page=${page}`,
      );
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers.get('x-total-count'), '5');
      pages.push(...(res.json as RecordSeen[]).map((row) => row.id));
    }
    assert.deepEqual(pages, newestPaidFirst);
  });

  it('lists what was paid between two days in India, both included, in the list and its CSV', async () => {
    const { anilPaidOct, bhavyaPaidNov, chetanPaidSep } = r();
    assert.deepEqual(await listed('from=2026-10-01&to=2026-11-01&sort=paymentDate'), [
      anilPaidOct.id,
      bhavyaPaidNov.id,
    ]);
    assert.deepEqual(await listed('from=2026-09-30&to=2026-09-30'), [chetanPaidSep.id]);
    assert.deepEqual(await listed('to=2026-10-31&sort=paymentDate'), [chetanPaidSep.id, anilPaidOct.id]);

    const csv = await download(
      stack,
      admin,
      `/api/payment-records/export/csv?search=${tag}&from=2026-10-01&to=2026-11-01`,
    );
    assert.equal(csv.status, 200, csv.body.toString());
    const rows = parseCsv(csv.body.toString('utf8')).filter((row) => row.some((cell) => cell.includes(tag)));
    assert.equal(rows.length, 2, `two records paid in the range: ${JSON.stringify(rows)}`);
    assert.ok(rows.some((row) => row.some((cell) => cell.startsWith('Anil'))));
    assert.ok(rows.some((row) => row.some((cell) => cell.startsWith('bhavya'))));
  });

  it('refuses an unknown sort, order or a date that is not a day, naming it, with 400', async () => {
    const cases: Array<[string, RegExp]> = [
      ['sort=colour', /sort must be one of member, amount, status, dueDate, paymentDate/],
      ['sort=amount&order=up', /order must be one of asc, desc/],
      ['from=2026-13-01', /from/],
      ['to=yesterday', /to/],
    ];
    for (const [query, message] of cases) {
      const res = await admin.get(`/api/payment-records?${query}`);
      assert.equal(res.status, 400, `${query}: ${res.text}`);
      assert.match(res.text, message, query);
    }
  });
});
