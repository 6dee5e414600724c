import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { LedgerRepository } from '../src/ledger/ledger.repository';
import { PaymentRecordsService } from '../src/records/payment-records.service';
import { ADMIN, PaymentsHarness } from './support/payments-harness';

describe("the dashboard's contributions per month", () => {
  const harness = new PaymentsHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  /** A record of `scheme` for `amount`, paid at `paidAt` (null: still pending). */
  const record = async (memberId: string, scheme: string, amount: string, paidAt: string | null) =>
    harness.db.query(
      `INSERT INTO payment_records (member_id, scheme, amount, status, due_date, payment_date)
       VALUES ($1, $2, $3, $4, now(), $5)`,
      [memberId, scheme, amount, paidAt ? 'paid' : 'pending', paidAt],
    );

  it('sums what was paid per month in India and scheme over the last twelve months, leaving out unpaid and older records', async () => {
    const asha = await harness.member({ optedSchemes: ['esi', 'postal'] });
    const ravi = await harness.member({ optedSchemes: ['esi'] });
    await record(asha.id, 'esi', '200.00', '2031-06-03T10:00:00+05:30');
    await record(ravi.id, 'esi', '400.50', '2031-06-28T10:00:00+05:30');
    await record(asha.id, 'postal', '150.00', '2031-06-15T10:00:00+05:30');
    // 1 July, 01:00 in India (still 30 June in UTC): July's.
    await record(ravi.id, 'esi', '200.00', '2031-07-01T01:00:00+05:30');
    await record(ravi.id, 'esi', '999.00', null);
    // Thirteen months before July 2031, and after it: outside the chart.
    await record(asha.id, 'esi', '777.00', '2030-06-20T10:00:00+05:30');
    await record(asha.id, 'esi', '555.00', '2031-08-01T10:00:00+05:30');
    await record(asha.id, 'esi', '100.00', '2030-08-02T10:00:00+05:30');

    const sut = await harness.get(LedgerRepository).receivedByMonth('2031-07', 12);

    assert.deepEqual(sut, [
      { month: '2030-08', scheme: 'esi', amount: '100.00' },
      { month: '2031-06', scheme: 'esi', amount: '600.50' },
      { month: '2031-06', scheme: 'postal', amount: '150.00' },
      { month: '2031-07', scheme: 'esi', amount: '200.00' },
    ]);
  });

  it("answers this month's contributions with the scheme stats", async () => {
    const member = await harness.member({ optedSchemes: ['kutumba_barosa'] });
    await record(member.id, 'kutumba_barosa', '100.00', new Date().toISOString());

    const stats = await harness.get(PaymentRecordsService).stats({ actor: ADMIN });

    const thisMonth = stats.receivedByMonth?.at(-1);
    assert.equal(thisMonth?.scheme, 'kutumba_barosa');
    assert.equal(thisMonth?.amount, '100.00');
  });
});
