import { describe, it, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { runInNewContext, Script } from 'node:vm';
import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import { startRazorpaySandbox, type RazorpaySandbox } from './razorpay-sandbox';

interface SdkError {
  statusCode: number;
  error: { code: string; description: string; source: string; step: string; reason: string; metadata: object };
}

/** The official SDK pointed at the sandbox, as the payments service points it. */
function sdkFor(sandbox: RazorpaySandbox, keySecret = sandbox.keySecret, timeout?: number): Razorpay {
  const client = new Razorpay({ key_id: sandbox.keyId, key_secret: keySecret });
  const rq = (client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }).rq;
  rq.defaults.baseURL = sandbox.apiUrl;
  if (timeout) rq.defaults.timeout = timeout;
  return client;
}

async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    return error as SdkError;
  }
  assert.fail('the call succeeded where Razorpay would refuse it');
}

function assertErrorShape(error: SdkError['error']): void {
  const keys = Object.keys(error).filter((key) => key !== 'field');
  assert.deepEqual(keys.sort(), ['code', 'description', 'metadata', 'reason', 'source', 'step']);
  assert.equal(error.code, 'BAD_REQUEST_ERROR');
}

describe('Razorpay sandbox: REST API and checkout', () => {
  let sandbox: RazorpaySandbox;
  let sdk: Razorpay;

  const checkout = (orderId: string, action: 'pay' | 'fail' | 'authorize', body: object = { webhooks: 0 }) =>
    fetch(`${sandbox.url}/v1/checkout/orders/${orderId}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:8080' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    sandbox = await startRazorpaySandbox({ port: 0 });
    sdk = sdkFor(sandbox);
  });

  afterAll(async () => {
    await sandbox.stop();
  });

  it('gives test keys shaped like Razorpay test keys when none are configured', () => {
    assert.match(sandbox.keyId, /^rzp_test_[A-Za-z0-9]{14}$/);
    assert.ok(sandbox.keySecret.length >= 20);
    assert.ok(sandbox.webhookSecret.length >= 20);
    assert.equal(sandbox.checkoutUrl, `${sandbox.url}/v1/checkout.js`);
  });

  it('creates an order through the official SDK and fetches it back with Razorpay order fields', async () => {
    const created = await sdk.orders.create({
      amount: 60000,
      currency: 'INR',
      receipt: 'esi-PHOTO0001-2025-01',
      notes: { scheme: 'esi', memberId: 'PHOTO0001' },
    });
    assert.match(created.id, /^order_[A-Za-z0-9]{14}$/);
    assert.equal(created.entity, 'order');
    assert.equal(created.amount, 60000);
    assert.equal(created.amount_paid, 0);
    assert.equal(created.amount_due, 60000);
    assert.equal(created.currency, 'INR');
    assert.equal(created.receipt, 'esi-PHOTO0001-2025-01');
    assert.equal(created.status, 'created');
    assert.equal(created.attempts, 0);
    assert.deepEqual(created.notes, { scheme: 'esi', memberId: 'PHOTO0001' });
    assert.ok(Math.abs(Number(created.created_at) - Date.now() / 1000) < 60);

    assert.deepEqual(await sdk.orders.fetch(created.id), created);
    assert.deepEqual(await sdk.orders.fetchPayments(created.id), { entity: 'collection', count: 0, items: [] });
  });

  it('refuses amounts below ₹1, fractional paise, other currencies and long receipts with Razorpay error bodies', async () => {
    const cases: Array<[object, string]> = [
      [{ amount: 99 }, 'The amount must be atleast INR 1.00'],
      [{ amount: 150.5 }, 'The amount must be an integer.'],
      [{}, 'The amount field is required.'],
      [{ amount: 10000, currency: 'USD' }, 'Currency is not supported'],
      [{ amount: 10000, receipt: 'r'.repeat(41) }, 'The receipt may not be greater than 40 characters.'],
    ];
    for (const [params, description] of cases) {
      const failure = await sdkError(sdk.orders.create(params as never));
      assert.equal(failure.statusCode, 400, description);
      assert.equal(failure.error.description, description);
      assertErrorShape(failure.error);
    }
  });

  it('answers 401 in Razorpay error shape to a wrong key secret or no credentials at all', async () => {
    const wrong = await sdkError(sdkFor(sandbox, 'not-the-secret').orders.create({ amount: 10000, currency: 'INR' }));
    assert.equal(wrong.statusCode, 401);
    assert.deepEqual(wrong.error, {
      code: 'BAD_REQUEST_ERROR',
      description: 'Authentication failed',
      source: 'NA',
      step: 'NA',
      reason: 'NA',
      metadata: {},
    });

    const anonymous = await fetch(`${sandbox.apiUrl}/v1/orders`, { method: 'POST', body: '{"amount":10000}' });
    assert.equal(anonymous.status, 401);
    const body = (await anonymous.json()) as { error: SdkError['error'] };
    assert.equal(body.error.code, 'BAD_REQUEST_ERROR');
  });

  it('answers 400 "The id provided does not exist" for unknown orders and payments', async () => {
    for (const call of [
      sdk.orders.fetch('order_DoesNotExist00'),
      sdk.orders.fetchPayments('order_DoesNotExist00'),
      sdk.payments.fetch('pay_DoesNotExist000'),
    ]) {
      const failure = await sdkError(call);
      assert.equal(failure.statusCode, 400);
      assert.equal(failure.error.description, 'The id provided does not exist');
    }
    const unknown = await checkout('order_DoesNotExist00', 'pay');
    assert.equal(unknown.status, 400);
    assert.equal(unknown.headers.get('access-control-allow-origin'), '*');
  });

  it('captures the full amount when paid through the checkout call, signed exactly as Razorpay signs it', async () => {
    const order = await sdk.orders.create({ amount: 20000, currency: 'INR', receipt: 'esi-1' });
    const res = await checkout(order.id, 'pay', { method: 'card', webhooks: 0, email: 'asha@example.org' });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const paid = (await res.json()) as Record<string, string>;
    assert.deepEqual(Object.keys(paid).sort(), ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    assert.equal(paid.razorpay_order_id, order.id);
    assert.match(paid.razorpay_payment_id, /^pay_[A-Za-z0-9]{14}$/);
    assert.equal(
      validatePaymentVerification(
        { order_id: order.id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        sandbox.keySecret,
      ),
      true,
    );
    assert.equal(
      validatePaymentVerification(
        { order_id: order.id, payment_id: paid.razorpay_payment_id },
        paid.razorpay_signature,
        'another-secret',
      ),
      false,
    );

    const fetched = await sdk.orders.fetch(order.id);
    assert.equal(fetched.status, 'paid');
    assert.equal(fetched.amount_paid, 20000);
    assert.equal(fetched.amount_due, 0);
    assert.equal(fetched.attempts, 1);

    const payment = await sdk.payments.fetch(paid.razorpay_payment_id);
    assert.equal(payment.entity, 'payment');
    assert.equal(payment.status, 'captured');
    assert.equal(payment.captured, true);
    assert.equal(payment.amount, 20000);
    assert.equal(payment.currency, 'INR');
    assert.equal(payment.order_id, order.id);
    assert.equal(payment.method, 'card');
    assert.equal(payment.email, 'asha@example.org');
    assert.equal(payment.error_code, null);

    const listed = await sdk.orders.fetchPayments(order.id);
    assert.equal(listed.entity, 'collection');
    assert.equal(listed.count, 1);
    assert.deepEqual(listed.items, [payment]);
  });

  it("answers GET /v1/payments/{id} (the SDK's payments.fetch) with Razorpay's payment entity, field for field", async () => {
    const order = await sdk.orders.create({ amount: 30000, currency: 'INR', receipt: 'postal-1' });
    const paid = (await (await checkout(order.id, 'pay', { method: 'upi', webhooks: 0 })).json()) as Record<
      string,
      string
    >;
    const res = await fetch(`${sandbox.apiUrl}/v1/payments/${paid.razorpay_payment_id}`, {
      headers: { Authorization: `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}` },
    });
    assert.equal(res.status, 200);
    const payment = (await res.json()) as Record<string, unknown>;
    // The fields of Razorpay's "Fetch a Payment With ID" answer for a captured UPI payment of an order.
    assert.deepEqual(Object.keys(payment).sort(), [
      'acquirer_data',
      'amount',
      'amount_refunded',
      'bank',
      'captured',
      'card_id',
      'contact',
      'created_at',
      'currency',
      'description',
      'email',
      'entity',
      'error_code',
      'error_description',
      'error_reason',
      'error_source',
      'error_step',
      'fee',
      'id',
      'international',
      'invoice_id',
      'method',
      'notes',
      'order_id',
      'refund_status',
      'status',
      'tax',
      'vpa',
      'wallet',
    ]);
    assert.deepEqual(
      [
        payment.id,
        payment.entity,
        payment.amount,
        payment.currency,
        payment.status,
        payment.order_id,
        payment.captured,
      ],
      [paid.razorpay_payment_id, 'payment', 30000, 'INR', 'captured', order.id, true],
    );
    assert.equal(typeof payment.created_at, 'number');
    assert.match(String((payment.acquirer_data as { rrn?: string }).rrn), /^\d{12}$/);
  });

  it('keeps a payment the bank authorised but nobody captured as authorized, captured false, and the order unpaid', async () => {
    const order = await sdk.orders.create({ amount: 20000, currency: 'INR' });
    const res = await checkout(order.id, 'authorize', { method: 'card', webhooks: 1 });
    assert.equal(res.status, 200);
    const authorised = (await res.json()) as Record<string, string>;
    assert.equal(
      validatePaymentVerification(
        { order_id: order.id, payment_id: authorised.razorpay_payment_id },
        authorised.razorpay_signature,
        sandbox.keySecret,
      ),
      true,
      'the checkout signs an authorised payment too',
    );
    const payment = await sdk.payments.fetch(authorised.razorpay_payment_id);
    assert.deepEqual(
      [payment.status, payment.captured, payment.amount, payment.order_id, payment.fee, payment.error_code],
      ['authorized', false, 20000, order.id, null, null],
    );
    const fetched = await sdk.orders.fetch(order.id);
    assert.deepEqual([fetched.status, fetched.amount_paid, fetched.amount_due], ['attempted', 0, 20000]);
    assert.equal(
      sandbox.deliveredWebhooks().filter((w) => w.orderId === order.id).length,
      0,
      'no payment.captured is sent for it',
    );
    // Positive control: the same order can still be paid, and that payment is captured.
    assert.equal((await checkout(order.id, 'pay')).status, 200);
    assert.equal((await sdk.orders.fetch(order.id)).status, 'paid');
  });

  it('refuses to take a second payment for an order that is already paid', async () => {
    const order = await sdk.orders.create({ amount: 15000, currency: 'INR' });
    assert.equal((await checkout(order.id, 'pay')).status, 200);
    const again = await checkout(order.id, 'pay');
    assert.equal(again.status, 400);
    const body = (await again.json()) as { error: SdkError['error'] };
    assert.equal(body.error.code, 'BAD_REQUEST_ERROR');
    assert.equal((await sdk.orders.fetchPayments(order.id)).count, 1);
  });

  it('records a failed attempt as a failed payment and still lets the payer retry', async () => {
    const order = await sdk.orders.create({ amount: 10000, currency: 'INR' });
    const res = await checkout(order.id, 'fail', { method: 'upi', webhooks: 0 });
    assert.equal(res.status, 200);
    const failed = (await res.json()) as { razorpay_payment_id: string; error: Record<string, unknown> };
    assert.equal(failed.error.code, 'BAD_REQUEST_ERROR');
    assert.equal(failed.error.description, 'Payment failed');
    assert.deepEqual(failed.error.metadata, { order_id: order.id, payment_id: failed.razorpay_payment_id });

    const payment = await sdk.payments.fetch(failed.razorpay_payment_id);
    assert.equal(payment.status, 'failed');
    assert.equal(payment.captured, false);
    assert.equal(payment.error_code, 'BAD_REQUEST_ERROR');
    assert.equal(payment.error_description, 'Payment failed');
    assert.equal((await sdk.orders.fetch(order.id)).status, 'attempted');

    assert.equal((await checkout(order.id, 'pay')).status, 200);
    const listed = await sdk.orders.fetchPayments(order.id);
    assert.deepEqual(listed.items.map((p) => p.status).sort(), ['captured', 'failed']);
    assert.equal((await sdk.orders.fetch(order.id)).status, 'paid');
  });

  it('refuses a payment method Razorpay does not offer here', async () => {
    const order = await sdk.orders.create({ amount: 10000, currency: 'INR' });
    assert.equal((await checkout(order.id, 'pay', { method: 'crypto' })).status, 400);
    assert.equal((await checkout(order.id, 'pay', { webhooks: 3 })).status, 400);
    assert.equal((await sdk.orders.fetch(order.id)).status, 'created');
  });

  it('answers the browser preflight for the checkout calls from the portal page', async () => {
    const res = await fetch(`${sandbox.url}/v1/checkout/orders/order_x/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8080',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-headers') ?? '', /content-type/i);
  });

  it('serves a checkout.js that parses and defines window.Razorpay with the checkout API', async () => {
    for (const path of ['/v1/checkout.js', '/checkout.js']) {
      const res = await fetch(sandbox.url + path);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /^application\/javascript/);
      const source = await res.text();
      assert.doesNotThrow(() => new Script(source, { filename: 'checkout.js' }));
      assert.doesNotMatch(source, /innerHTML|eval\(|new Function/);

      const window: { Razorpay?: new (options: object) => Record<string, unknown> } = {};
      runInNewContext(source, { window, document: { currentScript: { src: sandbox.checkoutUrl } }, URL });
      assert.equal(typeof window.Razorpay, 'function');
      const instance = new window.Razorpay!({ key: sandbox.keyId, amount: 20000, order_id: 'order_x' });
      for (const method of ['open', 'close', 'on']) assert.equal(typeof instance[method], 'function', method);
      assert.throws(() => new window.Razorpay!({}), /key/);
    }
  });

  it('answers 500 SERVER_ERROR while told to fail, and nothing at all while told to hang', async () => {
    sandbox.setOutage('error');
    try {
      const failure = await sdkError(sdk.orders.create({ amount: 10000, currency: 'INR' }));
      assert.equal(failure.statusCode, 500);
      assert.equal(failure.error.code, 'SERVER_ERROR');

      sandbox.setOutage('hang');
      const started = Date.now();
      // The SDK has no timeout of its own; the service must set one (as here).
      const hung = await sdkFor(sandbox, sandbox.keySecret, 300)
        .orders.create({ amount: 10000, currency: 'INR' })
        .then(
          () => 'answered',
          () => 'timed out',
        );
      assert.equal(hung, 'timed out');
      assert.ok(Date.now() - started < 2000);
    } finally {
      sandbox.setOutage('none');
    }
    assert.equal((await sdk.orders.create({ amount: 10000, currency: 'INR' })).status, 'created');
  });
});
