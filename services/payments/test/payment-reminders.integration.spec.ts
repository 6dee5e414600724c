import 'reflect-metadata';
import { DomainEvent, MembershipEvents, PaymentReminderIssuedEventData, PaymentsEvents } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { paymentsScheduler } from '../src/jobs/payments-scheduler';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { RefundReconciliation } from '../src/refunds/refund-reconciliation';
import { PaymentRemindersJob } from '../src/reminders/payment-reminders.job';
import { istMidnight, PaymentsHarness } from './support/payments-harness';

describe('payment-due reminders', () => {
  const harness = new PaymentsHarness();
  let dues: DuesJob;
  let sut: PaymentRemindersJob;

  beforeAll(async () => {
    await harness.setUp();
    dues = harness.get(DuesJob);
    sut = harness.get(PaymentRemindersJob);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const remindersOf = (memberUuid: string) =>
    harness.outbox<PaymentReminderIssuedEventData>(
      PaymentsEvents.PaymentReminderIssued,
      (e: DomainEvent<PaymentReminderIssuedEventData>) => e.data.memberId === memberUuid,
    );

  it('reminds the member of each overdue record once however often the job runs, and never of a pending or paid one', async () => {
    const member = await harness.member({ optedSchemes: ['esi', 'postal', 'kutumba_barosa'] });
    await dues.raise('2030-01-01');
    const january = await harness.records(member.id);
    const paid = january.find((r) => r.scheme === 'postal')!;
    await harness.db.query(`UPDATE payment_records SET status = 'paid', payment_date = now() WHERE id = $1`, [paid.id]);
    await dues.markOverdue(new Date('2030-01-05T10:00:00+05:30'));
    // February's dues are raised but not yet overdue.
    await dues.raise('2030-02-01');

    await sut.run();
    await sut.run();

    const reminders = await remindersOf(member.id);
    const overdue = (await harness.records(member.id)).filter((r) => r.status === 'overdue');
    assert.deepEqual(overdue.map((r) => r.scheme).sort(), ['esi', 'kutumba_barosa']);
    // Each carries its due's payment link (issue 33; the sandbox makes them).
    for (const e of reminders) assert.match(e.data.paymentLinkUrl ?? '', /\/i\/[A-Za-z0-9]{7}$/);
    assert.deepEqual(
      reminders
        .map(({ data: { paymentLinkUrl: _link, ...data } }) => data)
        .sort((a, b) => a.scheme.localeCompare(b.scheme)),
      overdue
        .map((r) => ({
          memberId: member.id,
          recordId: r.id,
          scheme: r.scheme,
          amount: r.amount,
          dueDate: istMidnight('2030-01-01').toISOString(),
          occasion: 'payment_overdue',
        }))
        .sort((a, b) => a.scheme.localeCompare(b.scheme)),
    );
    assert.equal((await sut.run()).issued, 0, 'a third run found something to remind again');
  });

  it('catches up after downtime: every record that became overdue while the service was down is reminded once', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    for (const period of ['2031-03-01', '2031-04-01', '2031-05-01']) await dues.raise(period);
    // The service was down from March until mid-May: all three are overdue at once.
    await dues.markOverdue(new Date('2031-05-20T10:00:00+05:30'));

    await sut.run();
    await sut.run();

    const reminders = await remindersOf(member.id);
    const records = await harness.records(member.id);
    assert.equal(records.length, 3);
    assert.deepEqual(reminders.map((e) => e.data.recordId).sort(), records.map((r) => r.id).sort());
  });

  it('sends no reminder for a member who was deleted from the register', async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await dues.raise('2032-01-01');
    await dues.markOverdue(new Date('2032-01-10T10:00:00+05:30'));
    await harness.deliver(MembershipEvents.MemberDeleted, { member });

    await sut.run();

    assert.deepEqual(await remindersOf(member.id), []);
  });

  it('reminds once when two replicas run the job at the same moment', async () => {
    const members = await Promise.all([harness.member(), harness.member(), harness.member()]);
    await dues.raise('2033-06-01');
    await dues.markOverdue(new Date('2033-06-10T10:00:00+05:30'));

    const [a, b] = await Promise.all([sut.run(), sut.run()]);

    for (const member of members) assert.equal((await remindersOf(member.id)).length, 1);
    const { rows } = await harness.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outbox WHERE event_type = $1`,
      [PaymentsEvents.PaymentReminderIssued],
    );
    const { rows: keys } = await harness.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM payment_reminders`);
    assert.equal(rows[0].n, keys[0].n, 'an event went out without its reminder row, or twice');
    assert.ok(a.issued + b.issued >= members.length);
  });

  it("reminds once per record when three replicas' schedulers run a round together", async () => {
    const member = await harness.member({ optedSchemes: ['postal'] });
    await dues.raise('2034-02-01');
    await dues.markOverdue(new Date('2034-02-03T10:00:00+05:30'));
    const replica = () =>
      paymentsScheduler(harness.dataSource, harness.get(JsonLogger), 60_000, {
        dues,
        reminders: sut,
        reconciliation: harness.get(Reconciliation),
        refunds: harness.get(RefundReconciliation),
      });

    const ran = await Promise.all([replica().round(), replica().round(), replica().round()]);

    assert.ok(ran.includes(true), 'no replica ran the round');
    assert.equal((await remindersOf(member.id)).length, 1);
  });
});
