import { describe, it, beforeAll, afterAll, beforeEach } from '@jest/globals';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { startRazorpaySandbox, type RazorpaySandbox, type WebhookEvent } from './razorpay-sandbox';

interface Link {
  id: string;
  short_url: string;
  status: string;
  amount: number;
  amount_paid: number;
  reference_id: string;
  order_id?: string;
  payments: Array<{ payment_id: string; status: string; amount: number }> | null;
}

describe('Razorpay sandbox: payment links', () => {
  let sut: RazorpaySandbox;
  let sdk: Razorpay;
  let receiver: Server;
  const received: Array<{ body: string; eventId: string; signature: string }> = [];
  let reference = 0;

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

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${sut.apiUrl}${path}`, {
      ...init,
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Basic ${Buffer.from(`${sut.keyId}:${sut.keySecret}`).toString('base64')}`,
      },
    });

  const newLink = async (input: Record<string, unknown> = {}): Promise<Link> =>
    (await sdk.paymentLink.create({
      amount: 20000,
      currency: 'INR',
      reference_id: `dues-${++reference}-${Date.now()}`,
      description: 'ESI contribution: November 2026',
      customer: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919876543210' },
      notify: { sms: false, email: false },
      expire_by: Math.floor(Date.now() / 1000) + 3600,
      notes: { memberId: 'KPWA-0001', scheme: 'esi' },
      ...input,
    })) as unknown as Link;

  const payOnPage = (link: Link, webhooks: 0 | 1 | 2 = 1) =>
    fetch(`${sut.url}/v1/checkout/payment_links/${link.id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks }),
    });

  it('creates a link through the SDK with Razorpay fields, fetches it, and serves its hosted page', async () => {
    const link = await newLink();
    assert.match(link.id, /^plink_[A-Za-z0-9]{14}$/);
    assert.equal(link.status, 'created');
    assert.equal(link.amount, 20000);
    assert.equal(link.amount_paid, 0);
    assert.equal(link.payments, null);
    assert.ok(link.short_url.startsWith(`${sut.url}/i/`), link.short_url);
    const fetched = (await sdk.paymentLink.fetch(link.id)) as unknown as Link;
    assert.deepEqual(fetched, link);

    const page = await fetch(link.short_url);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /ESI contribution: November 2026/);
    assert.match(html, /₹200\.00/);
    assert.match(html, /data-method="upi"/);
  });

  it('refuses a reused reference_id, an expiry under 15 minutes, and a missing amount, as Razorpay does', async () => {
    const first = await newLink();
    const again = await api('/v1/payment_links', {
      method: 'POST',
      body: JSON.stringify({ amount: 20000, reference_id: first.reference_id }),
    });
    assert.equal(again.status, 400);
    assert.match(((await again.json()) as { error: { description: string } }).error.description, /already exists/);
    const soon = await api('/v1/payment_links', {
      method: 'POST',
      body: JSON.stringify({ amount: 20000, expire_by: Math.floor(Date.now() / 1000) + 60 }),
    });
    assert.equal(soon.status, 400);
    const noAmount = await api('/v1/payment_links', { method: 'POST', body: JSON.stringify({}) });
    assert.equal(noAmount.status, 400);
    const unauthenticated = await fetch(`${sut.apiUrl}/v1/payment_links/${first.id}`);
    assert.equal(unauthenticated.status, 401);
  });

  it('paying on the hosted page makes a captured payment on an order and sends payment_link.paid, signed', async () => {
    const link = await newLink();
    const res = await payOnPage(link, 2);
    assert.equal(res.status, 200);
    const answer = (await res.json()) as { razorpay_payment_id: string; razorpay_payment_link_status: string };
    assert.equal(answer.razorpay_payment_link_status, 'paid');
    await sut.webhooksSettled();

    const paid = sut.paymentLink(link.id)!;
    assert.equal(paid.status, 'paid');
    assert.equal(paid.amount_paid, 20000);
    assert.deepEqual(
      paid.payments?.map((p) => [p.payment_id, p.status, p.amount]),
      [[answer.razorpay_payment_id, 'captured', 20000]],
    );
    const payment = sut.payment(answer.razorpay_payment_id)!;
    assert.equal(payment.status, 'captured');
    assert.equal(payment.order_id, paid.order_id);
    assert.equal(sut.order(paid.order_id!)!.status, 'paid');

    // Delivered twice with one event id, as Razorpay's retries do.
    assert.equal(received.length, 2);
    assert.equal(received[0].eventId, received[1].eventId);
    for (const delivery of received) {
      assert.equal(Razorpay.validateWebhookSignature(delivery.body, delivery.signature, sut.webhookSecret), true);
    }
    const event = JSON.parse(received[0].body) as WebhookEvent;
    assert.equal(event.event, 'payment_link.paid');
    assert.deepEqual(event.contains, ['payment_link', 'order', 'payment']);
    assert.equal(event.payload.payment_link!.entity.id, link.id);
    assert.equal(event.payload.payment_link!.entity.status, 'paid');
    assert.equal(event.payload.payment.entity.id, answer.razorpay_payment_id);
    assert.equal(event.payload.order!.entity.id, paid.order_id);
    assert.deepEqual(
      sut
        .deliveredWebhooks()
        .filter((d) => d.paymentLinkId === link.id)
        .map((d) => [d.event, d.state]),
      [
        ['payment_link.paid', 'delivered'],
        ['payment_link.paid', 'delivered'],
      ],
    );
    // A paid link is paid once.
    const twice = await payOnPage(link);
    assert.equal(twice.status, 400);
    assert.match(await (await fetch(link.short_url)).text(), /already been paid/);
  });

  it('a cancelled link cannot be paid, and its page says so; a paid link cannot be cancelled', async () => {
    const link = await newLink();
    const cancelled = (await sdk.paymentLink.cancel(link.id)) as unknown as Link;
    assert.equal(cancelled.status, 'cancelled');
    const res = await payOnPage(link);
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { error: { description: string } }).error.description, /cancelled/);
    const page = await (await fetch(link.short_url)).text();
    assert.match(page, /has been cancelled/);
    assert.doesNotMatch(page, /data-method=/);
    assert.equal(received.length, 0);

    // Positive control for the refusal below: an open link is cancellable.
    const paid = await newLink();
    assert.equal((await payOnPage(paid, 0)).status, 200);
    const refused = await api(`/v1/payment_links/${paid.id}/cancel`, { method: 'POST' });
    assert.equal(refused.status, 400);
    assert.equal(sut.paymentLink(paid.id)!.status, 'paid');
  });

  it('an expired link cannot be paid', async () => {
    const link = await newLink();
    assert.equal(sut.expirePaymentLink(link.id).status, 'expired');
    assert.equal(((await sdk.paymentLink.fetch(link.id)) as unknown as Link).status, 'expired');
    const res = await payOnPage(link);
    assert.equal(res.status, 400);
    assert.match(await (await fetch(link.short_url)).text(), /has expired/);
  });

  it('signs a payment_link.paid replay on demand and answers an unknown short URL with 404', async () => {
    const link = await newLink();
    await payOnPage(link, 0);
    const replay = sut.signedPaymentLinkWebhook(link.id, 'evt_replay');
    assert.equal(replay.headers['X-Razorpay-Event-Id'], 'evt_replay');
    assert.equal(
      Razorpay.validateWebhookSignature(replay.body, replay.headers['X-Razorpay-Signature'], sut.webhookSecret),
      true,
    );
    assert.equal((await fetch(`${sut.url}/i/nothing`)).status, 404);
  });
});
