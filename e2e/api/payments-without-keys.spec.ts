import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PaymentMessages, PaymentsErrorCode } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { addRecord, listRecords, projectedInPayments, settings } from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The portal as docker compose runs it on a new server: payments gets the Razorpay variables empty (issue 25).
 * It stays up, says online payment is off, refuses orders and webhooks with a clear 400, and the office's
 * own payment records keep working.
 */
describe('payments without Razorpay keys', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let payer: MemberSession;

  beforeAll(async () => {
    stack = await startTestStack({
      serviceEnv: { payments: { RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '' } },
    });
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    payer = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(admin, payer.member.id, 'esi', 'active');
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('reports every service up on /api/health, naming online payment as off', async () => {
    const res = await new ApiClient(stack.url).get('/api/health');
    assert.equal(res.status, 200, res.text);
    assert.equal(res.json.services.payments, 'up');
    assert.deepEqual(res.json.features, { payments: { onlinePayment: 'off' } });
  });

  it("answers a member's Pay with 400 PAYMENTS_ONLINE_PAYMENT_NOT_CONFIGURED and the words to pay at the office", async () => {
    const res = await payer.api.post('/api/razorpay/create-order', { memberId: payer.member.id, scheme: 'esi' });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, PaymentsErrorCode.OnlinePaymentNotConfigured);
    assert.equal(res.json.message, PaymentMessages.onlinePaymentNotConfigured);
    assert.deepEqual(await listRecords(payer.api), [], 'the refused order left no record behind');
  });

  it("refuses Razorpay's webhook with 400 and the reason", async () => {
    const res = await fetch(`${stack.url}/api/razorpay/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Razorpay-Signature': 'abc' },
      body: JSON.stringify({ event: 'payment.captured', payload: {} }),
    });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { code: string; message: string };
    assert.deepEqual(
      [body.code, body.message],
      [PaymentsErrorCode.OnlinePaymentNotConfigured, PaymentMessages.webhooksNotConfigured],
    );
  });

  it('tells the admin the scheme settings cannot be paid online until the keys are set', async () => {
    const seen = await settings(admin);
    assert.deepEqual(
      seen.map((s) => [s.scheme, s.isOnlinePaymentConfigured]),
      [
        ['esi', false],
        ['postal', false],
        ['kutumba_barosa', false],
      ],
    );
  });

  it('records a payment taken at the office, which the member then sees', async () => {
    const record = await addRecord(admin, {
      memberId: payer.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'paid',
      paymentMethod: 'cash',
    });
    assert.equal(record.status, 'paid');
    const seen = await listRecords(payer.api);
    assert.deepEqual(
      seen.map((r) => [r.id, r.status, r.amount]),
      [[record.id, 'paid', '200.00']],
    );
  });
});
