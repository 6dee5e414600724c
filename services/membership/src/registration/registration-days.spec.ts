import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { windowEnd, windowStart } from './registration-days';

describe('registration window days', () => {
  it('opens at midnight and closes at the last millisecond of the chosen days in India', () => {
    assert.equal(windowStart('2025-04-01')?.toISOString(), '2025-03-31T18:30:00.000Z');
    assert.equal(windowEnd('2025-04-30')?.toISOString(), '2025-04-30T18:29:59.999Z');
  });

  it('keeps an instant the admin sent as it is', () => {
    assert.equal(windowStart('2027-01-01T00:00:00.000+05:30')?.toISOString(), '2026-12-31T18:30:00.000Z');
    assert.equal(windowEnd('2026-06-30T12:00:00.000Z')?.toISOString(), '2026-06-30T12:00:00.000Z');
  });

  it('leaves an empty date open', () => {
    assert.equal(windowStart(null), null);
    assert.equal(windowEnd(''), null);
    assert.equal(windowEnd(undefined), null);
  });
});
