import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { RecordMonths1764190026000 } from '../src/migrations/1764190026000-RecordMonths';
import { PaymentReviews1764200300000 } from '../src/migrations/1764200300000-PaymentReviews';
import { PaymentReviewService } from '../src/review/payment-review.service';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

/**
 * The RecordMonths migration over a ledger as it was before it: records entered by hand without months, an
 * online payment kept on its own row, and the double charges the issue found. It gives every record its months
 * and lists the clashes instead of failing.
 */
describe('RecordMonths migration: existing records get their months', () => {
  const harness = new PaymentsHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  /**
   * Runs the migration's down or up in one transaction, as the service's migrations run, with PaymentReviews (which
   * adds the admin's settling to its clashes) undone before it and done again after it.
   */
  async function migrate(direction: 'up' | 'down'): Promise<void> {
    const runner = harness.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      if (direction === 'down') await new PaymentReviews1764200300000().down(runner);
      await new RecordMonths1764190026000()[direction](runner);
      if (direction === 'up') await new PaymentReviews1764200300000().up(runner);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }

  const insert = async (fields: {
    memberId: string;
    scheme?: string;
    status: 'paid' | 'pending' | 'overdue';
    dueDate: string;
    periodStart?: string | null;
    periodMonths?: number;
    paidAt?: string | null;
    receipt?: string | null;
    orderId?: string | null;
  }): Promise<string> =>
    (
      await harness.db.query<{ id: string }>(
        `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date, period_start,
                                      period_months, receipt_number, razorpay_order_id)
         VALUES ($1, $2, 100, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          fields.memberId,
          fields.scheme ?? 'kutumba_barosa',
          fields.status,
          fields.dueDate,
          fields.paidAt ?? null,
          fields.periodStart ?? null,
          fields.periodMonths ?? 1,
          fields.receipt ?? null,
          fields.orderId ?? null,
        ],
      )
    ).rows[0].id;

  const monthsOf = async (recordId: string) =>
    (
      await harness.db.query<{ m: string }>(
        `SELECT to_char(month, 'YYYY-MM') AS m FROM record_months WHERE record_id = $1 ORDER BY month`,
        [recordId],
      )
    ).rows.map((r) => r.m);

  it('gives hand records the month of their due date, online ones their order’s months, and lists each clash for the admin', async () => {
    await migrate('down');
    const member = await harness.member({ optedSchemes: ['kutumba_barosa', 'esi'] });
    // November: the dues job's due, recorded by hand as cash (due 10/11, paid 20/11) without months.
    const novemberDue = await insert({
      memberId: member.id,
      status: 'pending',
      dueDate: '2026-10-31T18:30:00Z',
      periodStart: '2026-11-01',
    });
    const novemberCash = await insert({
      memberId: member.id,
      status: 'paid',
      dueDate: '2026-11-10T04:30:00Z',
      paidAt: '2026-11-20T06:00:00Z',
      receipt: 'RCPT-2026-000101',
    });
    // ESI: December by hand, then November–December online, kept on its own row (the order knows its months).
    const decemberByHand = await insert({
      memberId: member.id,
      scheme: 'esi',
      status: 'paid',
      dueDate: '2026-12-05T04:30:00Z',
      paidAt: '2026-12-05T05:00:00Z',
      receipt: 'RCPT-2026-000102',
    });
    await harness.db.query(
      `INSERT INTO razorpay_orders (id, member_id, scheme, amount, amount_paise, receipt, period_start, period_months, status)
       VALUES ('order_migr1', $1, 'esi', 400, 40000, 'r1', '2026-11-01', 2, 'paid')`,
      [member.id],
    );
    const online = await insert({
      memberId: member.id,
      scheme: 'esi',
      status: 'paid',
      dueDate: '2026-12-06T00:00:00Z',
      paidAt: '2026-12-06T05:00:00Z',
      receipt: 'RCPT-2026-000103',
      orderId: 'order_migr1',
    });
    // A record made far from any other keeps what it states.
    const advance = await insert({
      memberId: member.id,
      status: 'paid',
      dueDate: '2027-01-01T00:00:00Z',
      periodStart: '2027-01-01',
      periodMonths: 3,
      paidAt: '2026-12-20T05:00:00Z',
      receipt: 'RCPT-2026-000104',
    });

    await migrate('up');

    assert.deepEqual(await monthsOf(novemberCash), ['2026-11']);
    assert.deepEqual(await monthsOf(novemberDue), []);
    assert.deepEqual(await monthsOf(decemberByHand), ['2026-12']);
    assert.deepEqual(await monthsOf(online), ['2026-11']);
    assert.deepEqual(await monthsOf(advance), ['2027-01', '2027-02', '2027-03']);
    const stated = await harness.records(member.id);
    const byId = new Map(stated.map((r) => [r.id, `${r.period} ×${r.period_months}`]));
    assert.equal(byId.get(novemberCash), '2026-11 ×1');
    assert.equal(byId.get(online), '2026-11 ×2');

    const clashes = await harness.get(PaymentReviewService).clashes(ADMIN);
    assert.deepEqual(
      clashes
        .filter((c) => c.memberId === member.id)
        .map((c) => [c.scheme, c.month, c.recordId, c.heldByRecordId, c.heldByReceiptNumber])
        .sort(),
      [
        ['esi', '2026-12', online, decemberByHand, 'RCPT-2026-000102'],
        ['kutumba_barosa', '2026-11', novemberDue, novemberCash, 'RCPT-2026-000101'],
      ].sort(),
    );
  });
});
