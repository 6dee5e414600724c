import 'reflect-metadata';
import {
  ActorDto,
  PaymentConflictSources,
  PaymentRecordedEventData,
  PaymentReminderIssuedEventData,
  PaymentsErrorCode,
  PaymentsEvents,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AutoPayService } from '../src/autopay/autopay.service';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { WebhooksService } from '../src/razorpay/webhooks.service';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

type SubscriptionEvent =
  'subscription.authenticated' | 'subscription.charged' | 'subscription.pending' | 'subscription.halted';

/**
 * UPI AutoPay (issue 33) against the Razorpay sandbox, its clock moved by the test: a mandate on the scheme amount's
 * plan, authorised at the checkout and charged month after month; each debit recorded once (per payment id and per
 * month, with a receipt), a debit for a month paid meanwhile kept for a refund, a failed debit reminded once with a
 * payment link. The harness's sandbox sends no webhooks: the test delivers each signed event itself.
 */
describe('AutoPay mandates (issue 33)', () => {
  const harness = new PaymentsHarness();
  let sut: AutoPayService;
  let webhooks: WebhooksService;

  beforeAll(async () => {
    await harness.setUp();
    sut = harness.get(AutoPayService);
    webhooks = harness.get(WebhooksService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const asMember = (id: string): ActorDto => ({ userId: id, userType: 'member' });
  const checkout = async (subscriptionId: string, action: 'pay' | 'charge', body: Record<string, unknown> = {}) => {
    const res = await fetch(`${harness.sandbox.url}/v1/checkout/subscriptions/${subscriptionId}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ webhooks: 0, ...body }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    return (await res.json()) as { razorpay_payment_id?: string; payment?: { id: string } };
  };
  const deliver = (event: SubscriptionEvent, subscriptionId: string, paymentId?: string, eventId?: string) => {
    const signed = harness.sandbox.signedSubscriptionWebhook(event, subscriptionId, paymentId, eventId);
    return webhooks.receive({
      rawBody: signed.body,
      signature: signed.headers['X-Razorpay-Signature'],
      eventId: signed.eventId,
    });
  };
  const receiptsOf = (memberUuid: string) =>
    harness.outbox<PaymentRecordedEventData>(PaymentsEvents.PaymentRecorded, (e) => e.data.memberId === memberUuid);
  const mandateOf = async (memberUuid: string) =>
    (await sut.memberAutoPay({ actor: asMember(memberUuid) })).schemes.find((s) => s.scheme === 'esi')!.mandate!;

  /** A member who set up and authorised ESI AutoPay; the first month is charged at the checkout. */
  async function authorised() {
    const member = await harness.member({ optedSchemes: ['esi'] });
    const set = await sut.setUp({ actor: asMember(member.id), input: { scheme: 'esi' } });
    const first = await checkout(set.subscriptionId, 'pay');
    return { member, subscriptionId: set.subscriptionId, firstPaymentId: first.razorpay_payment_id! };
  }

  it('one plan per scheme amount, reused; the checkout gets the subscription to authorise', async () => {
    const a = await harness.member({ optedSchemes: ['esi'] });
    const b = await harness.member({ optedSchemes: ['esi'] });
    const first = await sut.setUp({ actor: asMember(a.id), input: { scheme: 'esi' } });
    const second = await sut.setUp({ actor: asMember(b.id), input: { scheme: 'esi' } });
    const planA = harness.sandbox.subscription(first.subscriptionId)!.plan_id;
    assert.equal(harness.sandbox.subscription(second.subscriptionId)!.plan_id, planA);
    assert.equal(harness.sandbox.plan(planA)!.item.amount, 20000);
    assert.deepEqual([first.keyId, first.mandate.status], [harness.sandbox.keyId, 'created']);
    const again = await sut.setUp({ actor: asMember(a.id), input: { scheme: 'esi' } });
    assert.equal(again.subscriptionId, first.subscriptionId, 'a mandate not yet authorised is answered again');
    await assert.rejects(sut.setUp({ actor: ADMIN, input: { scheme: 'esi' } }), { code: 'FORBIDDEN' });
    await assert.rejects(sut.setUp({ actor: asMember(a.id), input: { scheme: 'postal' } }), {
      code: PaymentsErrorCode.SchemeNotOpted,
    });
  });

  it('three debits on the clock: three months recorded once each with three receipts; replays change nothing', async () => {
    const { member, subscriptionId, firstPaymentId } = await authorised();
    assert.equal((await deliver('subscription.authenticated', subscriptionId)).outcome, 'recorded');
    const first = await deliver('subscription.charged', subscriptionId, firstPaymentId, 'evt_autopay_1');
    assert.equal(first.outcome, 'recorded');
    const payments = [firstPaymentId];
    for (let i = 0; i < 2; i++) {
      const charged = await checkout(subscriptionId, 'charge');
      payments.push(charged.payment!.id);
      assert.equal((await deliver('subscription.charged', subscriptionId, charged.payment!.id)).outcome, 'recorded');
    }
    // The same event again, and the same debit under a fresh event id.
    assert.equal(
      (await deliver('subscription.charged', subscriptionId, firstPaymentId, 'evt_autopay_1')).outcome,
      'duplicate',
    );
    assert.equal((await deliver('subscription.charged', subscriptionId, payments[2])).outcome, 'ignored');

    const paid = (await harness.records(member.id, 'esi')).filter((r) => r.status === 'paid');
    assert.deepEqual(
      paid.map((r) => r.razorpay_payment_id),
      payments,
    );
    const months = paid.map((r) => r.period);
    assert.equal(new Set(months).size, 3, `three different months: ${months.join(', ')}`);
    assert.ok(paid.every((r) => r.receipt_number));
    const receipts = await receiptsOf(member.id);
    assert.deepEqual(receipts.map((e) => e.data.recordId).sort(), paid.map((r) => r.id).sort());
    const mandate = await mandateOf(member.id);
    assert.deepEqual([mandate.status, mandate.chargedMonths], ['active', months]);
  });

  it('a debit for a month paid in cash meanwhile marks nothing paid twice and is kept for a refund', async () => {
    const { member, subscriptionId, firstPaymentId } = await authorised();
    await deliver('subscription.charged', subscriptionId, firstPaymentId);
    const [charged] = (await harness.records(member.id, 'esi')).filter((r) => r.status === 'paid');
    const next = await checkout(subscriptionId, 'charge');
    const nextMonth = harness.sandbox.subscription(subscriptionId)!.current_start!;
    const period = new Date((nextMonth + 5.5 * 3600) * 1000).toISOString().slice(0, 7);
    const cash = await harness.get(PaymentRecordsService).create({
      input: { memberId: member.id, scheme: 'esi', amount: 200, period, status: 'paid', paymentMethod: 'cash' },
      actor: ADMIN,
    });
    assert.ok(cash.id);

    assert.equal((await deliver('subscription.charged', subscriptionId, next.payment!.id)).outcome, 'ignored');
    const rows = await harness.records(member.id, 'esi');
    assert.deepEqual(
      rows.filter((r) => r.period === period).map((r) => [r.id, r.status]),
      [[cash.id, 'paid']],
    );
    assert.equal(rows.filter((r) => r.razorpay_payment_id === next.payment!.id).length, 0);
    const { rows: conflicts } = await harness.db.query<{ source: string }>(
      `SELECT source FROM razorpay_payment_conflicts WHERE razorpay_payment_id = $1`,
      [next.payment!.id],
    );
    assert.deepEqual(
      conflicts.map((c) => c.source),
      [PaymentConflictSources.MonthsAlreadyPaid],
    );
    assert.deepEqual((await mandateOf(member.id)).chargedMonths, [charged.period]);
  });

  it('a failed debit and the halt that follows remind the member once, with a payment link', async () => {
    const { member, subscriptionId, firstPaymentId } = await authorised();
    await deliver('subscription.charged', subscriptionId, firstPaymentId);
    const failed = await checkout(subscriptionId, 'charge', { outcome: 'fail' });
    assert.equal((await deliver('subscription.pending', subscriptionId, failed.payment!.id)).outcome, 'recorded');
    const halted = await checkout(subscriptionId, 'charge', { outcome: 'fail' });
    assert.equal((await deliver('subscription.halted', subscriptionId, halted.payment!.id)).outcome, 'recorded');

    assert.equal((await mandateOf(member.id)).status, 'halted');
    const reminders = await harness.outbox<PaymentReminderIssuedEventData>(
      PaymentsEvents.PaymentReminderIssued,
      (e) => e.data.memberId === member.id,
    );
    assert.equal(reminders.length, 1, JSON.stringify(reminders.map((r) => r.data)));
    assert.equal(reminders[0].data.occasion, 'autopay_failed');
    const url = reminders[0].data.paymentLinkUrl!;
    assert.match(url, /\/i\//);
    const { rows: links } = await harness.db.query<{ short_url: string; status: string }>(
      `SELECT short_url, status FROM payment_links WHERE member_id = $1`,
      [member.id],
    );
    assert.deepEqual(links, [{ short_url: url, status: 'created' }]);
  });

  it('the member pauses, resumes and cancels their own mandate; nobody else may', async () => {
    const { member, subscriptionId, firstPaymentId } = await authorised();
    await deliver('subscription.charged', subscriptionId, firstPaymentId);
    const mandate = await mandateOf(member.id);
    const other = await harness.member({ optedSchemes: ['esi'] });
    await assert.rejects(sut.pause({ actor: asMember(other.id), mandateId: mandate.id }), {
      code: PaymentsErrorCode.MandateNotFound,
    });
    await assert.rejects(sut.pause({ actor: ADMIN, mandateId: mandate.id }), { code: 'FORBIDDEN' });
    assert.equal((await sut.pause({ actor: asMember(member.id), mandateId: mandate.id })).status, 'paused');
    await assert.rejects(sut.pause({ actor: asMember(member.id), mandateId: mandate.id }), {
      code: PaymentsErrorCode.MandateState,
    });
    assert.equal((await sut.resume({ actor: asMember(member.id), mandateId: mandate.id })).status, 'active');
    assert.equal((await sut.cancel({ actor: asMember(member.id), mandateId: mandate.id })).status, 'cancelled');
    assert.equal(harness.sandbox.subscription(subscriptionId)!.status, 'cancelled');
    await assert.rejects(sut.cancel({ actor: asMember(member.id), mandateId: randomUUID() }), {
      code: PaymentsErrorCode.MandateNotFound,
    });
    const summary = await sut.summary({ actor: ADMIN });
    assert.ok(summary.counts.cancelled >= 1);
  });
  // Last: the reconciliation asks about every mandate of this file's database, and records their unsent debits too.
  it('debits whose webhooks never came are recorded by the reconciliation once, with receipts; late webhooks add nothing', async () => {
    const { member, subscriptionId, firstPaymentId } = await authorised();
    const charged = await checkout(subscriptionId, 'charge');
    const payments = [firstPaymentId, charged.payment!.id];
    const paid = async () => (await harness.records(member.id, 'esi')).filter((r) => r.status === 'paid');
    assert.deepEqual(await paid(), [], 'no webhook was delivered: nothing is recorded yet');

    await harness.get(Reconciliation).run();
    const recorded = await paid();
    assert.deepEqual(
      recorded.map((r) => r.razorpay_payment_id),
      payments,
    );
    assert.equal(new Set(recorded.map((r) => r.period)).size, 2);
    assert.ok(recorded.every((r) => r.receipt_number));

    // Asked again (past its interval) and the webhooks arriving late: still two months, two receipts.
    await harness.db.query('UPDATE autopay_mandates SET reconciled_at = NULL');
    await harness.get(Reconciliation).run();
    assert.equal((await deliver('subscription.charged', subscriptionId, charged.payment!.id)).outcome, 'ignored');
    assert.equal((await deliver('subscription.charged', subscriptionId, firstPaymentId)).outcome, 'ignored');
    assert.equal((await paid()).length, 2);
    assert.equal((await receiptsOf(member.id)).length, 2);
    assert.equal((await mandateOf(member.id)).chargedMonths.length, 2);
  });
});
