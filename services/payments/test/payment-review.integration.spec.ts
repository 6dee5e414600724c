import 'reflect-metadata';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  CommonErrorCode,
  PaymentConflictSubjects as C,
  PaymentsSubjects as S,
  statusForErrorCode,
} from '@portal/contracts';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

/**
 * The admin's review of what the books kept aside (issue 26), over NATS as the gateway calls it: Razorpay payment
 * conflicts resolved with a note (who and when kept), and month clashes settled by naming the record that keeps
 * the month, the other giving it up, enforced here with 4xx for bad input.
 */
describe('Payment review: conflicts and month clashes', () => {
  const harness = new PaymentsHarness();
  const member = (id: string) => ({ userId: id, userType: 'member' as const });

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const record = async (f: {
    memberId: string;
    scheme: string;
    status: 'paid' | 'pending';
    start: string;
    months?: number;
    amount?: number;
    receipt?: string;
    paymentId?: string;
    orderId?: string;
  }): Promise<string> =>
    (
      await harness.db.query<{ id: string }>(
        `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date, period_start,
                                      period_months, receipt_number, razorpay_payment_id, razorpay_order_id)
         VALUES ($1, $2, $3, $4, $5::date, CASE WHEN $4 = 'paid' THEN now() END, $5::date, $6, $7, $8, $9)
         RETURNING id`,
        [
          f.memberId,
          f.scheme,
          f.amount ?? 100,
          f.status,
          f.start,
          f.months ?? 1,
          f.receipt ?? null,
          f.paymentId ?? null,
          f.orderId ?? null,
        ],
      )
    ).rows[0].id;

  /** The record holds these months in record_months. */
  const hold = async (recordId: string, memberId: string, scheme: string, months: string[]) => {
    for (const m of months) {
      await harness.db.query(
        `INSERT INTO record_months (member_id, scheme, month, record_id) VALUES ($1, $2, $3::date, $4)`,
        [memberId, scheme, `${m}-01`, recordId],
      );
    }
  };
  const clash = (recordId: string, month: string, heldBy: string) =>
    harness.db.query(`INSERT INTO record_month_clashes (record_id, month, held_by) VALUES ($1, $2::date, $3)`, [
      recordId,
      `${month}-01`,
      heldBy,
    ]);
  const holderOf = async (memberId: string, scheme: string, month: string) =>
    (
      await harness.db.query<{ record_id: string }>(
        `SELECT record_id FROM record_months WHERE member_id = $1 AND scheme = $2 AND month = $3::date`,
        [memberId, scheme, `${month}-01`],
      )
    ).rows[0]?.record_id;
  const stated = async (id: string) =>
    (
      await harness.db.query<{ s: string | null }>(
        `SELECT to_char(period_start, 'YYYY-MM') || ' x' || period_months AS s FROM payment_records WHERE id = $1`,
        [id],
      )
    ).rows[0].s;
  const settle = (input: Record<string, unknown>, actor = ADMIN) => harness.rpc(C.SettleMonthClash, { actor, input });
  const settleError = (input: Record<string, unknown>, actor = ADMIN) =>
    harness.rpcError(C.SettleMonthClash, { actor, input });

  describe('Razorpay payment conflicts', () => {
    it('lists a conflict with the member, the order’s months and amount and the receipt it is recorded on; an admin resolves it once with a note', async () => {
      const m = await harness.member({ optedSchemes: ['esi'] });
      const recorded = await record({
        memberId: m.id,
        scheme: 'esi',
        status: 'paid',
        start: '2026-10-01',
        amount: 200,
        receipt: 'RCPT-2026-900001',
        paymentId: 'pay_review1',
        orderId: 'order_review_paid',
      });
      await harness.db.query(
        `INSERT INTO razorpay_orders (id, member_id, scheme, amount, amount_paise, receipt, period_start, period_months)
         VALUES ('order_review_named', $1, 'esi', 400, 40000, 'r', '2026-11-01', 2)`,
        [m.id],
      );
      const { rows } = await harness.db.query<{ id: string }>(
        `INSERT INTO razorpay_payment_conflicts
           (razorpay_payment_id, razorpay_order_id, recorded_order_id, recorded_record_id, source)
         VALUES ('pay_review1', 'order_review_named', 'order_review_paid', $1, 'payment.captured') RETURNING id`,
        [recorded],
      );
      const id = rows[0].id;

      const listed = await harness.rpc(C.ListPaymentConflicts, { actor: ADMIN });
      const found = listed.find((c) => c.id === id);
      assert.ok(found);
      assert.equal(found.memberCode, m.memberId);
      assert.equal(found.orderScheme, 'esi');
      assert.equal(found.orderAmount, '400.00');
      assert.deepEqual([found.orderPeriod, found.orderPeriodTo], ['2026-11', '2026-12']);
      assert.equal(found.recorded?.receiptNumber, 'RCPT-2026-900001');
      assert.equal(found.recorded?.amount, '200.00');
      assert.equal(found.status, 'open');

      const noNote = await harness.rpcError(C.ResolvePaymentConflict, { actor: ADMIN, id, input: { note: '  ' } });
      assert.equal(statusForErrorCode(noNote.code), 400);
      assert.equal(noNote.errors?.[0]?.field, 'note');
      const byMember = await harness.rpcError(C.ResolvePaymentConflict, {
        actor: member(m.id),
        id,
        input: { note: 'mine' },
      });
      assert.equal(byMember.code, CommonErrorCode.Forbidden);
      const unknown = await harness.rpcError(C.ResolvePaymentConflict, {
        actor: ADMIN,
        id: randomUUID(),
        input: { note: 'x' },
      });
      assert.equal(statusForErrorCode(unknown.code), 404);

      const resolved = await harness.rpc(C.ResolvePaymentConflict, {
        actor: ADMIN,
        id,
        input: { note: 'Second charge refunded in Razorpay' },
      });
      assert.equal(resolved.status, 'resolved');
      assert.equal(resolved.resolutionNote, 'Second charge refunded in Razorpay');
      assert.equal(resolved.resolvedBy, ADMIN.userId);
      assert.ok(resolved.resolvedAt);

      const again = await harness.rpcError(C.ResolvePaymentConflict, { actor: ADMIN, id, input: { note: 'again' } });
      assert.equal(statusForErrorCode(again.code), 409);
      const after = await harness.rpc(C.ListPaymentConflicts, { actor: ADMIN });
      assert.equal(after.find((c) => c.id === id)?.resolutionNote, 'Second charge refunded in Razorpay');
    });
  });

  describe('month clashes', () => {
    it('keeping the month on the record that holds it leaves the other without it (its only month: no months)', async () => {
      const m = await harness.member({ optedSchemes: ['kutumba_barosa'] });
      const due = await record({ memberId: m.id, scheme: 'kutumba_barosa', status: 'pending', start: '2026-11-01' });
      const cash = await record({
        memberId: m.id,
        scheme: 'kutumba_barosa',
        status: 'paid',
        start: '2026-11-01',
        receipt: 'RCPT-2026-900002',
      });
      await hold(cash, m.id, 'kutumba_barosa', ['2026-11']);
      await clash(due, '2026-11', cash);

      const listed = await harness.rpc(S.ListMonthClashes, { actor: ADMIN });
      const open = listed.find((c) => c.recordId === due);
      assert.equal(open?.status, 'open');
      assert.equal(open?.heldBy.receiptNumber, 'RCPT-2026-900002');
      assert.equal(open?.record.status, 'pending');

      const settled = await settle({ recordId: due, month: '2026-11', keepRecordId: cash, note: 'Paid in cash' });
      assert.equal(settled.status, 'settled');
      assert.equal(settled.keptRecordId, cash);
      assert.equal(settled.settledBy, ADMIN.userId);
      assert.equal(settled.settlementNote, 'Paid in cash');
      assert.equal(settled.record.period, null);
      assert.equal(await stated(due), null);
      assert.equal(await stated(cash), '2026-11 x1');
      assert.equal(await holderOf(m.id, 'kutumba_barosa', '2026-11'), cash);

      const again = await settleError({ recordId: due, month: '2026-11', keepRecordId: due });
      assert.equal(statusForErrorCode(again.code), 409);
      assert.equal(again.message, 'November 2026 is settled already (kept on receipt RCPT-2026-900002)');
    });

    it('keeping the month on the record listed as clashing moves it there, and the holder gives up its last month', async () => {
      const m = await harness.member({ optedSchemes: ['esi'] });
      const byHand = await record({
        memberId: m.id,
        scheme: 'esi',
        status: 'paid',
        start: '2026-11-01',
        months: 2,
        receipt: 'RCPT-2026-900003',
      });
      const online = await record({
        memberId: m.id,
        scheme: 'esi',
        status: 'paid',
        start: '2026-12-01',
        months: 2,
        receipt: 'RCPT-2026-900004',
      });
      await hold(byHand, m.id, 'esi', ['2026-11', '2026-12']);
      await hold(online, m.id, 'esi', ['2027-01']);
      await clash(online, '2026-12', byHand);

      await settle({ recordId: online, month: '2026-12', keepRecordId: online });
      assert.equal(await holderOf(m.id, 'esi', '2026-12'), online);
      assert.equal(await holderOf(m.id, 'esi', '2026-11'), byHand);
      assert.equal(await stated(byHand), '2026-11 x1');
      assert.equal(await stated(online), '2026-12 x2');
    });

    it('answers 400 naming the field for bad input, 404 for no such clash, 409 for a month inside the other record, and refuses members', async () => {
      const m = await harness.member({ optedSchemes: ['esi'] });
      const quarter = await record({ memberId: m.id, scheme: 'esi', status: 'paid', start: '2026-10-01', months: 3 });
      const november = await record({ memberId: m.id, scheme: 'esi', status: 'paid', start: '2026-11-01' });
      await hold(quarter, m.id, 'esi', ['2026-10', '2026-11', '2026-12']);
      await clash(november, '2026-11', quarter);

      for (const [input, field] of [
        [{ recordId: 'x', month: '2026-11', keepRecordId: november }, 'recordId'],
        [{ recordId: november, month: '2026-13', keepRecordId: november }, 'month'],
        [{ recordId: november, month: '2026-11' }, 'keepRecordId'],
        [{ recordId: november, month: '2026-11', keepRecordId: randomUUID() }, 'keepRecordId'],
        [{ recordId: november, month: '2026-11', keepRecordId: november, note: 'n'.repeat(1001) }, 'note'],
      ] as const) {
        const error = await settleError(input);
        assert.equal(statusForErrorCode(error.code), 400, JSON.stringify(input));
        assert.equal(error.errors?.[0]?.field, field);
      }
      const none = await settleError({ recordId: november, month: '2026-10', keepRecordId: november });
      assert.equal(statusForErrorCode(none.code), 404);
      const refused = await settleError({ recordId: november, month: '2026-11', keepRecordId: quarter }, member(m.id));
      assert.equal(refused.code, CommonErrorCode.Forbidden);

      const inside = await settleError({ recordId: november, month: '2026-11', keepRecordId: november });
      assert.equal(statusForErrorCode(inside.code), 409);
      assert.match(inside.message, /^November 2026 lies inside the months of /);
      assert.equal(await holderOf(m.id, 'esi', '2026-11'), quarter);
      assert.equal(await stated(quarter), '2026-10 x3');

      // Keeping it on the quarter settles it: the one-month record is left without months.
      await settle({ recordId: november, month: '2026-11', keepRecordId: quarter });
      assert.equal(await stated(november), null);
    });
  });
});
