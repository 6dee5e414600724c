import 'reflect-metadata';
import {
  MembershipEvents,
  ONLINE_RENEWAL_METHOD,
  PaymentConflictSources,
  PaymentsEvents,
  RenewalFeeRecordedEventData,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { OrdersService } from '../src/razorpay/orders.service';
import { PaymentConflictsRepository } from '../src/razorpay/payment-conflicts.repository';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { feeRowsOf, renewedEvent } from './support/fee-records';
import { PaymentsHarness } from './support/payments-harness';

/**
 * A renewal fee paid online (issue 26): recorded once with its receipt and announced once to membership, and a
 * renewal paid twice (in the office and online, or online twice) keeps both payments in the books and puts the
 * later online one in Needs review for a refund.
 */
describe('a renewal paid online', () => {
  const harness = new PaymentsHarness();
  const feeRows = (memberId: string) => feeRowsOf(harness, memberId);
  const renewalConflicts = async (memberId: string) =>
    (await harness.get(PaymentConflictsRepository).list()).filter(
      (c) => c.memberId === memberId && c.source === PaymentConflictSources.RenewalPaidTwice,
    );

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const feeOrder = (
    memberId: string,
    renewalRequestId: string = randomUUID(),
    actor = { userId: memberId, userType: 'member' as const },
  ) =>
    harness
      .get(OrdersService)
      .createFeeOrder({ actor, memberId, kind: 'renewal_fee', amount: '2000.00', renewalRequestId });

  it('records the fee once with its receipt and announces it once, whichever of callback and reconciliation comes first', async () => {
    const member = await harness.member();
    const requestId = randomUUID();
    const order = await feeOrder(member.id, requestId);
    assert.deepEqual([order.amount, order.description], [200000, 'Annual renewal fee']);
    const paid = await harness.payInSandbox(order.order_id, { webhooks: 0 });
    const actor = { userId: member.id, userType: 'member' as const };
    await harness.get(OrdersService).verify(paid, actor);
    await harness.get(OrdersService).verify(paid, actor);
    await harness.db.query(`UPDATE razorpay_orders SET created_at = now() - interval '20 minutes' WHERE id = $1`, [
      order.order_id,
    ]);
    await harness.get(Reconciliation).run();

    const fees = await feeRows(member.id);
    assert.equal(fees.length, 1);
    assert.deepEqual(
      [fees[0].kind, fees[0].scheme, fees[0].amount, fees[0].status, fees[0].period_start, fees[0].fee_key],
      ['renewal_fee', null, '2000.00', 'paid', null, `razorpay-order:${order.order_id}`],
    );
    assert.match(fees[0].receipt_number ?? '', /^RCPT-/);
    const announced = await harness.outbox<RenewalFeeRecordedEventData>(
      PaymentsEvents.RenewalFeeRecorded,
      (e) => e.data.renewalRequestId === requestId,
    );
    assert.equal(announced.length, 1);
    assert.deepEqual(
      { ...announced[0].data, paidAt: undefined },
      {
        renewalRequestId: requestId,
        memberId: member.id,
        recordId: fees[0].id,
        receiptNumber: fees[0].receipt_number,
        amount: '2000.00',
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: order.order_id,
        paidAt: undefined,
      },
    );
    await harness.waitFor(
      async () =>
        (
          await harness.outbox(
            PaymentsEvents.ReceiptIssued,
            (e: { data: { recordId: string } }) => e.data.recordId === fees[0].id,
          )
        ).length === 1,
      'the online fee receipt',
    );

    // Membership's renewed event for it names the online method: no second fee.
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, {
        requestId,
        paymentMethod: ONLINE_RENEWAL_METHOD,
        paymentReference: paid.razorpay_payment_id,
      }),
    );
    await harness.eventsHandled();
    assert.equal((await feeRows(member.id)).length, 1);
  });

  it("lets a member order only their own renewal's fee", async () => {
    const member = await harness.member();
    const other = await harness.member();
    await assert.rejects(feeOrder(other.id, randomUUID(), { userId: member.id, userType: 'member' }), {
      code: 'FORBIDDEN',
    });
    await assert.rejects(feeOrder(member.id, 'not-a-request'), { code: 'VALIDATION_FAILED' });
  });

  it('a renewal paid in the office and then online keeps both payments and puts the online one in Needs review naming the office receipt', async () => {
    const member = await harness.member();
    const requestId = randomUUID();
    const order = await feeOrder(member.id, requestId);
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, { requestId, paymentMethod: 'cash', paymentReference: null }),
    );
    await harness.eventsHandled();
    const [office] = await feeRows(member.id);
    assert.equal(office.fee_key, `renewal-request:${requestId}`);

    const paid = await harness.payInSandbox(order.order_id, { webhooks: 0 });
    const actor = { userId: member.id, userType: 'member' as const };
    await harness.get(OrdersService).verify(paid, actor);
    await harness.get(OrdersService).verify(paid, actor);

    const fees = await feeRows(member.id);
    assert.deepEqual(fees.map((f) => f.fee_key).sort(), [
      `razorpay-order:${order.order_id}`,
      `renewal-request:${requestId}`,
    ]);
    const conflicts = await renewalConflicts(member.id);
    assert.equal(conflicts.length, 1);
    assert.deepEqual(
      [conflicts[0].razorpayPaymentId, conflicts[0].razorpayOrderId, conflicts[0].status],
      [paid.razorpay_payment_id, order.order_id, 'open'],
    );
    assert.deepEqual(
      [conflicts[0].recorded?.recordId, conflicts[0].recorded?.receiptNumber],
      [office.id, office.receipt_number],
    );
  });

  it('a renewal paid online and then marked paid in the office keeps both and puts the online one in Needs review, once whatever the redeliveries', async () => {
    const member = await harness.member();
    const requestId = randomUUID();
    const order = await feeOrder(member.id, requestId);
    const paid = await harness.payInSandbox(order.order_id, { webhooks: 0 });
    await harness.get(OrdersService).verify(paid, { userId: member.id, userType: 'member' });
    // The control: one payment of the renewal is nothing to review.
    assert.deepEqual(await renewalConflicts(member.id), []);

    const renewed = renewedEvent(member, { requestId, paymentMethod: 'upi', paymentReference: 'UPI-OFFICE-1' });
    await harness.publish(MembershipEvents.MemberRenewed, renewed);
    await harness.publish(MembershipEvents.MemberRenewed, renewed);
    await harness.eventsHandled();

    const fees = await feeRows(member.id);
    assert.equal(fees.length, 2);
    const office = fees.find((f) => f.fee_key === `renewal-request:${requestId}`);
    const conflicts = await renewalConflicts(member.id);
    assert.equal(conflicts.length, 1);
    assert.deepEqual(
      [conflicts[0].razorpayPaymentId, conflicts[0].recorded?.recordId],
      [paid.razorpay_payment_id, office?.id],
    );
  });

  it('lists a renewal paid online that renewed nothing (its request declined meanwhile) in Needs review, once, naming its own receipt', async () => {
    const member = await harness.member();
    const requestId = randomUUID();
    const order = await feeOrder(member.id, requestId);
    const paid = await harness.payInSandbox(order.order_id, { webhooks: 0 });
    await harness.get(OrdersService).verify(paid, { userId: member.id, userType: 'member' });
    const [fee] = await feeRows(member.id);
    const unapplied = {
      renewalRequestId: requestId,
      memberId: member.id,
      recordId: fee.id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: order.order_id,
      reason: 'declined',
    };
    const event = await harness.publish(MembershipEvents.RenewalPaymentUnapplied, unapplied);
    await harness.publish(MembershipEvents.RenewalPaymentUnapplied, unapplied, { event, msgId: `${event.id}-again` });
    await harness.eventsHandled();

    const listed = (await harness.get(PaymentConflictsRepository).list()).filter((c) => c.memberId === member.id);
    assert.deepEqual(
      listed.map((c) => [c.source, c.razorpayPaymentId, c.recorded?.receiptNumber, c.status]),
      [[PaymentConflictSources.RenewalNotApplied, paid.razorpay_payment_id, fee.receipt_number, 'open']],
    );
  });
});
