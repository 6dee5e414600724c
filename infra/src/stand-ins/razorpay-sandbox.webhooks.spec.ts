import { describe, it, beforeAll, afterAll, beforeEach } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { startRazorpaySandbox, type RazorpaySandbox, type WebhookEvent } from './razorpay-sandbox';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** The portal's webhook route, reduced to recording what arrives and answering scripted statuses. */
async function startReceiver() {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/razorpay/webhook`,
    received,
    statuses,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Razorpay sandbox: webhooks', () => {
  let sandbox: RazorpaySandbox;
  let sdk: Razorpay;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    receiver = await startReceiver();
    sandbox = await startRazorpaySandbox({ port: 0, webhookUrl: receiver.url, webhookRetryDelaysMs: [20, 40] });
    sdk = new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret });
    (sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = sandbox.apiUrl;
  });

  afterAll(async () => {
    await sandbox.stop();
    await receiver.stop();
  });

  beforeEach(() => {
    receiver.received.length = 0;
    receiver.statuses.length = 0;
    sandbox.setWebhookUrl(receiver.url);
    sandbox.pauseWebhooks(false);
  });

  const pay = async (action: 'pay' | 'fail', body: object = {}) => {
    const order = await sdk.orders.create({ amount: 20000, currency: 'INR', receipt: 'esi-webhook' });
    const res = await fetch(`${sandbox.url}/v1/checkout/orders/${order.id}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    assert.equal(res.status, 200);
    const answer = (await res.json()) as { razorpay_payment_id: string };
    await sandbox.webhooksSettled();
    return { orderId: order.id, paymentId: answer.razorpay_payment_id };
  };

  it('sends one payment.captured webhook after a payment, signed over the raw body with the webhook secret', async () => {
    const { orderId, paymentId } = await pay('pay');
    assert.equal(receiver.received.length, 1);
    const [{ headers, body }] = receiver.received;
    assert.equal(headers['content-type'], 'application/json');
    assert.match(String(headers['x-razorpay-event-id']), /^evt_[A-Za-z0-9]{14}$/);
    assert.equal(
      Razorpay.validateWebhookSignature(body, String(headers['x-razorpay-signature']), sandbox.webhookSecret),
      true,
    );
    assert.equal(Razorpay.validateWebhookSignature(body, String(headers['x-razorpay-signature']), 'other'), false);

    const event = JSON.parse(body) as WebhookEvent;
    assert.equal(event.entity, 'event');
    assert.equal(event.event, 'payment.captured');
    assert.equal(event.account_id, sandbox.accountId);
    assert.deepEqual(event.contains, ['payment']);
    assert.deepEqual(event.payload.payment.entity, sandbox.payment(paymentId));
    assert.equal(event.payload.payment.entity.order_id, orderId);
    assert.equal(event.payload.payment.entity.status, 'captured');
    assert.deepEqual(
      sandbox.deliveredWebhooks().filter((d) => d.paymentId === paymentId),
      [
        {
          eventId: headers['x-razorpay-event-id'],
          event: 'payment.captured',
          orderId,
          paymentId,
          state: 'delivered',
          status: 200,
          attempts: 1,
        },
      ],
    );
  });

  it('delivers the same event twice with the same event id when asked for two webhooks, and none for zero', async () => {
    await pay('pay', { webhooks: 2 });
    assert.equal(receiver.received.length, 2);
    const [first, second] = receiver.received;
    assert.equal(first.headers['x-razorpay-event-id'], second.headers['x-razorpay-event-id']);
    assert.equal(first.body, second.body);

    receiver.received.length = 0;
    await pay('pay', { webhooks: 0 });
    assert.equal(receiver.received.length, 0);
  });

  it('sends payment.failed with the error for a failed attempt', async () => {
    const { paymentId } = await pay('fail', { method: 'netbanking' });
    assert.equal(receiver.received.length, 1);
    const event = JSON.parse(receiver.received[0].body) as WebhookEvent;
    assert.equal(event.event, 'payment.failed');
    assert.equal(event.payload.payment.entity.id, paymentId);
    assert.equal(event.payload.payment.entity.status, 'failed');
    assert.equal(event.payload.payment.entity.method, 'netbanking');
    assert.equal(event.payload.payment.entity.error_description, 'Payment failed');
  });

  it('retries a webhook the portal refused, with the same event id and body, until it is accepted', async () => {
    receiver.statuses.push(500, 503);
    const { paymentId } = await pay('pay');
    assert.equal(receiver.received.length, 3);
    assert.equal(new Set(receiver.received.map((r) => r.headers['x-razorpay-event-id'])).size, 1);
    assert.equal(new Set(receiver.received.map((r) => r.body)).size, 1);
    const [delivery] = sandbox.deliveredWebhooks().filter((d) => d.paymentId === paymentId);
    assert.equal(delivery.state, 'delivered');
    assert.equal(delivery.attempts, 3);
  });

  it('gives up quietly after its retries when the portal cannot be reached', async () => {
    sandbox.setWebhookUrl('http://127.0.0.1:9/api/razorpay/webhook');
    const { paymentId } = await pay('pay');
    const [delivery] = sandbox.deliveredWebhooks().filter((d) => d.paymentId === paymentId);
    assert.equal(delivery.state, 'failed');
    assert.equal(delivery.attempts, 3);
    assert.equal(delivery.status, undefined);
  });

  it('drops webhooks while paused, as if callback and webhook were both lost', async () => {
    sandbox.pauseWebhooks(true);
    const { paymentId } = await pay('pay');
    assert.equal(receiver.received.length, 0);
    const [delivery] = sandbox.deliveredWebhooks().filter((d) => d.paymentId === paymentId);
    assert.equal(delivery.state, 'dropped');
    assert.equal(delivery.attempts, 0);
  });

  it('builds signed order.paid and payment.captured requests for replays and out-of-order tests', async () => {
    const { orderId, paymentId } = await pay('pay', { webhooks: 0 });
    const paid = sandbox.signedWebhook('order.paid', paymentId, 'evt_Replay00000001');
    assert.equal(paid.eventId, 'evt_Replay00000001');
    assert.equal(paid.headers['X-Razorpay-Event-Id'], 'evt_Replay00000001');
    assert.equal(
      Razorpay.validateWebhookSignature(paid.body, paid.headers['X-Razorpay-Signature'], sandbox.webhookSecret),
      true,
    );
    const event = JSON.parse(paid.body) as WebhookEvent;
    assert.deepEqual(event.contains, ['payment', 'order']);
    assert.equal(event.payload.order?.entity.id, orderId);
    assert.equal(event.payload.order?.entity.status, 'paid');
    assert.equal(event.payload.payment.entity.id, paymentId);

    const captured = sandbox.signedWebhook('payment.captured', paymentId);
    assert.notEqual(captured.eventId, paid.eventId);
    const res = await fetch(receiver.url, { method: 'POST', headers: captured.headers, body: captured.body });
    assert.equal(res.status, 200);
    assert.equal(receiver.received[0].headers['x-razorpay-event-id'], captured.eventId);
  });
});
