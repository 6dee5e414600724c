import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { DuesLapseDto, ListDuesLapsesAnswer, PaymentLinkDto } from '@portal/contracts';
import { Client } from 'pg';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { addRecord, eventually, listRecords, projectedInPayments } from '../support/fixtures/payments';
import { signedInStaff } from '../support/fixtures/staff-accounts';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The policy's 6 months (issue 33) through the gateway: the office's list of members with six months of a scheme
 * unpaid, ending a membership on the member's record and keeping the decision, each on record in the audit trail;
 * and a payment link whose months are paid in cash cancelled at once. The scheduled jobs run once an hour here, so
 * no reconciliation runs during the test: what cancels the link is the cash payment itself.
 */
describe('members long unpaid (dues lapses)', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '3600' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const lapses = async (api = sessions.admin) => {
    const res = await api.get('/api/dues-lapses');
    assert.equal(res.status, 200, res.text);
    return res.json as ListDuesLapsesAnswer;
  };
  /** A member in ESI with `months` months unpaid from January 2030, one record each. */
  async function unpaidFor(months: number): Promise<MemberSession> {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, m.member.id, 'esi', 'active');
    for (let i = 1; i <= months; i++) {
      await addRecord(sessions.admin, {
        memberId: m.member.id,
        scheme: 'esi',
        amount: 200,
        status: 'overdue',
        period: `2030-${String(i).padStart(2, '0')}`,
      });
    }
    return m;
  }
  async function auditRows(entityId: string): Promise<Array<{ action: string; actor_id: string }>> {
    const rows: Array<{ action: string; actor_id: string }> = [];
    for (const service of ['membership', 'payments'] as const) {
      const client = new Client({ connectionString: stack.databaseUrl(service) });
      await client.connect();
      try {
        const found = await client.query<{ action: string; actor_id: string }>(
          `SELECT action, actor_id FROM audit_log
           WHERE entity_id = $1 OR after->>'memberId' = $1 ORDER BY at, id`,
          [entityId],
        );
        rows.push(...found.rows);
      } finally {
        await client.end();
      }
    }
    return rows;
  }

  it('lists a member with six months unpaid, not one with five, for every office role and no member', async () => {
    const six = await unpaidFor(6);
    const five = await unpaidFor(5);
    const answer = await lapses();
    assert.equal(answer.threshold, 6);
    const row = answer.lapses.find((l) => l.memberId === six.member.id);
    assert.ok(row, 'six months unpaid: listed');
    assert.deepEqual(
      [row.memberCode, row.scheme, row.monthsUnpaid, row.firstUnpaidMonth, row.lastPaidMonth, row.amountOwed],
      [six.member.memberId, 'esi', 6, '2030-01', null, '1200.00'],
    );
    assert.deepEqual(row.history, [
      { scheme: 'esi', monthsDue: 6, monthsPaid: 0, monthsUnpaid: 6, lastPaidMonth: null },
    ]);
    assert.ok(!answer.lapses.some((l) => l.memberId === five.member.id), 'five months: not listed');

    const viewer = await signedInStaff(stack, sessions.admin, 'viewer');
    assert.ok((await lapses(viewer.api)).lapses.some((l) => l.memberId === six.member.id));
    assert.equal((await six.api.get('/api/dues-lapses')).status, 403);
    const byViewer = await viewer.api.post('/api/dues-lapses/decisions', {
      memberId: six.member.id,
      scheme: 'esi',
      decision: 'kept',
    });
    assert.equal(byViewer.status, 403);
  });

  it('the office ends the membership on the record and keeps the decision, both audited; nothing else ends it', async () => {
    const m = await unpaidFor(6);
    const bystander = await unpaidFor(6);
    const ended = await sessions.admin.put(`/api/members/${m.member.id}`, { status: 'expired' });
    assert.equal(ended.status, 200, ended.text);
    const decided = await sessions.admin.post('/api/dues-lapses/decisions', {
      memberId: m.member.id,
      scheme: 'esi',
      decision: 'membership_ended',
      note: 'Six months unpaid; told by phone',
    });
    assert.equal(decided.status, 201, decided.text);
    assert.equal((decided.json as DuesLapseDto).decision?.decision, 'membership_ended');

    const row = await eventually(async () => {
      const found = (await lapses()).lapses.find((l) => l.memberId === m.member.id);
      return found?.memberStatus === 'expired' && found;
    }, "payments to hear of the membership's end");
    assert.equal(row.decision?.note, 'Six months unpaid; told by phone');
    const adminId = (await sessions.admin.get('/api/auth/user')).json.id as string;
    const rows = await auditRows(m.member.id);
    assert.deepEqual(
      rows.filter((r) => ['member.updated', 'dues-lapse.decided'].includes(r.action)),
      [
        { action: 'member.updated', actor_id: adminId },
        { action: 'dues-lapse.decided', actor_id: adminId },
      ],
    );
    // Positive control for "nothing is ended automatically": the other listed member is still active.
    assert.equal((await sessions.admin.get(`/api/members/${bystander.member.id}`)).json.status, 'active');

    const notListed = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, notListed.member.id, 'esi', 'active');
    const refused = await sessions.admin.post('/api/dues-lapses/decisions', {
      memberId: notListed.member.id,
      scheme: 'esi',
      decision: 'noted',
      note: 'Nothing to decide',
    });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /fewer than 6 months unpaid in ESI/);
  });

  it('a link whose months are paid in cash is cancelled at once, and paying it on the hosted page records nothing', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(sessions.admin, m.member.id, 'esi', 'active');
    const due = await addRecord(sessions.admin, {
      memberId: m.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'overdue',
      period: '2030-07',
    });
    const made = await sessions.admin.post('/api/payment-links', { memberId: m.member.id, scheme: 'esi' });
    assert.equal(made.status, 201, made.text);
    const link = made.json as PaymentLinkDto;
    assert.equal(link.paymentRecordId, due.id);
    const sandbox = stack.razorpaySandbox!;
    assert.equal(sandbox.paymentLink(link.razorpayLinkId)?.status, 'created');

    const cash = await sessions.admin.put(`/api/payment-records/${due.id}`, { status: 'paid', paymentMethod: 'cash' });
    assert.equal(cash.status, 200, cash.text);

    await eventually(
      async () => sandbox.paymentLink(link.razorpayLinkId)?.status === 'cancelled',
      'the link to be cancelled at Razorpay',
      10_000,
    );
    const refused = await fetch(`${sandbox.url}/v1/checkout/payment_links/${link.razorpayLinkId}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks: 1 }),
    });
    assert.equal(refused.status, 400);
    assert.deepEqual(sandbox.paymentLink(link.razorpayLinkId)?.payments ?? [], []);
    const links = (await sessions.admin.get(`/api/payment-links?memberId=${m.member.id}`)).json as PaymentLinkDto[];
    assert.deepEqual(
      links.map((l) => [l.id, l.status]),
      [[link.id, 'cancelled']],
    );
    const records = await listRecords(m.api, 'scheme=esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.paymentMethod, r.razorpayPaymentId ?? null]),
      [[due.id, 'paid', 'cash', null]],
    );
  });
});
