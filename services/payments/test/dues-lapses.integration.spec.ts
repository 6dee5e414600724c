import 'reflect-metadata';
import {
  DomainEvent,
  DUES_LAPSE_MONTHS,
  DUES_LAPSE_WARNING_MONTHS,
  DuesLapseSubjects,
  PaymentReminderIssuedEventData,
  PaymentsEvents,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesLapseWarningsJob } from '../src/lapses/dues-lapse-warnings.job';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, MemberSnapshot, PaymentsHarness } from './support/payments-harness';

/** The policy's 6 months (issue 33): the office's list, the one warning before it, and the office's decisions. */
describe('members long unpaid (dues lapses)', () => {
  const harness = new PaymentsHarness();
  let sut: DuesLapseWarningsJob;
  let records: PaymentRecordsService;

  beforeAll(async () => {
    await harness.setUp();
    sut = harness.get(DuesLapseWarningsJob);
    records = harness.get(PaymentRecordsService);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const month = (year: number, index: number) =>
    `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  /** `count` months of the member's scheme from January of `year`, each its own record in `status`. */
  const dues = async (member: MemberSnapshot, year: number, from: number, count: number, status: string) => {
    for (let i = from; i < from + count; i++) {
      await records.create({
        input: { memberId: member.id, scheme: 'esi', amount: 200, status, period: month(year, i) },
        actor: ADMIN,
      });
    }
  };
  const warningsOf = (memberId: string) =>
    harness.outbox<PaymentReminderIssuedEventData>(
      PaymentsEvents.PaymentReminderIssued,
      (e: DomainEvent<PaymentReminderIssuedEventData>) =>
        e.data.memberId === memberId && e.data.occasion === 'lapse_warning',
    );
  const listed = async () => (await harness.rpc(DuesLapseSubjects.ListDuesLapses, { actor: ADMIN })).lapses;

  it(`warns once at ${DUES_LAPSE_WARNING_MONTHS} months unpaid, with a payment link, and not before`, async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await dues(member, 2035, 0, 2, 'paid');
    await dues(member, 2035, 2, DUES_LAPSE_WARNING_MONTHS - 1, 'overdue');
    await sut.run();
    assert.deepEqual(await warningsOf(member.id), [], 'one month short: no warning');

    await dues(member, 2035, 2 + DUES_LAPSE_WARNING_MONTHS - 1, 1, 'overdue');
    await sut.run();
    await sut.run();

    const sent = await warningsOf(member.id);
    assert.equal(sent.length, 1, 'warned once, however often the job runs');
    const [warning] = sent;
    const unpaid = (await harness.records(member.id, 'esi')).filter((r) => r.status === 'overdue');
    assert.deepEqual(
      [warning.data.monthsUnpaid, warning.data.lapseMonths, warning.data.amount, warning.data.recordId],
      [DUES_LAPSE_WARNING_MONTHS, DUES_LAPSE_MONTHS, '1000.00', unpaid[0].id],
    );
    assert.match(warning.data.paymentLinkUrl ?? '', /\/i\//, 'the reminder carries a payment link');
    assert.ok(!(await listed()).some((l) => l.memberId === member.id), 'not listed before 6 months');

    // A sixth month unpaid lists the member but warns no more (one warning per member, scheme and threshold).
    await dues(member, 2035, 2 + DUES_LAPSE_WARNING_MONTHS, 1, 'overdue');
    await sut.run();
    assert.equal((await warningsOf(member.id)).length, 1);
    const lapse = (await listed()).find((l) => l.memberId === member.id);
    assert.ok(lapse, 'listed at 6 months');
    assert.deepEqual(
      [lapse.scheme, lapse.monthsUnpaid, lapse.lastPaidMonth, lapse.firstUnpaidMonth, lapse.amountOwed],
      ['esi', DUES_LAPSE_MONTHS, '2035-02', '2035-03', '1200.00'],
    );
    assert.equal(lapse.warnedAt !== null, true);
    assert.deepEqual(lapse.history, [
      { scheme: 'esi', monthsDue: 8, monthsPaid: 2, monthsUnpaid: 6, lastPaidMonth: '2035-02' },
    ]);
    assert.equal(lapse.decision, null);
  });

  it('lists only members with 6 months unpaid in one scheme; paying a month takes them off; nothing is ended', async () => {
    const long = await harness.member({ optedSchemes: ['esi'] });
    const short = await harness.member({ optedSchemes: ['esi'] });
    await dues(long, 2036, 0, DUES_LAPSE_MONTHS, 'overdue');
    await dues(short, 2036, 0, DUES_LAPSE_MONTHS - 1, 'overdue');
    const ids = (await listed()).map((l) => l.memberId);
    assert.ok(ids.includes(long.id));
    assert.ok(!ids.includes(short.id));

    const [first] = (await harness.records(long.id, 'esi')).filter((r) => r.status === 'overdue');
    await records.update({ id: first.id, input: { status: 'paid', paymentMethod: 'cash' }, actor: ADMIN });
    assert.ok(!(await listed()).some((l) => l.memberId === long.id), 'five months unpaid: off the list');
    const { rows } = await harness.db.query<{ status: string }>('SELECT status FROM payment_members WHERE id = $1', [
      long.id,
    ]);
    assert.deepEqual(rows, [{ status: 'active' }], 'nothing ends a membership by itself');
  });

  it("keeps the office's decision with an audit row; refuses a member not listed and a member caller", async () => {
    const member = await harness.member({ optedSchemes: ['esi'] });
    await dues(member, 2037, 0, DUES_LAPSE_MONTHS, 'overdue');
    const decided = await harness.rpc(DuesLapseSubjects.DecideDuesLapse, {
      actor: ADMIN,
      input: { memberId: member.id, scheme: 'esi', decision: 'kept', note: 'Promised to pay in March' },
    });
    assert.deepEqual(
      [decided.decision?.decision, decided.decision?.note, decided.decision?.decidedBy],
      ['kept', 'Promised to pay in March', ADMIN.userId],
    );
    // Who made it comes from the gateway's request (the audit sweep checks that end to end).
    const { rows } = await harness.db.query<{ action: string; decision: string; months: string }>(
      `SELECT action, after->>'decision' AS decision, after->>'monthsUnpaid' AS months
       FROM audit_log WHERE entity = 'dues-lapse' AND after->>'memberId' = $1`,
      [member.id],
    );
    assert.deepEqual(rows, [{ action: 'dues-lapse.decided', decision: 'kept', months: String(DUES_LAPSE_MONTHS) }]);
    assert.equal((await listed()).find((l) => l.memberId === member.id)?.decision?.decision, 'kept');

    const notListed = await harness.member({ optedSchemes: ['esi'] });
    const refused = await harness.rpcError(DuesLapseSubjects.DecideDuesLapse, {
      actor: ADMIN,
      input: { memberId: notListed.id, scheme: 'esi', decision: 'noted', note: 'x' },
    });
    assert.equal(refused.status, 400);
    assert.match(JSON.stringify(refused.errors), /fewer than 6 months unpaid in ESI/);
    const badDecision = await harness.rpcError(DuesLapseSubjects.DecideDuesLapse, {
      actor: ADMIN,
      input: { memberId: member.id, scheme: 'esi', decision: 'terminate' },
    });
    assert.equal(badDecision.status, 400);
    const asMember = await harness.rpcError(DuesLapseSubjects.ListDuesLapses, {
      actor: { userId: member.id, userType: 'member' },
    });
    assert.equal(asMember.status, 403);
  });
});
