import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PaymentConflictSources } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually, knownToPayments, listRecords, payInSandbox, RecordSeen } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { endMembershipIn } from '../support/renewal-window';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const YEAR_MS = 365 * 86_400_000;

interface ConflictSeen {
  razorpayPaymentId: string;
  razorpayOrderId: string;
  source: string;
  status: string;
  recorded: { receiptNumber: string | null } | null;
}

/**
 * Renewal money the books keep aside for a refund (issue 26), through the whole portal: the member pays their
 * renewal online after the office took it, or after the admin declined the request. Both payments are in the books,
 * the membership is renewed at most once, and Needs review lists the online payment once.
 */
describe('renewal fees paid twice, or for nothing, in Needs review', () => {
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

  async function member(): Promise<MemberSession> {
    const session = await sessions.signedIn();
    await knownToPayments(admin, session.member.id);
    // The member renews (online): inside the 30-day window (issue 30).
    await endMembershipIn(admin, session.member.id);
    return session;
  }

  const endDate = async (m: MemberSession) =>
    (await admin.get(`/api/members/${m.member.id}`)).json.membershipEndDate as string;

  const feesOf = (m: MemberSession) => listRecords(admin, `scheme=renewal_fee&memberId=${m.member.id}`);

  const conflictsOf = async (paymentId: string): Promise<ConflictSeen[]> => {
    const res = await admin.get('/api/razorpay/conflicts');
    assert.equal(res.status, 200, res.text);
    return (res.json as ConflictSeen[]).filter((c) => c.razorpayPaymentId === paymentId);
  };

  /** The member opens the renewal's order (which opens their request) and answers its id and the request's. */
  async function renewalOrder(m: MemberSession): Promise<{ orderId: string; requestId: string }> {
    const order = await m.api.post('/api/razorpay/renewal-order', {});
    assert.equal(order.status, 200, order.text);
    const requests = (await admin.get(`/api/members/${m.member.id}/renewal-requests`)).json as Array<{
      id: string;
      status: string;
    }>;
    const open = requests.find((r) => r.status === 'open');
    assert.ok(open, `an open request: ${JSON.stringify(requests)}`);
    return { orderId: order.json.order_id as string, requestId: open.id };
  }

  async function payOnline(m: MemberSession, orderId: string) {
    const paid = await payInSandbox(stack, orderId, { webhooks: 1 });
    const verified = await m.api.post('/api/razorpay/verify-payment', paid);
    assert.equal(verified.status, 200, verified.text);
    await stack.razorpaySandbox!.webhooksSettled();
    return paid;
  }

  it('keeps both payments of a renewal taken in the office and then paid online, renews once, and lists the online one once', async () => {
    const m = await member();
    const before = await endDate(m);
    const { orderId, requestId } = await renewalOrder(m);
    const done = await admin.post(`/api/members/renewal-requests/${requestId}/complete`, { paymentMethod: 'cash' });
    assert.equal(done.status, 200, done.text);
    const office: RecordSeen = await eventually(async () => {
      const fees = await feesOf(m);
      return fees.length === 1 && fees[0].receiptNumber ? fees[0] : undefined;
    }, "the office's renewal fee");

    const paid = await payOnline(m, orderId);
    await portalSettled(stack);

    const fees = await feesOf(m);
    assert.deepEqual(
      fees.map((f) => f.razorpayPaymentId ?? 'office').sort(),
      [paid.razorpay_payment_id, 'office'].sort(),
    );
    assert.equal(Date.parse(await endDate(m)) - Date.parse(before), YEAR_MS, 'renewed one year, once');
    const listed = await conflictsOf(paid.razorpay_payment_id);
    assert.deepEqual(
      listed.map((c) => [c.razorpayOrderId, c.source, c.status, c.recorded?.receiptNumber]),
      [[orderId, PaymentConflictSources.RenewalPaidTwice, 'open', office.receiptNumber]],
    );
  });

  it('keeps a renewal paid online after the admin declined the request, renews nothing, and lists it once', async () => {
    const m = await member();
    const before = await endDate(m);
    const { orderId, requestId } = await renewalOrder(m);
    const declined = await admin.post(`/api/members/renewal-requests/${requestId}/decline`, {
      reason: 'Asked by mistake',
    });
    assert.equal(declined.status, 200, declined.text);

    const paid = await payOnline(m, orderId);
    const listed = await eventually(async () => {
      const found = await conflictsOf(paid.razorpay_payment_id);
      return found.length > 0 ? found : undefined;
    }, 'the payment in Needs review');
    await portalSettled(stack);

    assert.equal((await conflictsOf(paid.razorpay_payment_id)).length, 1, 'listed once');
    const [fee] = await feesOf(m);
    assert.deepEqual(
      [listed[0].source, listed[0].status, listed[0].recorded?.receiptNumber],
      [PaymentConflictSources.RenewalNotApplied, 'open', fee.receiptNumber],
    );
    assert.equal(await endDate(m), before, 'the membership is not renewed');
  });
});
