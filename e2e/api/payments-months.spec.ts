import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { firstOfMonthInIndia, monthLabel } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { addRecord, createOrder, listRecords, payInSandbox, projectedInPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';

type ApiResponse = Awaited<ReturnType<ApiClient['request']>>;
import { sharedTestStack, TestStack } from '../support/test-stack';

/** Every payment covers stated months, and each month of a scheme is paid at most once (issue 26). */
describe('months of a scheme, each paid at most once', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let secondAdmin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    secondAdmin = await sessions.adminLogin();
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  async function member(): Promise<MemberSession> {
    const session = await sessions.signedIn({ optedSchemes: ['kutumba_barosa'] });
    await projectedInPayments(admin, session.member.id, 'kutumba_barosa', 'active');
    return session;
  }

  const record = (api: ApiClient, memberId: string, period: string, periodTo?: string) =>
    api.post('/api/payment-records', {
      memberId,
      scheme: 'kutumba_barosa',
      amount: 100,
      status: 'paid',
      paymentMethod: 'cash',
      period,
      periodTo,
    });
  const paidOf = async (api: ApiClient) =>
    (await listRecords(api, 'scheme=kutumba_barosa&status=paid')).map((r) => [r.period, r.periodTo]);
  const oneEach = (results: ApiResponse[]) => {
    const statuses = results.map((r) => r.status).sort();
    assert.equal(statuses.filter((s) => s === 409).length, 1, results.map((r) => `${r.status} ${r.text}`).join('\n'));
    assert.equal(statuses.filter((s) => s < 300).length, 1, results.map((r) => `${r.status} ${r.text}`).join('\n'));
    return results.find((r) => r.status === 409)!;
  };

  it("records November's Kutumba Barosa in cash: November again answers 409 naming the receipt, and the member sees it paid", async () => {
    const m = await member();
    const november = await record(admin, m.member.id, '2026-11');
    assert.equal(november.status, 201, november.text);
    assert.deepEqual([november.json.period, november.json.periodTo], ['2026-11', '2026-11']);

    const again = await record(admin, m.member.id, '2026-10', '2026-12');
    assert.equal(again.status, 409, again.text);
    assert.equal(again.json.message, `November 2026 is already paid (receipt ${november.json.receiptNumber})`);
    assert.equal(again.json.code, 'PAYMENTS_MONTH_TAKEN');
    assert.deepEqual(await paidOf(m.api), [['2026-11', '2026-11']]);

    const months = await m.api.get('/api/payment-records/months?scheme=kutumba_barosa');
    assert.equal(months.status, 200, months.text);
    assert.deepEqual(months.json.months, [
      { month: '2026-11', status: 'paid', recordId: november.json.id, receiptNumber: november.json.receiptNumber },
    ]);
    assert.equal(months.json.monthlyAmount, '100.00');
    const bad = await record(admin, m.member.id, '2026-11', '2026-10');
    assert.equal(bad.status, 400, bad.text);
    assert.equal(bad.json.message, 'The last month cannot be before the first month');
  });

  it('two admins recording the same month at the same moment: one paid record and one 409', async () => {
    const m = await member();
    const results = await Promise.all([
      record(admin, m.member.id, '2026-12'),
      record(secondAdmin, m.member.id, '2026-12'),
    ]);
    const refused = oneEach(results);
    const kept = results.find((r) => r.status === 201)!;
    assert.equal(refused.json.message, `December 2026 is already paid (receipt ${kept.json.receiptNumber})`);
    assert.deepEqual(await paidOf(m.api), [['2026-12', '2026-12']]);
  });

  it('the same month recorded by hand and paid online at the same moment: one paid record and one 409', async () => {
    const month = firstOfMonthInIndia(new Date()).slice(0, 7);
    for (let round = 0; round < 2; round++) {
      const m = await member();
      const orderId = await createOrder(m.api, { scheme: 'kutumba_barosa' });
      const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
      const results = await Promise.all([
        record(admin, m.member.id, month),
        m.api.post('/api/razorpay/verify-payment', paid),
      ]);
      const refused = oneEach(results);
      const [kept] = await listRecords(m.api, 'scheme=kutumba_barosa&status=paid');
      assert.equal(refused.json.message, `${monthLabel(month)} is already paid (receipt ${kept.receiptNumber})`);
      assert.deepEqual(await paidOf(m.api), [[month, month]]);
    }
  });

  it('a member paying online a month recorded by hand gets 409 naming the receipt; nothing is recorded twice', async () => {
    const m = await member();
    const month = firstOfMonthInIndia(new Date()).slice(0, 7);
    const orderId = await createOrder(m.api, { scheme: 'kutumba_barosa' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const byHand = await addRecord(admin, {
      memberId: m.member.id,
      scheme: 'kutumba_barosa',
      amount: 100,
      status: 'paid',
      period: month,
    });
    const verified = await m.api.post('/api/razorpay/verify-payment', paid);
    assert.equal(verified.status, 409, verified.text);
    assert.equal(verified.json.message, `${monthLabel(month)} is already paid (receipt ${byHand.receiptNumber})`);
    assert.deepEqual(await paidOf(m.api), [[month, month]]);
    // The member is offered the month after it.
    const months = await m.api.get('/api/payment-records/months?scheme=kutumba_barosa');
    assert.notEqual(months.json.suggested.period, month);
  });

  it('lists the months the migration found claimed twice for the admin only', async () => {
    const res = await admin.get('/api/payment-records/month-clashes');
    assert.equal(res.status, 200, res.text);
    assert.ok(Array.isArray(res.json));
    const m = await member();
    assert.equal((await m.api.get('/api/payment-records/month-clashes')).status, 403);
  });
});
