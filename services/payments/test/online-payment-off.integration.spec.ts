import 'reflect-metadata';
import {
  HealthSubjects,
  PaymentMessages,
  PaymentsErrorCode,
  PaymentsSubjects as S,
  statusForErrorCode,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

/**
 * Payments as docker compose starts it on a new server: no Razorpay variables at all. It must come up (not exit
 * and restart for ever), refuse everything online with one clear code, and keep everything else working.
 */
describe('payments without Razorpay keys', () => {
  const harness = new PaymentsHarness({ razorpay: false });

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const count = async (table: string) =>
    Number((await harness.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

  it('starts and reports itself up with online payment off in its health answer', async () => {
    const health = await harness.rpc(HealthSubjects.payments, {});
    assert.equal(health.status, 'up');
    assert.deepEqual(health.features, { onlinePayment: 'off' });
  });

  it("refuses a member's order with PAYMENTS_ONLINE_PAYMENT_NOT_CONFIGURED (a 4xx) and stores no order", async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const error = await harness.rpcError(S.CreateOrder, {
      input: { scheme: 'esi', months: 1 },
      actor: { userId: member.id, userType: 'member' },
    });
    assert.equal(error.code, PaymentsErrorCode.OnlinePaymentNotConfigured);
    assert.equal(error.message, PaymentMessages.onlinePaymentNotConfigured);
    assert.equal(error.status, 400);
    assert.equal(statusForErrorCode(error.code), 400);
    assert.equal(await count('razorpay_orders'), 0);
    assert.equal((await harness.records(member.id)).length, 0);
  });

  it("refuses an admin's order for a member the same way, before looking at the member", async () => {
    const error = await harness.rpcError(S.CreateOrder, {
      input: { memberId: 'PHOTO9999', scheme: 'esi', months: 1 },
      actor: ADMIN,
    });
    assert.equal(error.code, PaymentsErrorCode.OnlinePaymentNotConfigured);
  });

  it('refuses a payment verification and a webhook with the same code, recording nothing', async () => {
    const verify = await harness.rpcError(S.VerifyPayment, {
      input: { razorpay_order_id: 'order_X', razorpay_payment_id: 'pay_X', razorpay_signature: 'abc' },
      actor: ADMIN,
    });
    assert.equal(verify.code, PaymentsErrorCode.OnlinePaymentNotConfigured);

    const webhook = await harness.rpcError(S.ReceiveWebhook, {
      rawBody: JSON.stringify({ event: 'payment.captured', payload: {} }),
      signature: 'abc',
      eventId: 'evt_1',
    });
    assert.equal(webhook.code, PaymentsErrorCode.OnlinePaymentNotConfigured);
    assert.equal(webhook.message, PaymentMessages.webhooksNotConfigured);
    assert.equal(await count('razorpay_webhook_events'), 0);
  });

  it('tells the scheme settings page that online payment is not configured, keeping each scheme switch', async () => {
    const settings = await harness.rpc(S.ListSchemeSettings, { actor: ADMIN });
    assert.deepEqual(
      settings.map((s) => [s.scheme, s.isOnlinePaymentEnabled, s.isOnlinePaymentConfigured]),
      [
        ['esi', true, false],
        ['postal', true, false],
        ['kutumba_barosa', true, false],
      ],
    );
    const updated = await harness.rpc(S.UpdateSchemeSetting, {
      id: settings[0].id,
      input: { amount: 210 },
      actor: ADMIN,
    });
    assert.deepEqual([updated.amount, updated.isOnlinePaymentConfigured], ['210.00', false]);
  });

  it('still records a payment made at the office, with its receipt number and stored PDF receipt', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const record = await harness.rpc(S.CreatePaymentRecord, {
      input: { memberId: member.id, scheme: 'esi', amount: '200', status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    assert.equal(record.status, 'paid');
    assert.match(record.receiptNumber ?? '', /^RCPT-\d{4}-\d{6}$/);
    const rows = await harness.records(member.id);
    assert.deepEqual(
      rows.map((r) => [r.status, r.amount]),
      [['paid', '200.00']],
    );
    await harness.waitFor(
      async () => (await harness.records(member.id))[0]?.receipt_key === `receipts/${record.id}.pdf`,
      'the receipt PDF stored for the office payment',
    );
  });

  it('lets the reconciliation job run without asking Razorpay', async () => {
    assert.deepEqual(await harness.get(Reconciliation).run(), { checked: 0, recorded: 0, expired: 0 });
  });
});
