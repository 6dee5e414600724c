import { describe, it, beforeAll, afterAll, beforeEach } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { addPeriods, startRazorpaySandbox, type RazorpaySandbox, type WebhookEvent } from './razorpay-sandbox';
import { signWebhookBody } from './razorpay-sandbox.signing';

describe('Razorpay sandbox: subscriptions (UPI AutoPay)', () => {
  let sut: RazorpaySandbox;
  let sdk: Razorpay;
  let receiver: Server;
  const received: WebhookEvent[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WebhookEvent);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/razorpay/webhook`;
    sut = await startRazorpaySandbox({ port: 0, webhookUrl: url, webhookRetryDelaysMs: [20] });
    sdk = new Razorpay({ key_id: sut.keyId, key_secret: sut.keySecret });
    (sdk.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = sut.apiUrl;
  });

  afterAll(async () => {
    await sut.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
  });

  const checkout = (id: string, action: 'pay' | 'fail' | 'charge', body: Record<string, unknown> = {}) =>
    fetch(`${sut.url}/v1/checkout/subscriptions/${id}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function newSubscription(amount = 20000) {
    const plan = await sdk.plans.create({
      period: 'monthly',
      interval: 1,
      item: { name: 'ESI contribution', amount, currency: 'INR' },
      notes: { scheme: 'esi' },
    });
    const subscription = await sdk.subscriptions.create({ plan_id: plan.id, total_count: 12, customer_notify: 0 });
    return { plan, subscription };
  }

  it('creates plans and subscriptions through the SDK with Razorpay’s shapes and refusals', async () => {
    const { plan, subscription } = await newSubscription();
    assert.equal(plan.entity, 'plan');
    assert.equal(plan.item.amount, 20000);
    assert.deepEqual(
      [subscription.entity, subscription.status, subscription.plan_id, subscription.paid_count],
      ['subscription', 'created', plan.id, 0],
    );
    await assert.rejects(
      sdk.subscriptions.create({ plan_id: 'plan_missing', total_count: 12 }),
      (error: { statusCode: number; error: { description: string } }) =>
        error.statusCode === 400 && /does not exist/.test(error.error.description),
    );
    await assert.rejects(
      sdk.plans.create({ period: 'hourly', interval: 1, item: { name: 'x', amount: 100 } } as never),
    );
  });

  it('authorises the mandate at the checkout, charges each month on the clock and signs the webhooks', async () => {
    const { subscription } = await newSubscription();
    const paid = await checkout(subscription.id, 'pay', { method: 'upi' });
    assert.equal(paid.status, 200);
    const answer = (await paid.json()) as Record<string, string>;
    assert.equal(answer.razorpay_subscription_id, subscription.id);
    assert.equal(
      answer.razorpay_signature,
      signWebhookBody(`${answer.razorpay_payment_id}|${subscription.id}`, sut.keySecret),
    );
    const first = sut.subscription(subscription.id)!;
    assert.deepEqual([first.status, first.paid_count], ['active', 1]);

    const before = sut.clock();
    const next = await checkout(subscription.id, 'charge', {});
    assert.equal(next.status, 200);
    const charged = (await next.json()) as { invoice: { billing_start: number; id: string }; payment: { id: string } };
    assert.equal(charged.invoice.billing_start, first.current_end);
    assert.ok(sut.clock() >= before + 27 * 86_400, 'the clock moved a month on');
    const invoice = (await sdk.invoices.fetch(charged.invoice.id)) as unknown as { subscription_id: string };
    assert.equal(invoice.subscription_id, subscription.id);
    const payment = await sdk.payments.fetch(charged.payment.id);
    assert.deepEqual([payment.status, payment.invoice_id], ['captured', charged.invoice.id]);
    // The subscription's invoices, listed as the portal's reconciliation asks for them: newest first, each paid.
    const listed = await sdk.invoices.all({ subscription_id: subscription.id });
    assert.equal(listed.items[0].id, charged.invoice.id);
    assert.deepEqual(
      listed.items.map((i) => [i.status, i.payment_id]),
      [
        ['paid', charged.payment.id],
        ['paid', answer.razorpay_payment_id],
      ],
    );

    await sut.webhooksSettled();
    // Each call's events arrive in order; the two calls' may interleave.
    assert.deepEqual(received.map((e) => e.event).sort(), [
      'subscription.activated',
      'subscription.authenticated',
      'subscription.charged',
      'subscription.charged',
    ]);
    const second = received.find((e) => e.payload.payment?.entity.id === charged.payment.id)!;
    assert.equal(second.event, 'subscription.charged');
    assert.equal(second.payload.subscription!.entity.id, subscription.id);
  });

  it('a declined debit makes it pending, a second halted; pause, resume and cancel follow Razorpay’s rules', async () => {
    const { subscription } = await newSubscription();
    await checkout(subscription.id, 'pay');
    await checkout(subscription.id, 'charge', { outcome: 'fail' });
    assert.equal(sut.subscription(subscription.id)!.status, 'pending');
    await checkout(subscription.id, 'charge', { outcome: 'fail' });
    assert.equal(sut.subscription(subscription.id)!.status, 'halted');
    await sut.webhooksSettled();
    const failing = received
      .map((e) => e.event)
      .filter((e) => e === 'subscription.pending' || e === 'subscription.halted');
    assert.deepEqual(failing, ['subscription.pending', 'subscription.halted']);
    await assert.rejects(sdk.subscriptions.pause(subscription.id, { pause_at: 'now' }));

    await checkout(subscription.id, 'charge');
    assert.equal(sut.subscription(subscription.id)!.status, 'active');
    assert.equal((await sdk.subscriptions.pause(subscription.id, { pause_at: 'now' })).status, 'paused');
    assert.equal((await checkout(subscription.id, 'charge')).status, 400);
    assert.equal((await sdk.subscriptions.resume(subscription.id, { resume_at: 'now' })).status, 'active');
    assert.equal((await sdk.subscriptions.cancel(subscription.id, false)).status, 'cancelled');
    await sut.webhooksSettled();
    assert.deepEqual(
      received.map((e) => e.event).filter((e) => /paused|resumed|cancelled/.test(e)),
      ['subscription.paused', 'subscription.resumed', 'subscription.cancelled'],
    );
  });

  it('adds months keeping the day where the month has it', () => {
    const jan31 = Date.UTC(2027, 0, 31) / 1000;
    assert.equal(new Date(addPeriods(jan31, 'monthly', 1) * 1000).toISOString().slice(0, 10), '2027-02-28');
    assert.equal(new Date(addPeriods(jan31, 'monthly', 2) * 1000).toISOString().slice(0, 10), '2027-03-31');
  });
});
