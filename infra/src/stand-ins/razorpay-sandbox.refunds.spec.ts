import { describe, it, beforeAll, afterAll, beforeEach } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { startRazorpaySandbox, type RazorpaySandbox, type WebhookEvent } from './razorpay-sandbox';

describe('Razorpay sandbox: refunds', () => {
  let sut: RazorpaySandbox;
  let receiver: Server;
  const received: Array<{ body: string; eventId: string; signature: string }> = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          eventId: String(req.headers['x-razorpay-event-id']),
          signature: String(req.headers['x-razorpay-signature']),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/razorpay/webhook`;
    sut = await startRazorpaySandbox({ port: 0, webhookUrl: url, webhookRetryDelaysMs: [20] });
  });

  afterAll(async () => {
    await sut.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
    sut.setRefundOutcome({ status: 'processed', webhooks: 1 });
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${sut.apiUrl}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${sut.keyId}:${sut.keySecret}`).toString('base64')}`,
      },
    });

  const capturedPayment = async (amount = 20000): Promise<string> => {
    const order = (await (await api('/v1/orders', { method: 'POST', body: JSON.stringify({ amount }) })).json()) as {
      id: string;
    };
    const paid = await fetch(`${sut.url}/v1/checkout/orders/${order.id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ webhooks: 0 }),
    });
    return ((await paid.json()) as { razorpay_payment_id: string }).razorpay_payment_id;
  };

  const refund = (paymentId: string, body: object) =>
    api(`/v1/payments/${paymentId}/refund`, { method: 'POST', body: JSON.stringify(body) });

  it("answers a partial refund as Razorpay's refund entity and sends refund.processed with the refund and payment", async () => {
    const paymentId = await capturedPayment();
    const res = await refund(paymentId, { amount: 5000, notes: { reason: 'duplicate' } });
    assert.equal(res.status, 200);
    const entity = (await res.json()) as Record<string, unknown>;
    assert.match(String(entity.id), /^rfnd_[A-Za-z0-9]{14}$/);
    assert.deepEqual(
      { ...entity, id: 'x', created_at: 0, acquirer_data: {} },
      {
        id: 'x',
        entity: 'refund',
        amount: 5000,
        currency: 'INR',
        payment_id: paymentId,
        notes: { reason: 'duplicate' },
        receipt: null,
        acquirer_data: {},
        created_at: 0,
        batch_id: null,
        status: 'processed',
        speed_processed: 'normal',
        speed_requested: 'normal',
      },
    );
    assert.equal(sut.payment(paymentId)?.amount_refunded, 5000);
    assert.equal(sut.payment(paymentId)?.refund_status, 'partial');
    assert.equal(sut.payment(paymentId)?.status, 'captured');
    await sut.webhooksSettled();
    assert.equal(received.length, 1);
    assert.equal(Razorpay.validateWebhookSignature(received[0].body, received[0].signature, sut.webhookSecret), true);
    const event = JSON.parse(received[0].body) as WebhookEvent;
    assert.equal(event.event, 'refund.processed');
    assert.deepEqual(event.contains, ['refund', 'payment']);
    assert.equal(event.payload.refund?.entity.id, entity.id);
    assert.equal(event.payload.payment.entity.amount_refunded, 5000);
  });

  it('refunds the rest when no amount is given: the payment is refunded in full; a further refund is refused', async () => {
    const paymentId = await capturedPayment();
    await refund(paymentId, { amount: 5000 });
    const rest = (await (await refund(paymentId, {})).json()) as { amount: number };
    assert.equal(rest.amount, 15000);
    assert.equal(sut.payment(paymentId)?.status, 'refunded');
    assert.equal(sut.payment(paymentId)?.refund_status, 'full');
    const again = await refund(paymentId, { amount: 100 });
    assert.equal(again.status, 400);
    assert.equal(
      ((await again.json()) as { error: { description: string } }).error.description,
      'The payment has been fully refunded already',
    );
    const listed = (await (await api(`/v1/payments/${paymentId}/refunds`)).json()) as { count: number };
    assert.equal(listed.count, 2);
  });

  it('refuses more than is left with 400 and changes nothing', async () => {
    const paymentId = await capturedPayment();
    const res = await refund(paymentId, { amount: 20001 });
    assert.equal(res.status, 400);
    const body = (await res.json()) as { error: { code: string; description: string; field: string } };
    assert.equal(body.error.code, 'BAD_REQUEST_ERROR');
    assert.equal(body.error.description, 'The refund amount provided is greater than amount captured');
    assert.equal(sut.payment(paymentId)?.amount_refunded, 0);
    await sut.webhooksSettled();
    assert.equal(received.length, 0);
  });

  it('delivers the webhook twice with one event id when told; a pending refund sends refund.failed once settled as failed', async () => {
    const paymentId = await capturedPayment();
    sut.setRefundOutcome({ webhooks: 2 });
    await refund(paymentId, { amount: 20000 });
    await sut.webhooksSettled();
    assert.equal(received.length, 2);
    assert.equal(received[0].eventId, received[1].eventId);

    received.length = 0;
    const other = await capturedPayment();
    sut.setRefundOutcome({ status: 'pending', webhooks: 1 });
    const pending = (await (await refund(other, { amount: 1000 })).json()) as { id: string; status: string };
    assert.equal(pending.status, 'pending');
    await sut.webhooksSettled();
    assert.equal(received.length, 0);
    sut.settleRefund(pending.id, 'failed');
    await sut.webhooksSettled();
    assert.equal(received.length, 1);
    assert.equal((JSON.parse(received[0].body) as WebhookEvent).event, 'refund.failed');
    assert.equal(sut.payment(other)?.amount_refunded, 0);
    assert.equal(sut.refund(pending.id)?.status, 'failed');
  });
});
