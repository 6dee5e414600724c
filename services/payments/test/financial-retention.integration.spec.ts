import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { FinancialRetentionJob } from '../src/retention/financial-retention.job';
import { PaymentsHarness } from './support/payments-harness';

const DAY = 86_400_000;

/**
 * Issue 32 "Retention that runs itself", payments' part, with a clock the test controls: payment records paid (or,
 * unpaid, due) more than 7 years before the run are removed with their refunds and stored receipts; everything
 * younger stays; each run that removed something writes one audit entry, one with nothing due writes none.
 */
describe('removal of financial records past their 7 years', () => {
  const harness = new PaymentsHarness({ razorpay: false });
  let sut: FinancialRetentionJob;
  const now = new Date('2033-04-10T06:00:00.000Z');
  const sevenYearsBefore = new Date('2026-04-10T06:00:00.000Z');

  beforeAll(async () => {
    await harness.setUp();
    sut = harness.get(FinancialRetentionJob);
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  let receipt = 0;
  async function record(memberId: string, paidAt: Date, period: string) {
    receipt++;
    const key = `receipts/test-${receipt}.pdf`;
    await harness.storage.upload(key, [Buffer.from('%PDF')], 'application/pdf');
    const { rows } = await harness.db.query<{ id: string }>(
      `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date, period_start,
                                    payment_method, receipt_number, receipt_key)
       VALUES ($1, 'esi', 200, 'paid', $2, $2, $3, 'cash', $4, $5) RETURNING id`,
      [memberId, paidAt, `${period}-01`, `RET-${receipt}`, key],
    );
    return { id: rows[0].id, key };
  }
  const exists = async (id: string) =>
    (await harness.db.query(`SELECT 1 FROM payment_records WHERE id = $1`, [id])).rowCount === 1;
  const stored = (key: string) =>
    harness.storage.size(key).then(
      () => true,
      () => false,
    );
  const audit = async () =>
    (
      await harness.db.query<{ actor_type: string; before: { records: Array<{ receiptNumber: string }> } }>(
        `SELECT actor_type, before FROM audit_log WHERE action = 'retention.payment-records-removed' ORDER BY id`,
      )
    ).rows;

  it('removes exactly the records older than 7 years, with their receipts, and says so once per run', async () => {
    const member = await harness.member();
    const old = await record(member.id, new Date(sevenYearsBefore.getTime() - DAY), '2026-03');
    const young = await record(member.id, new Date(sevenYearsBefore.getTime() + DAY), '2026-05');
    // A refund of the old record, with its stored credit note: it goes with the record.
    const creditNote = 'credit-notes/test-old.pdf';
    await harness.storage.upload(creditNote, [Buffer.from('%PDF')], 'application/pdf');
    await harness.db.query(
      `INSERT INTO payment_refunds (record_id, member_id, scheme, amount, method, reason, status, credit_note_number,
                                    credit_note_key, refunded_at, created_by)
       SELECT id, member_id, scheme, 50, 'cash', 'Overpaid', 'processed', 'CN-RET-1', $2, payment_date, 'admin-1'
         FROM payment_records WHERE id = $1`,
      [old.id, creditNote],
    );

    const run = await sut.run(now);

    assert.deepEqual(run.removed, [old.id]);
    assert.equal(await exists(old.id), false);
    assert.equal(await stored(old.key), false, 'its receipt leaves the store');
    assert.equal(await stored(creditNote), false, 'and the credit note of its refund');
    assert.equal((await harness.db.query(`SELECT 1 FROM payment_refunds WHERE record_id = $1`, [old.id])).rowCount, 0);
    assert.equal(await exists(young.id), true, 'positive control: a record of 6 years and 364 days stays');
    assert.equal(await stored(young.key), true);
    const entries = await audit();
    assert.equal(entries.length, 1);
    assert.equal(entries[0].actor_type, 'system');
    assert.deepEqual(
      entries[0].before.records.map((r) => r.receiptNumber),
      [`RET-${receipt - 1}`],
    );

    assert.deepEqual(await sut.run(now), { removed: [] });
    assert.equal((await audit()).length, 1, 'a run with nothing due writes nothing');

    const twoDaysLater = await sut.run(new Date(now.getTime() + 2 * DAY));
    assert.deepEqual(twoDaysLater.removed, [young.id]);
  });
});
