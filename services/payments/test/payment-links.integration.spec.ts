import 'reflect-metadata';
import {
  DomainEvent,
  MembershipEvents,
  PaymentConflictSources,
  RenewalFeeRecordedEventData,
  PaymentRecordedEventData,
  PaymentReminderIssuedEventData,
  PaymentsErrorCode,
  PaymentsEvents,
} from '@portal/contracts';
import { signWebhookBody } from '@portal/infra';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { PaymentLinksService } from '../src/links/payment-links.service';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { WebhooksService } from '../src/razorpay/webhooks.service';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { PaymentRemindersJob } from '../src/reminders/payment-reminders.job';
import { feeRowsOf, renewedEvent } from './support/fee-records';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

interface LinkRow {
  id: string;
  status: string;
  razorpay_link_id: string;
  short_url: string;
  payment_record_id: string | null;
  paid_record_id: string | null;
  amount: string;
  reference_id: string;
}

describe('payment links (issue 33)', () => {
  const harness = new PaymentsHarness();
  let sut: PaymentLinksService;
  let dues: DuesJob;
  let reminders: PaymentRemindersJob;
  let webhooks: WebhooksService;
  let reconciliation: Reconciliation;

  beforeAll(async () => {
    await harness.setUp();
    sut = harness.get(PaymentLinksService);
    dues = harness.get(DuesJob);
    reminders = harness.get(PaymentRemindersJob);
    webhooks = harness.get(WebhooksService);
    reconciliation = harness.get(Reconciliation);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const linksOf = async (memberUuid: string): Promise<LinkRow[]> =>
    (
      await harness.db.query<LinkRow>(
        `SELECT id, status, razorpay_link_id, short_url, payment_record_id, paid_record_id, amount::text, reference_id
         FROM payment_links WHERE member_id = $1 ORDER BY created_at`,
        [memberUuid],
      )
    ).rows;
  const remindersOf = (memberUuid: string) =>
    harness.outbox<PaymentReminderIssuedEventData>(
      PaymentsEvents.PaymentReminderIssued,
      (e: DomainEvent<PaymentReminderIssuedEventData>) => e.data.memberId === memberUuid,
    );
  const recordedOf = (recordId: string) =>
    harness.outbox<PaymentRecordedEventData>(PaymentsEvents.PaymentRecorded, (e) => e.data.recordId === recordId);
  /** Pays a link on the sandbox's hosted page as its Pay button does (no webhook is sent by the harness's sandbox). */
  const payOnPage = async (link: LinkRow) => {
    const res = await fetch(`${harness.sandbox.url}/v1/checkout/payment_links/${link.razorpay_link_id}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'upi', webhooks: 0 }),
    });
    return { status: res.status, body: (await res.json()) as { razorpay_payment_id?: string } };
  };
  const deliver = (linkId: string, eventId: string) => {
    const signed = harness.sandbox.signedPaymentLinkWebhook(linkId, eventId);
    return webhooks.receive({
      rawBody: signed.body,
      signature: signed.headers['X-Razorpay-Signature'],
      eventId: signed.eventId,
    });
  };
  /** A member with one overdue ESI due for `period`. */
  const overdueMember = async (period: string) => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await dues.raise(period);
    await dues.markOverdue(new Date(new Date(`${period}T10:00:00+05:30`).getTime() + 10 * 86_400_000));
    const [due] = await harness.records(member.id, 'esi');
    assert.equal(due.status, 'overdue');
    return { member, due };
  };

  it("an overdue due's reminder carries its own link, made once at Razorpay for the due's amount", async () => {
    const { member, due } = await overdueMember('2040-01-01');
    await reminders.run();
    await reminders.run();

    const links = await linksOf(member.id);
    assert.equal(links.length, 1);
    const [link] = links;
    assert.equal(link.status, 'created');
    assert.equal(link.payment_record_id, due.id);
    assert.equal(link.amount, due.amount);
    const remote = harness.sandbox.paymentLink(link.razorpay_link_id)!;
    assert.deepEqual(
      [remote.status, remote.amount, remote.reference_id, remote.short_url],
      ['created', 20000, link.reference_id, link.short_url],
    );
    assert.ok(remote.expire_by > Date.now() / 1000 + 29 * 86_400, 'the expiry setting (30 days by default)');
    const sent = await remindersOf(member.id);
    assert.deepEqual(
      sent.map((e) => [e.data.recordId, e.data.paymentLinkUrl]),
      [[due.id, link.short_url]],
    );
  });

  it('records a paid link once however often payment_link.paid arrives, with its receipt event', async () => {
    const { member, due } = await overdueMember('2040-02-01');
    await reminders.run();
    const [link] = await linksOf(member.id);
    const paid = await payOnPage(link);
    assert.equal(paid.status, 200);

    assert.deepEqual(await deliver(link.razorpay_link_id, 'evt_link_a'), { outcome: 'recorded' });
    assert.deepEqual(await deliver(link.razorpay_link_id, 'evt_link_a'), { outcome: 'duplicate' });
    // A second event id for the same payment (Razorpay may send one) adds nothing either.
    assert.deepEqual(await deliver(link.razorpay_link_id, 'evt_link_b'), { outcome: 'ignored' });

    const records = await harness.records(member.id, 'esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.period, r.razorpay_payment_id]),
      [[due.id, 'paid', '2040-02', paid.body.razorpay_payment_id]],
    );
    assert.match(records[0].receipt_number ?? '', /^RCPT-\d{4}-\d{6}$/);
    assert.equal((await recordedOf(due.id)).length, 1, 'payment.recorded (the receipt) went out once');
    const [after] = await linksOf(member.id);
    assert.deepEqual([after.status, after.paid_record_id], ['paid', due.id]);
  });

  it('does not record a link Razorpay does not say is paid (a forged event for an open link)', async () => {
    const { member, due } = await overdueMember('2040-03-01');
    await reminders.run();
    const [link] = await linksOf(member.id);
    // The sandbox only signs paid links; the forged body is signed with the webhook secret by hand.
    const other = await overdueMember('2040-03-01');
    await reminders.run();
    const [paidLink] = await linksOf(other.member.id);
    await payOnPage(paidLink);
    const signed = harness.sandbox.signedPaymentLinkWebhook(paidLink.razorpay_link_id, 'evt_forged');
    const forgedBody = signed.body.split(paidLink.razorpay_link_id).join(link.razorpay_link_id);
    const answer = await webhooks.receive({
      rawBody: forgedBody,
      signature: signWebhookBody(forgedBody, harness.sandbox.webhookSecret),
      eventId: 'evt_forged',
    });
    assert.deepEqual(answer, { outcome: 'ignored' });
    assert.equal((await harness.records(member.id, 'esi'))[0].status, 'overdue');
    assert.equal((await linksOf(member.id))[0].status, 'created');
    assert.equal((await harness.records(other.member.id, 'esi'))[0].id, other.due.id);
    void due;
  });

  it('the reconciliation records a link paid while its webhook was lost', async () => {
    const { member, due } = await overdueMember('2040-04-01');
    await reminders.run();
    const [link] = await linksOf(member.id);
    const paid = await payOnPage(link);
    await harness.db.query(`UPDATE payment_links SET created_at = now() - interval '20 minutes' WHERE id = $1`, [
      link.id,
    ]);

    await reconciliation.run();
    await reconciliation.run();

    const records = await harness.records(member.id, 'esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.razorpay_payment_id]),
      [[due.id, 'paid', paid.body.razorpay_payment_id]],
    );
    assert.equal((await recordedOf(due.id)).length, 1);
    assert.equal((await linksOf(member.id))[0].status, 'paid');
  });

  it('a link whose due is paid in cash is cancelled at Razorpay at once, and paying it on the hosted page is refused and records nothing', async () => {
    const member = await harness.member({ optedSchemes: ['esi', 'postal'] });
    await dues.raise('2040-05-01');
    await dues.markOverdue(new Date('2040-05-12T10:00:00+05:30'));
    const [due] = await harness.records(member.id, 'esi');
    await reminders.run();
    const link = (await linksOf(member.id)).find((l) => l.payment_record_id === due.id)!;
    // Positive control: the same member's link for another scheme's due is not touched by the cash.
    const other = (await linksOf(member.id)).find((l) => l.id !== link.id)!;
    assert.equal(harness.sandbox.paymentLink(other.razorpay_link_id)!.status, 'created');

    await harness
      .get(PaymentRecordsService)
      .update({ id: due.id, input: { status: 'paid', paymentMethod: 'cash' }, actor: ADMIN });

    // No reconciliation runs here: the payment's own event cancels the link.
    await harness.waitFor(
      async () => harness.sandbox.paymentLink(link.razorpay_link_id)!.status === 'cancelled',
      'the link to be cancelled at Razorpay',
    );
    await harness.waitFor(
      async () => (await linksOf(member.id)).find((l) => l.id === link.id)?.status === 'cancelled',
      'the link to be marked cancelled',
    );
    const refused = await payOnPage(link);
    assert.equal(refused.status, 400);
    assert.equal(refused.body.razorpay_payment_id, undefined);
    assert.deepEqual(harness.sandbox.paymentLink(link.razorpay_link_id)!.payments ?? [], []);
    await harness.eventsHandled();
    const records = await harness.records(member.id, 'esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.razorpay_payment_id]),
      [[due.id, 'paid', null]],
    );
    assert.equal((await recordedOf(due.id)).length, 1, 'the cash payment alone was recorded');
    const byId = new Map((await linksOf(member.id)).map((l) => [l.id, l.status]));
    assert.deepEqual([byId.get(link.id), byId.get(other.id)], ['cancelled', 'created']);
    assert.equal(harness.sandbox.paymentLink(other.razorpay_link_id)!.status, 'created');
  });

  it('a link whose due is paid in cash while Razorpay cannot be asked is cancelled by the reconciliation', async () => {
    const { member, due } = await overdueMember('2040-08-01');
    await reminders.run();
    const [link] = await linksOf(member.id);
    harness.sandbox.setOutage('error');
    try {
      await harness
        .get(PaymentRecordsService)
        .update({ id: due.id, input: { status: 'paid', paymentMethod: 'cash' }, actor: ADMIN });
      await harness.waitFor(async () => (await recordedOf(due.id)).length === 1, 'payment.recorded');
      await harness.eventsHandled();
    } finally {
      harness.sandbox.setOutage('none');
    }
    assert.equal((await linksOf(member.id))[0].status, 'cancelling');
    assert.equal(harness.sandbox.paymentLink(link.razorpay_link_id)!.status, 'created');

    await reconciliation.run();

    assert.equal((await linksOf(member.id))[0].status, 'cancelled');
    assert.equal(harness.sandbox.paymentLink(link.razorpay_link_id)!.status, 'cancelled');
    assert.equal((await payOnPage(link)).status, 400);
  });

  it('a link paid after its due was paid in cash (before the cancel reached Razorpay) is kept for a refund', async () => {
    const { member, due } = await overdueMember('2040-07-01');
    await reminders.run();
    const [link] = await linksOf(member.id);
    // Razorpay cannot be asked while the cash is recorded, so the cancel does not reach it.
    harness.sandbox.setOutage('error');
    try {
      await harness
        .get(PaymentRecordsService)
        .update({ id: due.id, input: { status: 'paid', paymentMethod: 'cash' }, actor: ADMIN });
      await harness.waitFor(async () => (await recordedOf(due.id)).length === 1, 'payment.recorded');
      await harness.eventsHandled();
    } finally {
      harness.sandbox.setOutage('none');
    }
    const paid = await payOnPage(link);
    assert.equal(paid.status, 200);

    assert.deepEqual(await deliver(link.razorpay_link_id, `evt_late_${link.id.slice(0, 8)}`), { outcome: 'ignored' });

    const records = await harness.records(member.id, 'esi');
    assert.deepEqual(
      records.map((r) => [r.id, r.status, r.razorpay_payment_id]),
      [[due.id, 'paid', null]],
    );
    const { rows } = await harness.db.query<{ source: string }>(
      'SELECT source FROM razorpay_payment_conflicts WHERE razorpay_payment_id = $1',
      [paid.body.razorpay_payment_id],
    );
    assert.deepEqual(
      rows.map((r) => r.source),
      [PaymentConflictSources.MonthsAlreadyPaid],
    );
    const [after] = await linksOf(member.id);
    assert.deepEqual([after.status, after.paid_record_id], ['paid', null]);
    // The reconciliation leaves it be: it is paid, nothing to cancel.
    await reconciliation.run();
    assert.equal((await linksOf(member.id))[0].status, 'paid');
  });

  it("an admin's link for months in advance pays those months; for a due it reuses the reminder's open link", async () => {
    const member = await harness.member({ optedSchemes: ['postal'] });
    const created = await sut.create({ input: { memberId: member.id, scheme: 'postal', months: 3 }, actor: ADMIN });
    assert.deepEqual([created.status, created.amount, created.periodMonths], ['created', '450.00', 3]);
    const [link] = await linksOf(member.id);
    await payOnPage(link);
    assert.deepEqual(await deliver(link.razorpay_link_id, `evt_${link.id.slice(0, 8)}`), { outcome: 'recorded' });
    const records = await harness.records(member.id, 'postal');
    assert.deepEqual(
      records.map((r) => [r.status, r.amount, r.period, r.period_months]),
      [['paid', '450.00', created.period, 3]],
    );

    const { member: late, due } = await overdueMember('2040-06-01');
    await reminders.run();
    const again = await sut.create({ input: { memberId: late.id, scheme: 'esi' }, actor: ADMIN });
    assert.equal(again.paymentRecordId, due.id);
    assert.equal((await linksOf(late.id)).length, 1);
    assert.deepEqual(
      (await sut.list({ memberId: late.id, actor: ADMIN })).map((l) => l.id),
      [again.id],
    );
  });

  it("an admin's renewal-fee link, paid, records the fee once and tells membership once; a second demand reuses it", async () => {
    const member = await harness.member();
    const renewalRequestId = randomUUID();
    const request = {
      actor: ADMIN,
      memberId: member.id,
      kind: 'renewal_fee' as const,
      amount: '2000',
      renewalRequestId,
    };
    const created = await sut.createFeeLink(request);
    assert.deepEqual(
      [created.kind, created.scheme, created.amount, created.status, created.period],
      ['renewal_fee', null, '2000.00', 'created', null],
    );
    assert.equal((await sut.createFeeLink(request)).id, created.id);
    const [link] = await linksOf(member.id);
    assert.equal(harness.sandbox.paymentLink(link.razorpay_link_id)!.amount, 200000);
    await payOnPage(link);
    assert.deepEqual(await deliver(link.razorpay_link_id, `evt_fee_${link.id.slice(0, 8)}`), { outcome: 'recorded' });
    assert.deepEqual(await deliver(link.razorpay_link_id, `evt_fee2_${link.id.slice(0, 8)}`), { outcome: 'ignored' });

    const fees = await feeRowsOf(harness, member.id);
    assert.equal(fees.length, 1);
    const announced = await harness.outbox<RenewalFeeRecordedEventData>(
      PaymentsEvents.RenewalFeeRecorded,
      (e) => e.data.memberId === member.id,
    );
    assert.deepEqual(
      announced.map((e) => [e.data.renewalRequestId, e.data.amount]),
      [[renewalRequestId, '2000.00']],
    );
  });

  it('a renewal-fee link is cancelled once the fee is paid in the office (Mark Paid and Renewed)', async () => {
    const member = await harness.member();
    const requestId = randomUUID();
    await sut.createFeeLink({
      actor: ADMIN,
      memberId: member.id,
      kind: 'renewal_fee',
      amount: '2000',
      renewalRequestId: requestId,
    });
    await harness.publish(
      MembershipEvents.MemberRenewed,
      renewedEvent(member, { requestId, paymentMethod: 'cash', paymentReference: null }),
    );
    // Cancelled at once by the fee's payment.recorded, without a reconciliation run.
    const [link] = await harness.waitFor(async () => {
      const links = await linksOf(member.id);
      return links[0]?.status === 'cancelled' && links;
    }, 'the fee link to be cancelled');
    assert.equal(harness.sandbox.paymentLink(link.razorpay_link_id)!.status, 'cancelled');
  });

  // Last: after Razorpay fails to answer, reminders go without links for a minute.
  it('sends the reminders all the same, without a link, while Razorpay cannot be asked, trying it once', async () => {
    const first = await overdueMember('2041-01-01');
    const second = await overdueMember('2041-01-01');
    // Razorpay does not answer: each call gives up after RAZORPAY_TIMEOUT_MS (2 s in the harness).
    harness.sandbox.setOutage('hang');
    try {
      const started = Date.now();
      await reminders.run();
      const took = Date.now() - started;
      assert.ok(took >= 1900 && took < 3800, `one call waited on, not one per reminder (${took} ms)`);
    } finally {
      harness.sandbox.setOutage('none');
    }
    for (const { member, due } of [first, second]) {
      const sent = await remindersOf(member.id);
      assert.deepEqual(
        sent.map((e) => [e.data.recordId, e.data.paymentLinkUrl]),
        [[due.id, undefined]],
      );
      assert.deepEqual(await linksOf(member.id), []);
    }
    // Positive control: with Razorpay back and the pause over, a due gets its link again.
    const later = await overdueMember('2041-02-01');
    assert.match(
      (await sut.forOverdueDue(
        { record_id: later.due.id, member_id: later.member.id, scheme: 'esi' },
        Date.now() + 61_000,
      )) ?? '',
      /\/i\//,
    );
  });

  it('refuses a member outside the scheme and a member caller', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await assert.rejects(sut.create({ input: { memberId: member.id, scheme: 'postal' }, actor: ADMIN }), {
      code: PaymentsErrorCode.SchemeNotOpted,
    });
    await assert.rejects(
      sut.create({ input: { memberId: member.id, scheme: 'esi' }, actor: { userId: member.id, userType: 'member' } }),
      { code: 'FORBIDDEN' },
    );
    assert.deepEqual(await linksOf(member.id), []);
  });
});
