import { describe, it } from '@jest/globals';
import assert from 'node:assert/strict';
import { fromPaise, monthsToReopen, toPaise } from './refund-months';

describe('monthsToReopen', () => {
  const held = ['2026-12-01', '2026-11-01', '2026-10-01'];

  it('reopens every month of a full refund', () => {
    const sut = monthsToReopen({
      recordAmount: '300.00',
      recordMonths: 3,
      refundedTotal: '300.00',
      reopenedBefore: 0,
      held,
    });
    assert.deepEqual(sut, held);
  });

  it('reopens no month for a partial refund less than one month', () => {
    const sut = monthsToReopen({
      recordAmount: '300.00',
      recordMonths: 3,
      refundedTotal: '99.99',
      reopenedBefore: 0,
      held,
    });
    assert.deepEqual(sut, []);
  });

  it("reopens the latest month once a whole month's share is returned", () => {
    const sut = monthsToReopen({
      recordAmount: '300.00',
      recordMonths: 3,
      refundedTotal: '150.00',
      reopenedBefore: 0,
      held,
    });
    assert.deepEqual(sut, ['2026-12-01']);
  });

  it('counts earlier refunds: a second half reopens the months the first left', () => {
    const sut = monthsToReopen({
      recordAmount: '300.00',
      recordMonths: 3,
      refundedTotal: '300.00',
      reopenedBefore: 1,
      held: ['2026-11-01', '2026-10-01'],
    });
    assert.deepEqual(sut, ['2026-11-01', '2026-10-01']);
  });

  it('shares that are not whole paise still reopen the month when all of it is returned', () => {
    const sut = monthsToReopen({
      recordAmount: '100.00',
      recordMonths: 3,
      refundedTotal: '100.00',
      reopenedBefore: 0,
      held,
    });
    assert.equal(sut.length, 3);
    const two = monthsToReopen({
      recordAmount: '100.00',
      recordMonths: 3,
      refundedTotal: '66.66',
      reopenedBefore: 0,
      held,
    });
    assert.equal(two.length, 1);
  });

  it('converts rupees and paise without floating-point drift', () => {
    assert.equal(toPaise('0.29'), 29);
    assert.equal(toPaise('1234.56'), 123456);
    assert.equal(fromPaise(123456), '1234.56');
  });
});
