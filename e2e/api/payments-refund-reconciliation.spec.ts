import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { RefundSummaryAnswer } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { createOrder, eventually, listRecords, payInSandbox, projectedInPayments } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

const GATEWAY_UNAVAILABLE = 'The payment gateway cannot be reached right now. Please try again in a few minutes.';

/**
 * Refunds whose answer or webhooks never came (issue 26): the reconciliation asks Razorpay (the sandbox) about
 * online refunds still pending and applies what it says, once.
 */
describe('pending refunds are reconciled with Razorpay', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await startTestStack({ env: { RECONCILE_AFTER_SECONDS: '1', JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    stack?.razorpaySandbox?.setOutage('none');
    stack?.razorpaySandbox?.setRefundOutcome({ status: 'processed', webhooks: 1 });
    await stack?.teardown();
  });

  const sandbox = () => stack.razorpaySandbox!;

  async function paidMember(): Promise<{ m: MemberSession; recordId: string; paymentId: string }> {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(admin, m.member.id, 'esi', 'active');
    const paid = await payInSandbox(stack, await createOrder(m.api, { scheme: 'esi' }), { webhooks: 0 });
    assert.equal((await m.api.post('/api/razorpay/verify-payment', paid)).status, 200);
    const [record] = await listRecords(m.api, 'scheme=esi&status=paid');
    return { m, recordId: record.id, paymentId: paid.razorpay_payment_id };
  }
  const summary = async (recordId: string): Promise<RefundSummaryAnswer> => {
    const res = await admin.get(`/api/payment-records/${recordId}/refunds`);
    assert.equal(res.status, 200, res.text);
    return res.json as RefundSummaryAnswer;
  };
  const paidMonths = async (m: MemberSession) =>
    ((await m.api.get('/api/payment-records/months?scheme=esi')).json.months as Array<{ status: string }>).filter(
      (x) => x.status === 'paid',
    ).length;

  it('a refund Razorpay settled without any webhook is processed by the reconciliation, with its credit note', async () => {
    const { m, recordId } = await paidMember();
    sandbox().setRefundOutcome({ status: 'pending', webhooks: 0 });
    const asked = await admin.post(`/api/payment-records/${recordId}/refunds`, { amount: 200, reason: 'Cancelled' });
    assert.equal(asked.status, 201, asked.text);
    assert.equal(asked.json.status, 'pending');
    sandbox().settleRefund(asked.json.reference, 'processed');
    await sandbox().webhooksSettled();
    assert.deepEqual(
      sandbox()
        .deliveredWebhooks()
        .filter((w) => w.refundId === asked.json.reference),
      [],
      'no webhook told the portal',
    );
    await eventually(async () => (await summary(recordId)).refunds[0]?.status === 'processed', 'the refund processed');
    const [done] = (await summary(recordId)).refunds;
    assert.match(done.creditNoteNumber!, /^CN-/);
    assert.equal(await paidMonths(m), 0, 'the month is unpaid again');
  });

  it('a refund asked while Razorpay is down stays pending (503), and is failed once Razorpay shows no such refund', async () => {
    const { recordId, paymentId } = await paidMember();
    sandbox().setRefundOutcome({ status: 'processed', webhooks: 1 });
    sandbox().setOutage('error');
    const asked = await admin.post(`/api/payment-records/${recordId}/refunds`, { amount: 100, reason: 'Half' });
    assert.equal(asked.status, 503, asked.text);
    assert.equal(asked.json.message, GATEWAY_UNAVAILABLE);
    const [pending] = (await summary(recordId)).refunds;
    assert.equal(pending.status, 'pending');
    assert.equal((await summary(recordId)).refundable, '100.00', 'its amount is held while Razorpay is asked');
    sandbox().setOutage('none');
    await eventually(async () => (await summary(recordId)).refunds[0]?.status === 'failed', 'the refund failed');
    assert.equal((await summary(recordId)).refundable, '200.00');
    assert.equal(sandbox().payment(paymentId)?.amount_refunded, 0);
    // Positive control: now it goes through.
    const again = await admin.post(`/api/payment-records/${recordId}/refunds`, { amount: 100, reason: 'Half' });
    assert.equal(again.status, 201, again.text);
    assert.equal(again.json.status, 'processed');
  });
});
