import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ledgerEntry, reopenedByRecord, runningBalance, StatementEntry } from './statement-lines';

const entry = (over: Partial<StatementEntry>): StatementEntry => ({
  date: '2026-04-01',
  kind: 'due',
  scheme: 'esi',
  description: '',
  receiptNumber: null,
  reference: null,
  debit: 0,
  credit: 0,
  ...over,
});

describe('runningBalance', () => {
  it('orders lines by day (dues and fees before payments, refunds last) and closes at opening + dues + fees − payments + refunds', () => {
    const sut = runningBalance(20_000, [
      entry({ date: '2026-05-01', kind: 'refund', debit: 5_000 }),
      entry({ date: '2026-04-10', kind: 'payment', credit: 60_000 }),
      entry({ date: '2026-04-10', kind: 'fee', scheme: null, debit: 200_000 }),
      entry({ date: '2026-04-01', kind: 'due', debit: 60_000 }),
    ]);
    assert.deepEqual(
      sut.lines.map((l) => [l.date, l.kind, l.balance]),
      [
        ['2026-04-01', 'due', '800.00'],
        ['2026-04-10', 'fee', '2800.00'],
        ['2026-04-10', 'payment', '2200.00'],
        ['2026-05-01', 'refund', '2250.00'],
      ],
    );
    assert.deepEqual(sut.totals, { dues: '600.00', fees: '2000.00', payments: '600.00', refunds: '50.00' });
    assert.equal(sut.closingBalance, (200 + 600 + 2000 - 600 + 50).toFixed(2));
  });

  it('goes below zero when the member has paid ahead', () => {
    assert.equal(runningBalance(0, [entry({ kind: 'payment', credit: 30_000 })]).closingBalance, '-300.00');
  });
});

describe('ledgerEntry', () => {
  it('reads a due as a debit of its months and a payment as a credit with its receipt and method', () => {
    const row = {
      record_id: 'r1',
      record_kind: 'scheme_dues' as const,
      scheme: 'kutumba_barosa' as const,
      day: '2026-11-20',
      first_month: '2026-11-01',
      months: 2,
      amount: '200.00',
      status: 'paid' as const,
      receipt_number: 'RCPT-2026-000123',
      payment_method: 'cash',
      transaction_id: null,
    };
    const due = ledgerEntry({ ...row, kind: 'due' });
    assert.deepEqual(
      [due.description, due.debit, due.credit, due.receiptNumber],
      ['Kutumba Barosa dues, November 2026 – December 2026', 20_000, 0, null],
    );
    const sut = ledgerEntry({ ...row, kind: 'payment' });
    assert.deepEqual(
      [sut.description, sut.debit, sut.credit, sut.receiptNumber],
      ['Kutumba Barosa payment for November 2026 – December 2026 (Cash)', 0, 20_000, 'RCPT-2026-000123'],
    );
  });

  it("names the months a full-month refund reopened on the payment's line", () => {
    const row = {
      record_id: 'r1',
      kind: 'payment' as const,
      record_kind: 'scheme_dues' as const,
      scheme: 'kutumba_barosa' as const,
      day: '2026-11-20',
      amount: '200.00',
      status: 'paid' as const,
      first_month: '2026-11-01',
      months: 2,
      receipt_number: 'RCPT-2026-000123',
      payment_method: 'cash',
      transaction_id: null,
    };
    const reopened = reopenedByRecord([
      { record_id: 'r1', reopened_months: ['2026-12'] },
      { record_id: 'r2', reopened_months: ['2026-10'] },
    ]);
    assert.equal(
      ledgerEntry(row, reopened.get('r1')).description,
      'Kutumba Barosa payment for November 2026 – December 2026, December 2026 refunded (Cash)',
    );
  });

  it('reads a renewal fee as a debit on its day and its payment as a credit with its receipt', () => {
    const row = {
      record_id: 'f1',
      record_kind: 'renewal_fee' as const,
      scheme: null,
      day: '2026-11-25',
      first_month: null,
      months: 0,
      amount: '2000.00',
      status: 'paid' as const,
      receipt_number: 'RCPT-2026-000124',
      payment_method: 'upi',
      transaction_id: 'UPI-1',
    };
    const fee = ledgerEntry({ ...row, kind: 'fee' });
    assert.deepEqual(
      [fee.kind, fee.scheme, fee.description, fee.debit, fee.credit],
      ['fee', null, 'Annual renewal fee', 200_000, 0],
    );
    const sut = ledgerEntry({ ...row, kind: 'payment', months: 1 });
    assert.deepEqual(
      [sut.kind, sut.scheme, sut.description, sut.credit, sut.receiptNumber, sut.reference],
      ['payment', null, 'Annual renewal fee payment (UPI)', 200_000, 'RCPT-2026-000124', 'UPI-1'],
    );
  });

  it('describes the lines in Kannada for a Kannada PDF: scheme, months, refunded months and method', () => {
    const row = {
      record_id: 'r1',
      kind: 'payment' as const,
      record_kind: 'scheme_dues' as const,
      scheme: 'kutumba_barosa' as const,
      day: '2026-11-20',
      amount: '200.00',
      status: 'paid' as const,
      first_month: '2026-11-01',
      months: 2,
      receipt_number: 'RCPT-2026-000123',
      payment_method: 'cash',
      transaction_id: null,
    };
    assert.equal(
      ledgerEntry(row, ['2026-12'], 'kn').description,
      'ಕುಟುಂಬ ಭರೋಸೆ ಪಾವತಿ, ನವೆಂಬರ್ 2026 – ಡಿಸೆಂಬರ್ 2026, ಡಿಸೆಂಬರ್ 2026 ಮರುಪಾವತಿಯಾಗಿದೆ (ನಗದು)',
    );
    assert.equal(
      ledgerEntry({ ...row, kind: 'due' }, [], 'kn').description,
      'ಕುಟುಂಬ ಭರೋಸೆ ಬಾಕಿ ಶುಲ್ಕ, ನವೆಂಬರ್ 2026 – ಡಿಸೆಂಬರ್ 2026',
    );
  });
});
