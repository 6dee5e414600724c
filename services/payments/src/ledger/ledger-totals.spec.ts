import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { ValidationFailedException } from '@portal/platform';
import { periodOf, totalOf } from './ledger-totals';

describe('periodOf', () => {
  it('is the current financial year in India when no period is named (31 March 23:30 IST is still the old year)', () => {
    assert.equal(periodOf(undefined, new Date('2027-03-31T18:00:00Z')).key, 'FY2026-27');
    assert.equal(periodOf('  ', new Date('2027-03-31T18:30:00Z')).key, 'FY2027-28');
    assert.equal(periodOf('FY2024-25-Q4').from, '2025-01');
  });

  it('answers 400 naming period for text that is no period', () => {
    assert.throws(
      () => periodOf('FY2024'),
      (error: unknown) =>
        error instanceof ValidationFailedException &&
        error.details.errors?.[0]?.field === 'period' &&
        error.message.startsWith('period must be a month (2026-11)'),
    );
  });
});

describe('totalOf', () => {
  it('adds the schemes up in paise, so no rounding creeps in', () => {
    const scheme = {
      optedMembers: 1,
      receivable: '0.10',
      received: '0.20',
      balance: '0.10',
      paidInAdvance: '0.00',
      outstanding: '0.70',
      paidCount: 1,
      pendingCount: 0,
      overdueCount: 2,
    };
    const sut = totalOf([scheme, scheme, scheme]);
    assert.deepEqual(sut, {
      optedMembers: 3,
      receivable: '0.30',
      received: '0.60',
      balance: '0.30',
      paidInAdvance: '0.00',
      outstanding: '2.10',
      paidCount: 3,
      pendingCount: 0,
      overdueCount: 6,
    });
  });
});
