import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  CheckoutPayment,
  createOrder,
  listRecords,
  payInSandbox,
  postWebhook,
  projectedInPayments,
  storedOrders,
} from '../support/fixtures/payments';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const ESI_PAISE = 20000;

/** A webhook event as Razorpay sends it (the parts the tests change). */
interface Event {
  event: string;
  payload: {
    payment: { entity: Record<string, unknown> };
    order?: { entity: Record<string, unknown> };
  };
}

/**
 * Webhook replays and forgeries (issue 26): whatever arrives correctly signed, the portal answers 200
 * (Razorpay retries anything else for a day and then disables the endpoint) and marks an order paid only
 * when Razorpay itself, asked for the payment, says it was captured for that order and amount. Each case has
 * its positive control: the genuine captured payment of the same order is then recorded.
 */
describe('Razorpay webhooks that never fail Razorpay', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let eventSerial = 0;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
  });
  afterAll(async () => {
    stack?.razorpaySandbox?.setOutage('none');
    await stack?.teardown();
  });

  const sandbox = () => stack.razorpaySandbox!;

  /** A new active member in ESI with an unpaid ESI order (₹200). */
  async function memberWithOrder(): Promise<{ m: MemberSession; orderId: string }> {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    await projectedInPayments(admin, m.member.id, 'esi', 'active');
    return { m, orderId: await createOrder(m.api, { scheme: 'esi' }) };
  }

  /** The genuine event Razorpay would send for a payment of the sandbox, as an object to change. */
  const genuine = (name: 'payment.captured' | 'order.paid', paymentId: string): Event =>
    JSON.parse(sandbox().signedWebhook(name, paymentId).body) as Event;

  /** `event` signed with the webhook secret, under a fresh event id unless given. */
  function signed(event: Event | string, eventId = `evt_Replay${String(++eventSerial).padStart(8, '0')}`) {
    const body = typeof event === 'string' ? event : JSON.stringify(event);
    return {
      body,
      headers: {
        'Content-Type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', sandbox().webhookSecret).update(body).digest('hex'),
        'X-Razorpay-Event-Id': eventId,
      },
    };
  }

  /** Posts the webhook, asserting Razorpay gets a 200 (never a 5xx); answers the outcome. */
  async function deliver(webhook: { body: string; headers: Record<string, string> }): Promise<string> {
    const res = await postWebhook(stack, webhook);
    assert.equal(res.status, 200, `${webhook.body.slice(0, 200)} → ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.status as string;
  }

  /** Nothing paid for the member: no paid record, and every order still unpaid. */
  async function nothingPaid(m: MemberSession): Promise<void> {
    assert.deepEqual(
      (await listRecords(admin, `memberId=${m.member.id}`)).filter((r) => r.status === 'paid'),
      [],
      'no paid record',
    );
    for (const order of await storedOrders(stack, m.member.id)) assert.notEqual(order.status, 'paid', order.id);
  }

  /** Positive control: the member's order, paid for real in the sandbox, is recorded by its genuine webhook. */
  async function genuinePaymentIsRecorded(m: MemberSession, orderId: string, paid?: CheckoutPayment): Promise<void> {
    const payment = paid ?? (await payInSandbox(stack, orderId, { webhooks: 0 }));
    assert.equal(await deliver(signed(genuine('payment.captured', payment.razorpay_payment_id))), 'recorded');
    const records = await listRecords(admin, `memberId=${m.member.id}&status=paid`);
    assert.deepEqual(
      records.map((r) => [r.amount, r.razorpayPaymentId, r.razorpayOrderId]),
      [['200.00', payment.razorpay_payment_id, orderId]],
    );
    assert.deepEqual(
      (await storedOrders(stack, m.member.id)).filter((o) => o.id === orderId).map((o) => o.status),
      ['paid'],
    );
  }

  it('answers 200 to a payment id already recorded on another order, every time it is replayed, keeps it as a conflict for the admin, and pays nothing', async () => {
    const first = await memberWithOrder();
    const paidFirst = await payInSandbox(stack, first.orderId, { webhooks: 0 });
    await genuinePaymentIsRecorded(first.m, first.orderId, paidFirst);

    const second = await memberWithOrder();
    const reused = genuine('payment.captured', paidFirst.razorpay_payment_id);
    reused.payload.payment.entity.order_id = second.orderId;
    const replay = signed(reused);
    assert.equal(await deliver(replay), 'ignored');
    for (let i = 0; i < 3; i++) assert.equal(await deliver(replay), 'duplicate', 'Razorpay retrying the same event');
    assert.equal(await deliver(signed(reused)), 'ignored', 'the same body under a new event id');
    const orderPaid = genuine('order.paid', paidFirst.razorpay_payment_id);
    orderPaid.payload.payment.entity.order_id = second.orderId;
    orderPaid.payload.order!.entity.id = second.orderId;
    assert.equal(await deliver(signed(orderPaid)), 'ignored');
    await nothingPaid(second.m);
    assert.equal((await listRecords(admin, `memberId=${first.m.member.id}&status=paid`)).length, 1, 'first unchanged');

    const conflicts = await admin.get('/api/razorpay/conflicts');
    assert.equal(conflicts.status, 200, conflicts.text);
    const mine = (conflicts.json as Array<Record<string, unknown>>).filter(
      (c) => c.razorpayPaymentId === paidFirst.razorpay_payment_id,
    );
    assert.equal(mine.length, 1, 'kept once however often it came');
    assert.deepEqual(
      [mine[0].razorpayOrderId, mine[0].recordedOrderId, mine[0].source],
      [second.orderId, first.orderId, 'payment.captured'],
    );
    assert.equal(typeof mine[0].recordedRecordId, 'string');
    assert.equal((await first.m.api.get('/api/razorpay/conflicts')).status, 403, 'the admin’s to see');

    await genuinePaymentIsRecorded(second.m, second.orderId);
  });

  it('refuses a checkout callback that names a payment recorded on another order (400), keeping the conflict', async () => {
    const first = await memberWithOrder();
    const paidFirst = await payInSandbox(stack, first.orderId, { webhooks: 0 });
    await genuinePaymentIsRecorded(first.m, first.orderId, paidFirst);
    const second = await memberWithOrder();
    const signature = createHmac('sha256', sandbox().keySecret)
      .update(`${second.orderId}|${paidFirst.razorpay_payment_id}`)
      .digest('hex');
    const res = await second.m.api.post('/api/razorpay/verify-payment', {
      razorpay_order_id: second.orderId,
      razorpay_payment_id: paidFirst.razorpay_payment_id,
      razorpay_signature: signature,
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.message, 'Payment verification failed');
    await nothingPaid(second.m);
    const conflicts = (await admin.get('/api/razorpay/conflicts')).json as Array<Record<string, unknown>>;
    assert.ok(
      conflicts.some((c) => c.razorpayOrderId === second.orderId && c.source === 'callback'),
      JSON.stringify(conflicts),
    );
    await genuinePaymentIsRecorded(second.m, second.orderId);
  });

  it('answers 200 to a captured payment of an order that is not ours, changing nothing', async () => {
    const { m, orderId } = await memberWithOrder();
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    for (const name of ['payment.captured', 'order.paid'] as const) {
      const stranger = genuine(name, paid.razorpay_payment_id);
      stranger.payload.payment.entity.order_id = 'order_NotOurs0000001';
      if (stranger.payload.order) stranger.payload.order.entity.id = 'order_NotOurs0000001';
      assert.equal(await deliver(signed(stranger)), 'ignored', name);
    }
    await nothingPaid(m);
    await genuinePaymentIsRecorded(m, orderId, paid);
  });

  it('does not take an event without the amount (or with it as text or another figure) as a pass', async () => {
    const { m, orderId } = await memberWithOrder();
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const variants: Array<[string, (entity: Record<string, unknown>) => void]> = [
      ['no amount', (e) => delete e.amount],
      ['amount null', (e) => (e.amount = null)],
      ['amount as text', (e) => (e.amount = String(ESI_PAISE))],
      ['another amount', (e) => (e.amount = 100)],
    ];
    for (const [label, change] of variants) {
      for (const name of ['payment.captured', 'order.paid'] as const) {
        const event = genuine(name, paid.razorpay_payment_id);
        change(event.payload.payment.entity);
        assert.equal(await deliver(signed(event)), 'ignored', `${name}: ${label}`);
      }
    }
    await nothingPaid(m);
    await genuinePaymentIsRecorded(m, orderId, paid);
  });

  it('asks Razorpay: a payment the sandbox only authorised (never captured) is not recorded from a "captured" event or the callback', async () => {
    const { m, orderId } = await memberWithOrder();
    const res = await fetch(`${sandbox().url}/v1/checkout/orders/${orderId}/authorize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks: 0 }),
    });
    assert.equal(res.status, 200);
    const authorised = (await res.json()) as CheckoutPayment;
    assert.equal(sandbox().payment(authorised.razorpay_payment_id)?.status, 'authorized');
    const claim = genuine('payment.captured', authorised.razorpay_payment_id);
    Object.assign(claim.payload.payment.entity, { status: 'captured', captured: true });
    assert.equal(await deliver(signed(claim)), 'ignored');
    const callback = await m.api.post('/api/razorpay/verify-payment', authorised);
    assert.equal(callback.status, 400, callback.text);
    assert.equal(callback.json.message, 'Payment verification failed');
    await nothingPaid(m);
    await genuinePaymentIsRecorded(m, orderId);
  });

  it('records nothing for a forged capture made with only the webhook secret (a payment Razorpay does not have)', async () => {
    const { m, orderId } = await memberWithOrder();
    const forged = (name: string): Event => ({
      event: name,
      payload: {
        payment: {
          entity: {
            id: 'pay_Forged00000001',
            entity: 'payment',
            amount: ESI_PAISE,
            currency: 'INR',
            status: 'captured',
            captured: true,
            order_id: orderId,
            method: 'upi',
          },
        },
        order: { entity: { id: orderId, entity: 'order', amount: ESI_PAISE, amount_paid: ESI_PAISE, status: 'paid' } },
      },
    });
    assert.equal(await deliver(signed(forged('payment.captured'))), 'ignored');
    assert.equal(await deliver(signed(forged('order.paid'))), 'ignored');
    await nothingPaid(m);
    await genuinePaymentIsRecorded(m, orderId);
  });

  it('answers 200 while Razorpay cannot be asked, records nothing, and records the payment when the event comes again', async () => {
    const { m, orderId } = await memberWithOrder();
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const event = signed(genuine('payment.captured', paid.razorpay_payment_id));
    sandbox().setOutage('error');
    try {
      assert.equal(await deliver(event), 'ignored');
    } finally {
      sandbox().setOutage('none');
    }
    await nothingPaid(m);
    assert.equal(await deliver(event), 'recorded', 'the event id was not spent on the outage');
    assert.equal((await listRecords(admin, `memberId=${m.member.id}&status=paid`)).length, 1);
  });
});
