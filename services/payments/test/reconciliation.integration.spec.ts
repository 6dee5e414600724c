import 'reflect-metadata';
import {
  PaymentRecordedEventData,
  PaymentsErrorCode,
  PaymentsEvents,
  startOfTodayInIndia,
  todayInIndia,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { firstOfMonthInIndia } from '../src/razorpay/months';
import { OrdersService } from '../src/razorpay/orders.service';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

interface OrderRow {
  status: string;
  razorpay_payment_id: string | null;
  paid_record_id: string | null;
}

describe('reconciliation with Razorpay', () => {
  const harness = new PaymentsHarness();
  let orders: OrdersService;
  let reconciliation: Reconciliation;

  beforeAll(async () => {
    await harness.setUp();
    orders = harness.get(OrdersService);
    reconciliation = harness.get(Reconciliation);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const order = async (id: string): Promise<OrderRow> =>
    (
      await harness.db.query<OrderRow>(
        'SELECT status, razorpay_payment_id, paid_record_id FROM razorpay_orders WHERE id = $1',
        [id],
      )
    ).rows[0];
  /** Makes the order as old as `age` (a Postgres interval), as if it had been created then. */
  const age = (id: string, interval: string) =>
    harness.db.query(`UPDATE razorpay_orders SET created_at = now() - $2::interval WHERE id = $1`, [id, interval]);
  const recordsPaidBy = async (paymentId: string) =>
    (await harness.db.query('SELECT id FROM payment_records WHERE razorpay_payment_id = $1', [paymentId])).rows;

  it('lets a member pay online on their last valid day (in India) and refuses them from the day after', async () => {
    // Their membership ended at 00:00 IST today: today is still theirs.
    const today = startOfTodayInIndia();
    const lastDay = await harness.member({
      optedSchemes: ['esi'],
      membershipEndDate: today.toISOString(),
      validThrough: todayInIndia(),
    });
    assert.equal((await orders.create({ memberId: lastDay.id, scheme: 'esi' }, ADMIN)).amount, 20000);
    const dayAfter = await harness.member({
      optedSchemes: ['esi'],
      membershipEndDate: new Date(today.getTime() - 1).toISOString(),
    });
    await assert.rejects(orders.create({ memberId: dayAfter.id, scheme: 'esi' }, ADMIN), {
      code: PaymentsErrorCode.MemberNotActive,
    });
  });

  it('records a payment whose callback and webhook were both lost once the order has waited, and only once however often it runs', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const created = await orders.create({ memberId: member.id, scheme: 'esi' }, ADMIN);
    assert.equal(created.amount, 20000);
    const paid = await harness.payInSandbox(created.order_id, { webhooks: 0 });

    // Just made: left to the browser's callback and the webhook.
    await age(created.order_id, '0 seconds');
    await reconciliation.run();
    assert.equal((await order(created.order_id)).status, 'created');
    assert.deepEqual(await harness.records(member.id), []);

    await age(created.order_id, '20 minutes');
    const first = await reconciliation.run();
    assert.equal(first.recorded, 1);
    const [record] = await harness.records(member.id);
    assert.deepEqual(
      {
        status: record.status,
        amount: record.amount,
        period: record.period,
        paymentId: record.razorpay_payment_id,
        orderId: record.razorpay_order_id,
        hasReceiptNumber: /^RCPT-\d{4}-\d{6}$/.test(record.receipt_number ?? ''),
      },
      {
        status: 'paid',
        amount: '200.00',
        period: firstOfMonthInIndia(new Date()).slice(0, 7),
        paymentId: paid.razorpay_payment_id,
        orderId: created.order_id,
        hasReceiptNumber: true,
      },
    );
    assert.deepEqual(await order(created.order_id), {
      status: 'paid',
      razorpay_payment_id: paid.razorpay_payment_id,
      paid_record_id: record.id,
    });

    const second = await reconciliation.run();
    assert.equal(second.recorded, 0);
    // The browser's callback arriving late answers success and adds nothing.
    const verified = await orders.verify(paid, ADMIN);
    assert.equal(verified.success, true);
    assert.equal((await recordsPaidBy(paid.razorpay_payment_id)).length, 1);
    assert.equal((await harness.records(member.id)).length, 1);
    const announced = await harness.outbox<PaymentRecordedEventData>(
      PaymentsEvents.PaymentRecorded,
      (e) => e.data.recordId === record.id,
    );
    assert.equal(announced.length, 1, 'payment.recorded went out more than once');
    assert.equal(announced[0].data.source, 'online');
  });

  it('marks the due the order was made for paid instead of adding a second record', async () => {
    const member = await harness.member({ optedSchemes: ['postal'] });
    await harness.get(DuesJob).raise(firstOfMonthInIndia(new Date()));
    const [due] = await harness.records(member.id);
    assert.equal(due.status, 'pending');
    const created = await orders.create({ memberId: member.id, scheme: 'postal' }, ADMIN);
    const paid = await harness.payInSandbox(created.order_id, { webhooks: 0, method: 'card' });
    await age(created.order_id, '20 minutes');

    await reconciliation.run();

    const records = await harness.records(member.id);
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.amount, r.razorpay_payment_id]),
      [[due.id, 'paid', '150.00', paid.razorpay_payment_id]],
    );
  });

  it('leaves an order nobody paid open until a day has passed, then expires it without recording anything', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const created = await orders.create({ memberId: member.id, scheme: 'kutumba_barosa' }, ADMIN);

    await age(created.order_id, '20 minutes');
    await reconciliation.run();
    assert.equal((await order(created.order_id)).status, 'created');

    await age(created.order_id, '25 hours');
    const result = await reconciliation.run();
    assert.ok(result.expired >= 1);
    assert.deepEqual(await order(created.order_id), {
      status: 'expired',
      razorpay_payment_id: null,
      paid_record_id: null,
    });
    assert.deepEqual(await harness.records(member.id), []);
  });

  it('records a payment captured on an order more than a day old instead of expiring it', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const created = await orders.create({ memberId: member.id, scheme: 'esi' }, ADMIN);
    const paid = await harness.payInSandbox(created.order_id, { webhooks: 0 });
    // Nothing ran while the service was down for a day.
    await age(created.order_id, '26 hours');

    await reconciliation.run();

    assert.equal((await order(created.order_id)).status, 'paid');
    assert.equal((await recordsPaidBy(paid.razorpay_payment_id)).length, 1);
  });

  it('keeps a day-old order open while Razorpay cannot be asked about it, and records it once Razorpay answers', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const created = await orders.create({ memberId: member.id, scheme: 'esi' }, ADMIN);
    const paid = await harness.payInSandbox(created.order_id, { webhooks: 0 });
    await age(created.order_id, '26 hours');

    harness.sandbox.setOutage('error');
    try {
      await reconciliation.run();
    } finally {
      harness.sandbox.setOutage('none');
    }
    assert.equal((await order(created.order_id)).status, 'created');

    await reconciliation.run();
    assert.equal((await order(created.order_id)).status, 'paid');
    assert.equal((await recordsPaidBy(paid.razorpay_payment_id)).length, 1);
  });
});
