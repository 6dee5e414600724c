import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { releaseMonth as sut } from './release-month';

describe('releaseMonth', () => {
  it('drops the first or the last month of a run', () => {
    assert.deepEqual(sut({ start: '2026-11-01', months: 3 }, '2026-11'), { start: '2026-12-01', months: 2 });
    assert.deepEqual(sut({ start: '2026-11-01', months: 3 }, '2027-01'), { start: '2026-11-01', months: 2 });
  });

  it('leaves a one-month record without months', () => {
    assert.deepEqual(sut({ start: '2026-12-01', months: 1 }, '2026-12'), { start: null, months: 1 });
  });

  it('refuses a month inside the run', () => {
    assert.equal(sut({ start: '2026-11-01', months: 3 }, '2026-12'), 'inside');
  });

  it('changes nothing for a month the record does not state', () => {
    assert.deepEqual(sut({ start: '2026-11-01', months: 2 }, '2027-01'), { start: '2026-11-01', months: 2 });
    assert.deepEqual(sut({ start: '2026-11-01', months: 2 }, '2026-10'), { start: '2026-11-01', months: 2 });
    assert.deepEqual(sut({ start: null, months: 1 }, '2026-10'), { start: null, months: 1 });
  });
});
