import 'reflect-metadata';
import { MEMBERSHIP_VALIDITY_CASES, MembershipEvents, todayInIndia } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { Gate, gate, oneResolvesTo, openAfter } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { PAYMENTS_JOBS_LOCK, paymentsScheduler } from '../src/jobs/payments-scheduler';
import { Reconciliation } from '../src/razorpay/reconciliation';
import { RefundReconciliation } from '../src/refunds/refund-reconciliation';
import { PaymentRemindersJob } from '../src/reminders/payment-reminders.job';
import { istMidnight, PaymentsHarness } from './support/payments-harness';

/** 10:00 in India on a calendar day. */
const morningInIndia = (day: string) => new Date(`${day}T10:00:00+05:30`);

describe('monthly dues', () => {
  const harness = new PaymentsHarness();
  let dues: DuesJob;

  beforeAll(async () => {
    await harness.setUp();
    dues = harness.get(DuesJob);
  });
  afterAll(async () => {
    await harness.tearDown();
  });
  // Each test starts as if the job had never run; members of earlier tests keep their records.
  beforeEach(async () => {
    await harness.db.query('DELETE FROM job_runs');
  });

  it('raises one pending due per active member and opted scheme at the scheme amount, due on the 1st at 00:00 in India, and nothing more when run twice', async () => {
    const asha = await harness.member({ optedSchemes: ['esi', 'postal'] });
    const ravi = await harness.member({ optedSchemes: ['kutumba_barosa'] });

    const first = await dues.run(morningInIndia('2026-11-01'));
    assert.deepEqual(first.periods, ['2026-11-01']);
    assert.ok(first.raised >= 3, `raised ${first.raised}`);
    const second = await dues.run(morningInIndia('2026-11-01'));
    assert.equal(second.raised, 0);
    // Even asked for the same month directly, the unique member + scheme + period holds.
    assert.equal(await dues.raise('2026-11-01'), 0);

    const dueDate = istMidnight('2026-11-01').toISOString();
    const shape = (r: Awaited<ReturnType<typeof harness.records>>[number]) => ({
      scheme: r.scheme,
      amount: r.amount,
      status: r.status,
      dueDate: r.due_date.toISOString(),
      period: r.period,
      months: r.period_months,
    });
    assert.deepEqual(
      (await harness.records(asha.id)).map(shape).sort((a, b) => a.scheme.localeCompare(b.scheme)),
      [
        { scheme: 'esi', amount: '200.00', status: 'pending', dueDate, period: '2026-11', months: 1 },
        { scheme: 'postal', amount: '150.00', status: 'pending', dueDate, period: '2026-11', months: 1 },
      ],
    );
    assert.deepEqual((await harness.records(ravi.id)).map(shape), [
      { scheme: 'kutumba_barosa', amount: '100.00', status: 'pending', dueDate, period: '2026-11', months: 1 },
    ]);
  });

  it("charges the scheme's amount as it is set when the month's dues are raised", async () => {
    const member = await harness.member({ optedSchemes: ['postal'] });
    await harness.db.query(`UPDATE scheme_settings SET amount = 175.50 WHERE scheme = 'postal'`);
    try {
      await dues.raise('2026-12-01');
    } finally {
      await harness.db.query(`UPDATE scheme_settings SET amount = 150.00 WHERE scheme = 'postal'`);
    }
    const december = (await harness.records(member.id)).filter((r) => r.period === '2026-12');
    assert.deepEqual(
      december.map((r) => r.amount),
      ['175.50'],
    );
  });

  it('raises nothing for members who are not active, not opted in, deleted, or whose membership ended before the month', async () => {
    const pending = await harness.member({ status: 'pending' });
    const expired = await harness.member({ status: 'expired' });
    const notOpted = await harness.member({ optedSchemes: [] });
    const endedInOctober = await harness.member({ membershipEndDate: '2026-10-15T00:00:00.000Z' });
    const deleted = await harness.member();
    await harness.deliver(MembershipEvents.MemberDeleted, { member: deleted });
    // Ends during the month: still a member on the 1st, so the month is due.
    const endsMidMonth = await harness.member({ membershipEndDate: '2026-11-20T00:00:00.000Z' });

    await dues.run(morningInIndia('2026-11-01'));

    for (const [who, member] of Object.entries({ pending, expired, notOpted, endedInOctober, deleted })) {
      assert.deepEqual(await harness.records(member.id), [], `${who} got a due`);
    }
    assert.deepEqual(
      (await harness.records(endsMidMonth.id)).map((r) => r.period),
      ['2026-11'],
    );
  });

  it('raises no due for a month a payment in advance already covers, and raises the month after it', async () => {
    const paidNovember = await harness.member();
    const paidThreeFromOctober = await harness.member();
    const advance = (memberId: string, periodStart: string, months: number) =>
      harness.db.query(
        `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date, period_start, period_months)
         VALUES ($1, 'esi', $2, 'paid', $3, now(), $4, $5)`,
        [memberId, (200 * months).toFixed(2), istMidnight(periodStart), periodStart, months],
      );
    await advance(paidNovember.id, '2026-11-01', 1);
    await advance(paidThreeFromOctober.id, '2026-10-01', 3);

    await dues.run(morningInIndia('2026-11-01'));
    await dues.raise('2026-12-01');
    await dues.raise('2027-01-01');

    const periods = async (id: string) =>
      (await harness.records(id)).map((r) => `${r.period} ${r.status} ×${r.period_months}`);
    assert.deepEqual(await periods(paidNovember.id), ['2026-11 paid ×1', '2026-12 pending ×1', '2027-01 pending ×1']);
    assert.deepEqual(await periods(paidThreeFromOctober.id), ['2026-10 paid ×3', '2027-01 pending ×1']);
  });

  it('catches up after downtime: last run in September and now November raises October and November, not September again', async () => {
    const member = await harness.member();
    await harness.db.query(`INSERT INTO job_runs (job, period) VALUES ('monthly-dues', '2026-09-01')`);

    const result = await dues.run(morningInIndia('2026-11-01'));

    assert.deepEqual(result.periods, ['2026-10-01', '2026-11-01']);
    assert.deepEqual(
      (await harness.records(member.id)).map((r) => [r.period, r.status, r.due_date.toISOString()]),
      [
        // October's due date has passed by 1 November: it is raised already overdue.
        ['2026-10', 'overdue', istMidnight('2026-10-01').toISOString()],
        ['2026-11', 'pending', istMidnight('2026-11-01').toISOString()],
      ],
    );
    const { rows } = await harness.db.query<{ period: string }>(
      `SELECT to_char(period, 'YYYY-MM-DD') AS period FROM job_runs ORDER BY period`,
    );
    assert.deepEqual(
      rows.map((r) => r.period),
      ['2026-09-01', '2026-10-01', '2026-11-01'],
    );
  });

  it('on its very first run raises only the current month, not months before the system existed', async () => {
    const result = await dues.run(morningInIndia('2026-11-15'));
    assert.deepEqual(result.periods, ['2026-11-01']);
  });

  it('turns a pending due overdue once its due day in India has passed, and never a paid one', async () => {
    const member = await harness.member({ optedSchemes: ['esi', 'postal'] });
    await dues.raise('2027-03-01');
    const [esi, postal] = (await harness.records(member.id)).filter((r) => r.period === '2027-03');
    await harness.db.query(`UPDATE payment_records SET status = 'paid', payment_date = now() WHERE id = $1`, [
      postal.id,
    ]);
    const statuses = async () =>
      Object.fromEntries((await harness.records(member.id)).map((r) => [`${r.scheme} ${r.period}`, r.status]));

    // The last moment of 1 March in India: still the due day.
    await dues.markOverdue(new Date('2027-03-01T23:59:59.999+05:30'));
    assert.deepEqual(await statuses(), { 'esi 2027-03': 'pending', 'postal 2027-03': 'paid' });
    assert.equal(esi.status, 'pending');

    // Midnight into 2 March in India (18:30 UTC on 1 March).
    const marked = await dues.markOverdue(new Date('2027-03-01T18:30:00.000Z'));
    assert.ok(marked >= 1);
    assert.deepEqual(await statuses(), { 'esi 2027-03': 'overdue', 'postal 2027-03': 'paid' });

    await dues.markOverdue(new Date('2027-06-01T00:00:00.000Z'));
    assert.deepEqual(await statuses(), { 'esi 2027-03': 'overdue', 'postal 2027-03': 'paid' });
  });

  it('gives one due per member and scheme when two replicas run the job for the same month at the same moment', async () => {
    const members = await Promise.all([
      harness.member({ optedSchemes: ['esi', 'postal', 'kutumba_barosa'] }),
      harness.member({ optedSchemes: ['esi'] }),
      harness.member({ optedSchemes: ['postal', 'kutumba_barosa'] }),
    ]);
    const now = morningInIndia('2027-05-01');

    const [a, b] = await Promise.all([dues.run(now), dues.run(now)]);

    assert.deepEqual([a.periods, b.periods], [['2027-05-01'], ['2027-05-01']]);
    const { rows } = await harness.db.query<{ n: number; distinct_keys: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT (member_id, scheme))::int AS distinct_keys
       FROM payment_records WHERE period_start = '2027-05-01'`,
    );
    assert.equal(rows[0].n, rows[0].distinct_keys, 'a member was charged twice for May');
    assert.equal(a.raised + b.raised, rows[0].n, 'the runs counted a record neither of them added');
    for (const member of members) {
      const may = (await harness.records(member.id)).filter((r) => r.period === '2027-05');
      assert.deepEqual(may.map((r) => r.scheme).sort(), [...member.optedSchemes].sort());
    }
  });

  // Last in the file: each case raises dues for its own day, for every member valid on it.
  describe('who is charged on a day, against the shared validity table', () => {
    for (const [index, c] of MEMBERSHIP_VALIDITY_CASES.entries()) {
      it(`${c.name}`, async () => {
        // Every other case as an older event that carried only the end date.
        const carried = index % 2 === 0 ? { validThrough: c.validThrough } : {};
        const member = await harness.member({
          optedSchemes: ['esi'],
          status: c.status,
          membershipEndDate: c.membershipEndDate,
          ...carried,
        });
        await dues.raise(todayInIndia(new Date(c.now)));
        assert.equal((await harness.records(member.id)).length, c.valid ? 1 : 0);
      });
    }
  });
});

describe('scheduled jobs across replicas', () => {
  const harness = new PaymentsHarness();
  const LOCK = PAYMENTS_JOBS_LOCK;

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  /** A replica's scheduler whose jobs only count their runs; the dues job stays busy until `busy` opens. */
  function countingReplica(counts: { dues: number; reconciliation: number }, busy?: Gate) {
    const dues = {
      run: async () => {
        counts.dues += 1;
        await busy?.passed;
        return { raised: 0, overdue: 0, periods: [] };
      },
    } as unknown as DuesJob;
    const reconciliation = {
      run: async () => {
        counts.reconciliation += 1;
        return { checked: 0, recorded: 0, expired: 0 };
      },
    } as unknown as Reconciliation;
    const reminders = { name: 'payment-reminders', run: async () => ({ issued: 0 }) } as unknown as PaymentRemindersJob;
    const refunds = { run: async () => ({ checked: 0, processed: 0, failed: 0 }) } as unknown as RefundReconciliation;
    return paymentsScheduler(harness.dataSource, harness.get(JsonLogger), 60_000, {
      dues,
      reminders,
      reconciliation,
      refunds,
    });
  }

  it('runs the jobs once when two replicas start a round at the same moment, and again in the next round', async () => {
    const counts = { dues: 0, reconciliation: 0 };
    const busy = gate();
    const first = countingReplica(counts, busy);
    const second = countingReplica(counts, busy);

    const rounds = [first.round(), second.round()];
    // The replica without the lock gives up while the other's round is still busy.
    await openAfter(busy, oneResolvesTo(rounds, false, 'one replica to skip the round'));
    assert.deepEqual((await Promise.all(rounds)).sort(), [false, true]);
    assert.deepEqual(counts, { dues: 1, reconciliation: 1 });

    // The lock is released after the round: the next round (on either replica) runs them again.
    await second.round();
    assert.deepEqual(counts, { dues: 2, reconciliation: 2 });
  });

  it('skips the round while another replica holds the lock', async () => {
    const counts = { dues: 0, reconciliation: 0 };
    await harness.db.query('SELECT pg_advisory_lock(hashtext($1))', [LOCK]);
    try {
      await countingReplica(counts).round();
      assert.deepEqual(counts, { dues: 0, reconciliation: 0 });
    } finally {
      await harness.db.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK]);
    }
    await countingReplica(counts).round();
    assert.deepEqual(counts, { dues: 1, reconciliation: 1 });
  });

  it("raises this month's dues once when two replicas' real schedulers run together", async () => {
    const member = await harness.member({ optedSchemes: ['esi', 'postal'] });
    const replica = () =>
      paymentsScheduler(harness.dataSource, harness.get(JsonLogger), 60_000, {
        dues: harness.get(DuesJob),
        reminders: harness.get(PaymentRemindersJob),
        reconciliation: harness.get(Reconciliation),
        refunds: harness.get(RefundReconciliation),
      });

    await Promise.all([replica().round(), replica().round(), replica().round()]);

    const records = await harness.records(member.id);
    assert.deepEqual(records.map((r) => r.scheme).sort(), ['esi', 'postal']);
    assert.equal(new Set(records.map((r) => r.period)).size, 1);
  });
});
