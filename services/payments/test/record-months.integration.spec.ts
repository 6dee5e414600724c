import 'reflect-metadata';
import {
  ActorDto,
  firstOfMonthInIndia,
  monthLabel,
  PaymentConflictSources,
  PaymentRecordDto,
  PaymentsErrorCode,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { DuesJob } from '../src/dues/dues.job';
import { OrdersRepository } from '../src/razorpay/orders.repository';
import { OrdersService } from '../src/razorpay/orders.service';
import { PaymentConflictsRepository } from '../src/razorpay/payment-conflicts.repository';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

const SECOND_ADMIN: ActorDto = { userId: 'admin-2', userType: 'admin' };

/** What a rejected write was: its code and words. */
const failure = (result: PromiseSettledResult<unknown>) => {
  assert.equal(result.status, 'rejected');
  const error = result.reason as { code?: string; message?: string };
  return { code: error.code, message: error.message };
};

describe('every payment covers stated months, each paid at most once', () => {
  const harness = new PaymentsHarness();
  let records: PaymentRecordsService;
  let orders: OrdersService;
  let dues: DuesJob;

  beforeAll(async () => {
    await harness.setUp();
    records = harness.get(PaymentRecordsService);
    orders = harness.get(OrdersService);
    dues = harness.get(DuesJob);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  /** The member's records covering a month (yyyy-mm), as record_months has them. */
  const holders = async (memberId: string, scheme: string, month: string) =>
    (
      await harness.db.query<{ id: string; status: string; receipt_number: string | null }>(
        `SELECT r.id, r.status, r.receipt_number FROM record_months rm JOIN payment_records r ON r.id = rm.record_id
         WHERE rm.member_id = $1 AND rm.scheme = $2 AND rm.month = ($3 || '-01')::date`,
        [memberId, scheme, month],
      )
    ).rows;
  const paidCount = async (memberId: string, scheme: string) =>
    (
      await harness.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payment_records WHERE member_id = $1 AND scheme = $2 AND status = 'paid'`,
        [memberId, scheme],
      )
    ).rows[0].n;

  const recordPaid = (memberId: string, period: string, actor = ADMIN, periodTo?: string) =>
    records.create({
      input: {
        memberId,
        scheme: 'kutumba_barosa',
        amount: '100',
        status: 'paid',
        paymentMethod: 'cash',
        period,
        periodTo,
      },
      actor,
    });

  /**
   * Another writer in the middle of recording the month: its transaction holds the month, uncommitted.
   * Answers the connection to commit it with.
   */
  async function writerHolding(memberId: string, month: string, receipt: string | null): Promise<Client> {
    const other = new Client({ connectionString: harness.databaseUrl });
    await other.connect();
    await other.query('BEGIN');
    // With a receipt, a payment; without, a due as the dues job raises it.
    const { rows } = await other.query<{ id: string }>(
      `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date, period_start,
                                    period_months, receipt_number, payment_method)
       VALUES ($1, 'kutumba_barosa', 100, CASE WHEN $3::text IS NULL THEN 'pending' ELSE 'paid' END, now(),
               CASE WHEN $3::text IS NULL THEN NULL ELSE now() END, ($2 || '-01')::date, 1, $3,
               CASE WHEN $3::text IS NULL THEN NULL ELSE 'cash' END) RETURNING id`,
      [memberId, month, receipt],
    );
    await other.query(
      `INSERT INTO record_months (member_id, scheme, month, record_id)
       VALUES ($1, 'kutumba_barosa', ($2 || '-01')::date, $3)`,
      [memberId, month, rows[0].id],
    );
    return other;
  }

  /** Resolves once a statement of this database waits for a lock (the second writer has reached the month). */
  const someoneWaitsForALock = () =>
    harness.waitFor(async () => {
      const { rows } = await harness.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0].n > 0;
    }, 'a writer waiting for the month');

  it('two admins recording the same month at once: one paid record, and a 409 naming its receipt', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const results = await Promise.allSettled([
        recordPaid(member.id, '2026-11'),
        recordPaid(member.id, '2026-11', SECOND_ADMIN),
      ]);
      const kept = results.filter((r): r is PromiseFulfilledResult<PaymentRecordDto> => r.status === 'fulfilled');
      assert.equal(kept.length, 1, JSON.stringify(results));
      const receipt = kept[0].value.receiptNumber;
      assert.match(receipt ?? '', /^RCPT-\d{4}-\d{6}$/);
      assert.deepEqual(failure(results.find((r) => r.status === 'rejected')!), {
        code: PaymentsErrorCode.MonthTaken,
        message: `November 2026 is already paid (receipt ${receipt})`,
      });
      assert.equal(await paidCount(member.id, 'kutumba_barosa'), 1);
      assert.deepEqual(
        (await holders(member.id, 'kutumba_barosa', '2026-11')).map((h) => h.id),
        [kept[0].value.id],
      );
    }
  });

  it('a writer still in its transaction when the admin records the month: the database lets one commit, the admin gets 409', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const other = await writerHolding(member.id, '2026-10', 'RCPT-2026-900001');
    try {
      const admin = recordPaid(member.id, '2026-09', ADMIN, '2026-10');
      const settled = Promise.allSettled([admin]);
      await someoneWaitsForALock();
      await other.query('COMMIT');
      assert.deepEqual(failure((await settled)[0]), {
        code: PaymentsErrorCode.MonthTaken,
        message: 'October 2026 is already paid (receipt RCPT-2026-900001)',
      });
    } finally {
      await other.end();
    }
    // Nothing of the refused record is left: September is still free, and recording it alone works.
    assert.deepEqual(await holders(member.id, 'kutumba_barosa', '2026-09'), []);
    const september = await recordPaid(member.id, '2026-09');
    assert.equal(september.period, '2026-09');
    assert.equal(september.periodTo, '2026-09');
    assert.equal(await paidCount(member.id, 'kutumba_barosa'), 2);
  });

  it('a month recorded by hand while the dues job is raising it: the admin waits for the due and settles it', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const job = await writerHolding(member.id, '2026-08', null);
    let recorded: Promise<PaymentRecordDto>;
    try {
      recorded = recordPaid(member.id, '2026-08');
      recorded.catch(() => undefined);
      await someoneWaitsForALock();
      await job.query('COMMIT');
    } finally {
      await job.end();
    }
    const paid = await recorded;
    const records = await harness.records(member.id, 'kutumba_barosa');
    assert.deepEqual(
      records.map((r) => [r.id, r.period, r.status]),
      [[paid.id, '2026-08', 'paid']],
    );
    assert.match(paid.receiptNumber ?? '', /^RCPT-/);
  });

  it('the same month recorded by hand and paid online at the same moment: one paid record and one 409', async () => {
    for (let round = 0; round < 4; round++) {
      const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const actor: ActorDto = { userId: member.id, userType: 'member' };
      // Odd rounds: this month's due is raised, and the order pays it; even rounds: the order pays the month ahead.
      if (round % 2 === 1) await dues.raise(firstOfMonthInIndia(new Date()));
      const order = await orders.create({ scheme: 'kutumba_barosa' }, actor);
      const month = (
        await harness.db.query<{ m: string }>(
          `SELECT to_char(COALESCE(o.period_start, r.period_start), 'YYYY-MM') AS m
           FROM razorpay_orders o LEFT JOIN payment_records r ON r.id = o.payment_record_id WHERE o.id = $1`,
          [order.order_id],
        )
      ).rows[0].m;
      assert.equal(month, firstOfMonthInIndia(new Date()).slice(0, 7));
      const paid = await harness.payInSandbox(order.order_id);

      const results = await Promise.allSettled([recordPaid(member.id, month), orders.verify(paid, actor)]);
      const fulfilled = results.filter((r) => r.status === 'fulfilled');
      assert.equal(fulfilled.length, 1, JSON.stringify(results));
      const [holder] = await holders(member.id, 'kutumba_barosa', month);
      assert.equal(holder.status, 'paid');
      assert.deepEqual(failure(results.find((r) => r.status === 'rejected')!), {
        code: PaymentsErrorCode.MonthTaken,
        message: `${monthLabel(`${month}-01`)} is already paid (receipt ${holder.receipt_number})`,
      });
      assert.equal(await paidCount(member.id, 'kutumba_barosa'), 1);
    }
  });

  it('paying online a month recorded by hand answers 409 naming the receipt, and keeps the payment on the order for a refund', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const actor: ActorDto = { userId: member.id, userType: 'member' };
    const order = await orders.create({ scheme: 'kutumba_barosa' }, actor);
    const month = firstOfMonthInIndia(new Date()).slice(0, 7);
    const paid = await harness.payInSandbox(order.order_id);
    const byHand = await recordPaid(member.id, month);

    await assert.rejects(orders.verify(paid, actor), {
      code: PaymentsErrorCode.MonthTaken,
      message: `${monthLabel(`${month}-01`)} is already paid (receipt ${byHand.receiptNumber})`,
    });
    assert.equal(await paidCount(member.id, 'kutumba_barosa'), 1);
    const { rows } = await harness.db.query(
      `SELECT status, razorpay_payment_id, last_error FROM razorpay_orders WHERE id = $1`,
      [order.order_id],
    );
    assert.deepEqual(rows[0], {
      status: 'attempted',
      razorpay_payment_id: paid.razorpay_payment_id,
      last_error: `${monthLabel(`${month}-01`)} is already paid (receipt ${byHand.receiptNumber})`,
    });
    // Razorpay holds the money: Needs review lists it once (the callback came twice), naming the receipt.
    await assert.rejects(orders.verify(paid, actor), { code: PaymentsErrorCode.MonthTaken });
    const listed = (await harness.get(PaymentConflictsRepository).list()).filter(
      (c) => c.razorpayOrderId === order.order_id,
    );
    assert.deepEqual(
      listed.map((c) => [c.source, c.razorpayPaymentId, c.recorded?.receiptNumber, c.status]),
      [[PaymentConflictSources.MonthsAlreadyPaid, paid.razorpay_payment_id, byHand.receiptNumber, 'open']],
    );
    // The reconciliation does not ask about it again (it would only be refused again), and still asks about
    // an order not yet paid (the control).
    const other = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const open = await orders.create({ scheme: 'kutumba_barosa' }, { userId: other.id, userType: 'member' });
    await harness.db.query(`UPDATE razorpay_orders SET created_at = now() - interval '1 hour' WHERE id = ANY ($1)`, [
      [order.order_id, open.order_id],
    ]);
    assert.deepEqual(await harness.get(OrdersRepository).unpaidOlderThan(60), [open.order_id]);
  });

  it("recording a raised due's month settles that due: one record, now paid, with the months and the entry's method", async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    await dues.raise('2027-03-01');
    const [due] = await harness.records(member.id, 'kutumba_barosa');
    assert.equal(due.status, 'pending');
    const paid = await recordPaid(member.id, '2027-03');
    assert.equal(paid.id, due.id);
    assert.equal(paid.status, 'paid');
    assert.equal(paid.paymentMethod, 'cash');
    assert.equal((await harness.records(member.id, 'kutumba_barosa')).length, 1);
    // A record may take in the due's month with the months after it.
    const member2 = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    await dues.raise('2027-03-01');
    const both = await recordPaid(member2.id, '2027-03', ADMIN, '2027-04');
    assert.deepEqual([both.period, both.periodTo, both.status], ['2027-03', '2027-04', 'paid']);
    assert.equal((await harness.records(member2.id, 'kutumba_barosa')).length, 1);
  });

  it('answers 400 naming the field for months that are not a run of 1 to 12 whole months', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const attempt = (period: string | undefined, periodTo: string | undefined) =>
      records.create({
        input: { memberId: member.id, scheme: 'kutumba_barosa', amount: '100', status: 'paid', period, periodTo },
        actor: ADMIN,
      });
    const cases: Array<[string | undefined, string | undefined, string, string]> = [
      ['2026-13', undefined, 'period', 'Months must be given as YYYY-MM'],
      ['November', undefined, 'period', 'Months must be given as YYYY-MM'],
      ['2026-11', '2026-10', 'periodTo', 'The last month cannot be before the first month'],
      ['2026-01', '2027-01', 'periodTo', 'A record covers at most 12 months'],
      [undefined, '2026-11', 'period', 'Please give the first month too'],
    ];
    for (const [period, periodTo, field, message] of cases) {
      await assert.rejects(
        attempt(period, periodTo),
        (error: { details?: { errors?: Array<{ field: string; message: string }> } }) => {
          assert.deepEqual(error.details?.errors, [{ field, message }]);
          return true;
        },
      );
    }
    assert.equal(await paidCount(member.id, 'kutumba_barosa'), 0);
  });

  it('an edit that moves a record onto a paid month answers 409, and one onto free months moves them', async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const june = await recordPaid(member.id, '2026-06');
    const july = await recordPaid(member.id, '2026-07');
    await assert.rejects(records.update({ id: july.id, input: { period: '2026-06' }, actor: ADMIN }), {
      code: PaymentsErrorCode.MonthTaken,
      message: `June 2026 is already paid (receipt ${june.receiptNumber})`,
    });
    const moved = await records.update({
      id: july.id,
      input: { period: '2026-08', periodTo: '2026-09' },
      actor: ADMIN,
    });
    assert.deepEqual([moved.period, moved.periodTo], ['2026-08', '2026-09']);
    assert.deepEqual(await holders(member.id, 'kutumba_barosa', '2026-07'), []);
    assert.equal((await holders(member.id, 'kutumba_barosa', '2026-09'))[0].id, july.id);
  });

  describe('the monthly dues job', () => {
    it('never raises a month already paid, and raises it for a member who has not paid (the control)', async () => {
      const paidAhead = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const unpaid = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      await recordPaid(paidAhead.id, '2027-05');
      await recordPaid(paidAhead.id, '2027-06', ADMIN, '2027-08');

      for (const month of ['2027-05-01', '2027-06-01', '2027-07-01']) await dues.raise(month);

      assert.deepEqual(
        (await harness.records(paidAhead.id, 'kutumba_barosa')).map((r) => [r.period, r.period_months, r.status]),
        [
          ['2027-05', 1, 'paid'],
          ['2027-06', 3, 'paid'],
        ],
      );
      assert.deepEqual(
        (await harness.records(unpaid.id, 'kutumba_barosa')).map((r) => [r.period, r.status]),
        [
          ['2027-05', 'pending'],
          ['2027-06', 'pending'],
          ['2027-07', 'pending'],
        ],
      );
    });

    it('raises nothing for a month a writer pays while the job runs (the writer commits first)', async () => {
      const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const control = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const other = await writerHolding(member.id, '2027-10', 'RCPT-2027-900002');
      try {
        const raising = dues.raise('2027-10-01');
        await someoneWaitsForALock();
        await other.query('COMMIT');
        assert.ok((await raising) >= 1);
      } finally {
        await other.end();
      }
      assert.deepEqual(
        (await harness.records(member.id, 'kutumba_barosa')).map((r) => [r.period, r.status, r.receipt_number]),
        [['2027-10', 'paid', 'RCPT-2027-900002']],
      );
      assert.deepEqual(
        (await harness.records(control.id, 'kutumba_barosa')).map((r) => [r.period, r.status]),
        [['2027-10', 'pending']],
      );
    });
  });

  it("tells the add dialogs the member's oldest unpaid due, else the first month not yet covered", async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    const current = firstOfMonthInIndia(new Date()).slice(0, 7);
    const empty = await records.memberMonths({ memberId: member.id, scheme: 'kutumba_barosa', actor: ADMIN });
    assert.deepEqual(empty.suggested, { period: current, periodTo: current, amount: '100.00', recordId: null });

    const paid = await recordPaid(member.id, current);
    const answer = await records.memberMonths({
      scheme: 'kutumba_barosa',
      actor: { userId: member.id, userType: 'member' },
    });
    assert.deepEqual(answer.months, [
      { month: current, status: 'paid', recordId: paid.id, receiptNumber: paid.receiptNumber },
    ]);
    const next = monthLabel(`${current}-01`, 2).split(' – ')[1];
    assert.equal(monthLabel(`${answer.suggested.period}-01`), next);

    await dues.raise('2025-01-01');
    const withDue = await records.memberMonths({ memberId: member.id, scheme: 'kutumba_barosa', actor: ADMIN });
    assert.deepEqual(
      { period: withDue.suggested.period, periodTo: withDue.suggested.periodTo, amount: withDue.suggested.amount },
      { period: '2025-01', periodTo: '2025-01', amount: '100.00' },
    );
  });
});
