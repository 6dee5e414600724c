import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { extractPdfText } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import {
  addRecord,
  createOrder,
  dueNextYear,
  eventually,
  failInSandbox,
  listRecords,
  mailAttachments,
  mailsTo,
  payInSandbox,
  postWebhook,
  projectedInPayments,
  storedOrders,
} from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const VERIFICATION_FAILED = 'Payment verification failed';
const GATEWAY_UNAVAILABLE = 'The payment gateway cannot be reached right now. Please try again in a few minutes.';

/** Online payment through the Razorpay sandbox: a payment taken is recorded exactly once (issue 10). */
describe('online payment', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let payer: MemberSession;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    payer = await sessions.signedIn({ optedSchemes: ['esi', 'postal'] });
    await projectedInPayments(admin, payer.member.id, 'esi', 'active');
  });
  afterAll(async () => {
    stack?.razorpaySandbox?.setOutage('none');
    await stack?.teardown();
  });

  /** A new active member opted into ESI (and more), known to payments, signed in. */
  async function member(optedSchemes = ['esi']): Promise<MemberSession> {
    const session = await sessions.signedIn({ optedSchemes });
    await projectedInPayments(admin, session.member.id, optedSchemes[0], 'active');
    return session;
  }

  const paidRecords = (api: ApiClient, scheme = 'esi') => listRecords(api, `scheme=${scheme}&status=paid`);
  const verify = (api: ApiClient, paid: object) => api.post('/api/razorpay/verify-payment', paid);
  /** Every webhook the sandbox queued has been delivered, dropped or given up. */
  const webhooksSettled = () => stack.razorpaySandbox!.webhooksSettled();

  it('records a member paid ESI once: callback and webhook together give one paid record with a receipt number', async () => {
    const order = await payer.api.post('/api/razorpay/create-order', { memberId: payer.member.id, scheme: 'esi' });
    assert.equal(order.status, 200, order.text);
    assert.equal(order.json.success, true);
    assert.equal(order.json.amount, 20000, 'ESI is ₹200 a month: 20000 paise');
    assert.equal(order.json.currency, 'INR');
    assert.match(order.json.order_id, /^order_/);
    assert.equal(order.json.key_id, stack.razorpaySandbox!.keyId);

    const paid = await payInSandbox(stack, order.json.order_id, { webhooks: 1 });
    const res = await verify(payer.api, { ...paid, memberId: payer.member.id, scheme: 'esi', amount: 1 });
    assert.equal(res.status, 200, res.text);
    const { record: answered, ...verified } = res.json;
    assert.deepEqual(verified, {
      success: true,
      message: 'Your payment has been recorded successfully.',
      payment_id: paid.razorpay_payment_id,
      order_id: paid.razorpay_order_id,
    });
    await eventually(
      async () => stack.razorpaySandbox!.deliveredWebhooks().some((w) => w.state === 'delivered'),
      'the webhook to be delivered',
    );
    const records = await paidRecords(payer.api);
    assert.equal(records.length, 1);
    assert.equal(records[0].amount, '200.00');
    assert.equal(records[0].razorpayPaymentId, paid.razorpay_payment_id);
    assert.match(records[0].receiptNumber!, /^RCPT-\d{4}-\d{6}$/);
    // The page's paid panel shows what the answer names (issue 30): the record with its receipt.
    assert.deepEqual(
      [answered.id, answered.amount, answered.scheme, answered.receiptNumber, answered.receiptUrl],
      [records[0].id, '200.00', 'esi', records[0].receiptNumber, `/api/payment-records/${records[0].id}/receipt`],
    );
    assert.equal(answered.period, records[0].period);
  });

  it("records nothing when the checkout's signature is tampered with: 400 'Payment verification failed'", async () => {
    const m = await member(['postal']);
    const orderId = await createOrder(m.api, { scheme: 'postal' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const last = paid.razorpay_signature.slice(-1);
    const forgeries = [
      { ...paid, razorpay_signature: paid.razorpay_signature.slice(0, -1) + (last === '0' ? '1' : '0') },
      {
        ...paid,
        razorpay_signature: createHmac('sha256', 'not-the-key-secret')
          .update(`${orderId}|${paid.razorpay_payment_id}`)
          .digest('hex'),
      },
      { ...paid, razorpay_signature: '' },
      { ...paid, razorpay_payment_id: 'pay_Forged000000001' },
    ];
    for (const forged of forgeries) {
      const res = await verify(m.api, forged);
      assert.equal(res.status, 400, `${JSON.stringify(forged)}: ${res.text}`);
      assert.equal(res.json.message, VERIFICATION_FAILED);
    }
    assert.deepEqual(await listRecords(m.api), [], 'no record of any kind');
    assert.deepEqual(
      (await storedOrders(stack, m.member.id)).map((o) => o.status),
      ['created'],
      'the order is still unpaid',
    );
  });

  it('refuses to let a member create an order for another member (403)', async () => {
    const other = await member();
    for (const memberId of [other.member.id, other.member.memberId]) {
      const res = await payer.api.post('/api/razorpay/create-order', { memberId, scheme: 'esi' });
      assert.equal(res.status, 403, res.text);
      assert.equal(res.json.message, 'You can only pay for yourself');
    }
    assert.deepEqual(await storedOrders(stack, other.member.id), [], 'no order was stored for the other member');
  });

  it('decides the amount on the server: a member who sends their own amount is refused, the right amount is accepted', async () => {
    const m = await member();
    for (const amount of [1, '199.99', 20000]) {
      const res = await m.api.post('/api/razorpay/create-order', { scheme: 'esi', amount });
      assert.equal(res.status, 400, `amount ${amount}: ${res.text}`);
      assert.equal(res.json.message, 'The amount to pay is ₹200.00');
    }
    assert.deepEqual(await storedOrders(stack, m.member.id), []);
    const same = await m.api.post('/api/razorpay/create-order', { scheme: 'esi', amount: '200' });
    assert.equal(same.status, 200, same.text);
    assert.equal(same.json.amount, 20000);
    const months = await m.api.post('/api/razorpay/create-order', { scheme: 'esi', months: 3 });
    assert.equal(months.json.amount, 60000, 'three months of ESI');
  });

  it("refuses to verify another member's order (403) and records nothing for either member", async () => {
    const owner = await member();
    const thief = await member();
    const orderId = await createOrder(owner.api, { scheme: 'esi' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const stolen = await verify(thief.api, { ...paid, memberId: thief.member.id, scheme: 'esi' });
    assert.equal(stolen.status, 403, stolen.text);
    assert.deepEqual(await listRecords(admin, `memberId=${thief.member.id}`), []);
    assert.deepEqual(await listRecords(admin, `memberId=${owner.member.id}`), []);
    const own = await verify(owner.api, paid);
    assert.equal(own.status, 200, own.text);
    assert.deepEqual(
      (await paidRecords(owner.api)).map((r) => r.razorpayPaymentId),
      [paid.razorpay_payment_id],
    );
  });

  it('lets the admin pay for an active member (the record is the member’s), but not for one still pending approval', async () => {
    const m = await member();
    const order = await admin.post('/api/razorpay/create-order', { memberId: m.member.id, scheme: 'esi' });
    assert.equal(order.status, 200, order.text);
    assert.equal(order.json.amount, 20000);
    const paid = await payInSandbox(stack, order.json.order_id, { method: 'card', webhooks: 0 });
    const res = await verify(admin, paid);
    assert.equal(res.status, 200, res.text);
    const [record] = await paidRecords(m.api);
    assert.deepEqual(
      [record?.memberId, record?.amount, record?.razorpayPaymentId],
      [m.member.id, '200.00', paid.razorpay_payment_id],
    );
    const pending = await sessions.accounts.pending({ optedSchemes: ['esi'] });
    await projectedInPayments(admin, pending.id, 'esi');
    const refused = await admin.post('/api/razorpay/create-order', { memberId: pending.id, scheme: 'esi' });
    assert.equal(refused.status, 409, refused.text);
    assert.match(refused.json.message, /active members only/);
    const unopted = await admin.post('/api/razorpay/create-order', { memberId: m.member.id, scheme: 'kutumba_barosa' });
    assert.equal(unopted.status, 400, unopted.text);
    assert.match(unopted.json.message, /has not opted into Kutumba Barosa/);
  });

  it('records one paid record when the callback and webhooks (sent twice, plus order.paid) arrive at the same time', async () => {
    const m = await member();
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 2 });
    const orderPaid = stack.razorpaySandbox!.signedWebhook('order.paid', paid.razorpay_payment_id);
    const [callback, webhook, again] = await Promise.all([
      verify(m.api, paid),
      postWebhook(stack, orderPaid),
      verify(m.api, paid),
    ]);
    assert.deepEqual([callback.status, webhook.status, again.status], [200, 200, 200]);
    await webhooksSettled();
    const sandboxDeliveries = stack.razorpaySandbox!.deliveredWebhooks().filter((w) => w.orderId === orderId);
    assert.deepEqual(
      sandboxDeliveries.map((w) => w.state),
      ['delivered', 'delivered'],
    );
    const records = await listRecords(m.api, 'scheme=esi');
    assert.deepEqual(
      records.map((r) => [r.status, r.razorpayPaymentId]),
      [['paid', paid.razorpay_payment_id]],
    );
  });

  it('keeps one paid record when a webhook is replayed three times and payment.failed arrives after the capture', async () => {
    const m = await member();
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const captured = stack.razorpaySandbox!.signedWebhook('payment.captured', paid.razorpay_payment_id);
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postWebhook(stack, captured);
      assert.equal(res.status, 200, JSON.stringify(res.json));
      outcomes.push(res.json.status);
    }
    assert.deepEqual(outcomes, ['recorded', 'duplicate', 'duplicate']);
    const lateFailure = await postWebhook(
      stack,
      stack.razorpaySandbox!.signedWebhook('payment.failed', paid.razorpay_payment_id),
    );
    assert.equal(lateFailure.status, 200);
    const sameEventNewId = await postWebhook(
      stack,
      stack.razorpaySandbox!.signedWebhook('payment.captured', paid.razorpay_payment_id),
    );
    assert.equal(sameEventNewId.status, 200);
    assert.equal((await verify(m.api, paid)).status, 200, 'a late callback is still answered as recorded');
    const records = await listRecords(m.api);
    assert.deepEqual(
      records.map((r) => [r.status, r.amount, r.razorpayPaymentId]),
      [['paid', '200.00', paid.razorpay_payment_id]],
    );
    assert.deepEqual(
      (await storedOrders(stack, m.member.id)).map((o) => o.status),
      ['paid'],
    );
  });

  it('records the payment after a failed first attempt on the same order (payment.failed, then captured)', async () => {
    const m = await member();
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    await failInSandbox(stack, orderId, { webhooks: 1 });
    await webhooksSettled();
    assert.deepEqual(await listRecords(m.api), [], 'a failed attempt is no payment');
    assert.deepEqual(
      (await storedOrders(stack, m.member.id)).map((o) => o.status),
      ['attempted'],
    );
    const paid = await payInSandbox(stack, orderId, { webhooks: 1 });
    await webhooksSettled();
    assert.equal((await verify(m.api, paid)).status, 200);
    assert.deepEqual(
      (await listRecords(m.api)).map((r) => [r.status, r.razorpayPaymentId]),
      [['paid', paid.razorpay_payment_id]],
    );
  });

  it('refuses a webhook whose signature does not match its body (400) and records nothing', async () => {
    const m = await member();
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 0 });
    const genuine = stack.razorpaySandbox!.signedWebhook('payment.captured', paid.razorpay_payment_id);
    const signature = genuine.headers['X-Razorpay-Signature'];
    const forgeries = [
      {
        ...genuine,
        headers: {
          ...genuine.headers,
          'X-Razorpay-Signature': signature.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        },
      },
      { ...genuine, body: genuine.body.replace('"amount":20000', '"amount":100') },
      {
        ...genuine,
        headers: {
          ...genuine.headers,
          'X-Razorpay-Signature': createHmac('sha256', 'not-the-webhook-secret').update(genuine.body).digest('hex'),
        },
      },
      { ...genuine, headers: { 'Content-Type': 'application/json', 'X-Razorpay-Event-Id': 'evt_NoSignature01' } },
    ];
    assert.notEqual(forgeries[1].body, genuine.body, 'the body was changed');
    for (const forged of forgeries) {
      const res = await postWebhook(stack, forged);
      assert.equal(res.status, 400, JSON.stringify(res.json));
      assert.equal(res.json.message, 'Invalid webhook signature');
    }
    assert.deepEqual(await listRecords(m.api), []);
    // A refused event id is not spent: the genuine one still counts.
    assert.equal((await postWebhook(stack, genuine)).json.status, 'recorded');
    assert.equal((await paidRecords(m.api)).length, 1);
  });

  it('pays a due the admin raised: the order costs what the record asks, and that same record becomes paid', async () => {
    const m = await member();
    const due = await addRecord(admin, { memberId: m.member.id, scheme: 'esi', amount: '350', dueDate: dueNextYear() });
    const order = await m.api.post('/api/razorpay/create-order', { scheme: 'esi', paymentRecordId: due.id });
    assert.equal(order.status, 200, order.text);
    assert.equal(order.json.amount, 35000);
    const paid = await payInSandbox(stack, order.json.order_id, { webhooks: 1 });
    assert.equal((await verify(m.api, paid)).status, 200);
    await webhooksSettled();
    const records = await listRecords(m.api);
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.amount, r.razorpayPaymentId]),
      [[due.id, 'paid', '350.00', paid.razorpay_payment_id]],
    );
    assert.match(records[0].receiptNumber!, /^RCPT-/);
    const twice = await m.api.post('/api/razorpay/create-order', { scheme: 'esi', paymentRecordId: due.id });
    assert.equal(twice.status, 409, `a paid due cannot be paid again: ${twice.text}`);
    const notMine = await payer.api.post('/api/razorpay/create-order', { scheme: 'esi', paymentRecordId: due.id });
    assert.equal(notMine.status, 409, `another member's due is not payable: ${notMine.text}`);
  });

  it('e-mails the member exactly one "Payment receipt RCPT-…" with the PDF receipt attached', async () => {
    const m = await member();
    const orderId = await createOrder(m.api, { scheme: 'esi' });
    const paid = await payInSandbox(stack, orderId, { webhooks: 2 });
    assert.equal((await verify(m.api, paid)).status, 200);
    const [record] = await paidRecords(m.api);
    const subject = `Payment receipt ${record.receiptNumber}`;
    await eventually(async () => (await mailsTo(stack, m.member.email, subject)).length > 0, 'the receipt e-mail');
    await webhooksSettled();
    await portalSettled(stack); // a second e-mail, had one been queued, is sent by now
    const mails = await mailsTo(stack, m.member.email, 'Payment receipt');
    assert.deepEqual(
      mails.map((mail) => mail.Subject),
      [subject],
    );
    const attachments = await mailAttachments(stack, mails[0].ID);
    assert.equal(attachments.length, 1);
    assert.equal(attachments[0].ContentType, 'application/pdf');
    assert.match(attachments[0].FileName, /\.pdf$/);
    assert.equal(attachments[0].content.subarray(0, 4).toString(), '%PDF');
    const { text } = await extractPdfText(attachments[0].content);
    assert.ok(text.includes(record.receiptNumber!), 'the PDF carries the receipt number');
    assert.ok(text.includes(m.member.memberId), 'and the member id');
  });

  it('answers 503 with a clear message within 6 seconds when Razorpay fails or does not answer, and stores no order', async () => {
    const m = await member();
    const sandbox = stack.razorpaySandbox!;
    try {
      for (const outage of ['error', 'hang'] as const) {
        sandbox.setOutage(outage);
        const started = Date.now();
        const res = await m.api.post('/api/razorpay/create-order', { scheme: 'esi' });
        const took = Date.now() - started;
        assert.equal(res.status, 503, `${outage}: ${res.text}`);
        assert.equal(res.json.message, GATEWAY_UNAVAILABLE, outage);
        assert.ok(took < 6000, `${outage}: answered in ${took} ms`);
      }
    } finally {
      sandbox.setOutage('none');
    }
    assert.deepEqual(await storedOrders(stack, m.member.id), [], 'nothing half-written');
    const later = await m.api.post('/api/razorpay/create-order', { scheme: 'esi' });
    assert.equal(later.status, 200, `once Razorpay is back: ${later.text}`);
  });
});
