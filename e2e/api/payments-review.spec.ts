import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { addRecord, createOrder, listRecords, projectedInPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * The admin's review of what the books kept aside (issue 26), through the gateway: a Razorpay payment conflict
 * resolved with a note, and a month two records claimed settled by naming the record that keeps it. Conflicts
 * and clashes are made the way the webhook and the RecordMonths migration leave them (rows in payments'
 * database); everything after that is the API.
 */
describe('payment conflicts and month clashes, for the admin to settle', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  async function paymentsSql<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: stack.databaseUrl('payments') });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  async function member(scheme = 'kutumba_barosa'): Promise<MemberSession> {
    const session = await sessions.signedIn({ optedSchemes: [scheme] });
    await projectedInPayments(admin, session.member.id, scheme, 'active');
    return session;
  }

  it('lists a conflict with its member, order and receipt; the admin resolves it once with a note, members may not', async () => {
    const m = await member('esi');
    const paid = await addRecord(admin, {
      memberId: m.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'upi',
      period: '2026-09',
    });
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    const [{ id }] = await paymentsSql<{ id: string }>(
      `INSERT INTO razorpay_payment_conflicts (razorpay_payment_id, razorpay_order_id, recorded_order_id,
                                               recorded_record_id, source)
       VALUES ($1, $2, 'order_elsewhere', $3, 'payment.captured') RETURNING id`,
      [`pay_${randomUUID().slice(0, 12)}`, orderId, paid.id],
    );

    const listed = await admin.get('/api/razorpay/conflicts');
    assert.equal(listed.status, 200, listed.text);
    const conflict = listed.json.find((c: { id: string }) => c.id === id);
    assert.equal(conflict.memberCode, m.member.memberId);
    assert.equal(conflict.orderScheme, 'esi');
    assert.equal(conflict.orderAmount, '200.00');
    assert.equal(conflict.recorded.receiptNumber, paid.receiptNumber);
    assert.equal(conflict.status, 'open');

    const path = `/api/razorpay/conflicts/${id}/resolve`;
    const noNote = await admin.post(path, {});
    assert.equal(noNote.status, 400, noNote.text);
    assert.deepEqual(
      noNote.json.errors.map((e: { field: string }) => e.field),
      ['note'],
    );
    assert.equal((await m.api.post(path, { note: 'mine' })).status, 403);
    assert.equal((await admin.post(`/api/razorpay/conflicts/${randomUUID()}/resolve`, { note: 'x' })).status, 404);

    const resolved = await admin.post(path, { note: 'Charged once; the second message was a replay' });
    assert.equal(resolved.status, 200, resolved.text);
    assert.equal(resolved.json.status, 'resolved');
    assert.equal(resolved.json.resolutionNote, 'Charged once; the second message was a replay');
    assert.ok(resolved.json.resolvedBy);
    assert.ok(resolved.json.resolvedAt);
    assert.equal((await admin.post(path, { note: 'again' })).status, 409);
  });

  it('settles a month two records claimed: the kept record holds it, the other gives up that month', async () => {
    const m = await member();
    const cash = await addRecord(admin, {
      memberId: m.member.id,
      scheme: 'kutumba_barosa',
      amount: 100,
      status: 'paid',
      paymentMethod: 'cash',
      period: '2026-11',
    });
    const online = await addRecord(admin, {
      memberId: m.member.id,
      scheme: 'kutumba_barosa',
      amount: 200,
      status: 'paid',
      paymentMethod: 'upi',
      period: '2026-12',
    });
    // What the migration leaves: the online record states November–December, November kept by the cash record.
    await paymentsSql(`UPDATE payment_records SET period_start = '2026-11-01', period_months = 2 WHERE id = $1`, [
      online.id,
    ]);
    await paymentsSql(`INSERT INTO record_month_clashes (record_id, month, held_by) VALUES ($1, '2026-11-01', $2)`, [
      online.id,
      cash.id,
    ]);

    const listed = await admin.get('/api/payment-records/month-clashes');
    assert.equal(listed.status, 200, listed.text);
    const clash = listed.json.find((c: { recordId: string }) => c.recordId === online.id);
    assert.deepEqual(
      [clash.month, clash.status, clash.heldBy.receiptNumber, clash.record.receiptNumber, clash.record.periodTo],
      ['2026-11', 'open', cash.receiptNumber, online.receiptNumber, '2026-12'],
    );

    const settle = (body: unknown, api = admin) => api.post('/api/payment-records/month-clashes/settle', body);
    const bad = await settle({ recordId: online.id, month: '2026-11', keepRecordId: randomUUID() });
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.json.errors[0].field, 'keepRecordId');
    assert.equal((await settle({ recordId: online.id, month: 'Nov', keepRecordId: cash.id })).status, 400);
    assert.equal((await settle({ recordId: online.id, month: '2026-10', keepRecordId: cash.id })).status, 404);
    assert.equal((await settle({ recordId: online.id, month: '2026-11', keepRecordId: cash.id }, m.api)).status, 403);

    const settled = await settle({ recordId: online.id, month: '2026-11', keepRecordId: cash.id, note: 'Cash first' });
    assert.equal(settled.status, 200, settled.text);
    assert.deepEqual([settled.json.status, settled.json.keptRecordId], ['settled', cash.id]);
    const records = await listRecords(admin, `memberId=${m.member.id}`);
    assert.deepEqual(
      records.map((r) => [r.id, r.period, r.periodTo]).sort(),
      [
        [cash.id, '2026-11', '2026-11'],
        [online.id, '2026-12', '2026-12'],
      ].sort(),
    );
    const months = await admin.get(`/api/payment-records/months?memberId=${m.member.id}&scheme=kutumba_barosa`);
    assert.deepEqual(
      months.json.months.map((x: { month: string; recordId: string }) => [x.month, x.recordId]),
      [
        ['2026-11', cash.id],
        ['2026-12', online.id],
      ],
    );
    assert.equal((await settle({ recordId: online.id, month: '2026-11', keepRecordId: online.id })).status, 409);
  });
});
