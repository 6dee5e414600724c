import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { effectiveStatus } from '@portal/contracts';
import { periodEnd, renewedEnd } from './membership-period';

const DAY_MS = 86_400_000;

describe('effectiveStatus', () => {
  // 22/11/2026, 10:00 in India.
  const now = new Date('2026-11-22T04:30:00.000Z');

  it('keeps a member active through the last day of their membership, in India', () => {
    // 23:59 IST on 22/11/2026 and 00:00 IST on the same day.
    for (const end of ['2026-11-22T18:29:00.000Z', '2026-11-21T18:30:00.000Z']) {
      assert.equal(effectiveStatus({ status: 'active', membershipEndDate: new Date(end) }, now), 'active', end);
    }
  });

  it('shows an active member as expired from the day after their end date', () => {
    const end = new Date('2026-11-21T18:29:59.999Z'); // 23:59 IST on 21/11/2026
    assert.equal(effectiveStatus({ status: 'active', membershipEndDate: end }, now), 'expired');
  });

  it('leaves other statuses and members without an end date as stored', () => {
    const past = new Date('2020-01-01T00:00:00.000Z');
    assert.equal(effectiveStatus({ status: 'pending', membershipEndDate: past }, now), 'pending');
    assert.equal(effectiveStatus({ status: 'suspended', membershipEndDate: past }, now), 'suspended');
    assert.equal(effectiveStatus({ status: 'active', membershipEndDate: null }, now), 'active');
  });
});

describe('renewedEnd', () => {
  const now = new Date('2026-11-22T04:30:00.000Z');

  it('adds a year to the current end date when the membership has not ended, so no days are lost', () => {
    const end = new Date(now.getTime() + 40 * DAY_MS);
    assert.equal(renewedEnd(end, now).getTime() - end.getTime(), 365 * DAY_MS);
  });

  it('counts the year from today for a lapsed membership or one without an end date', () => {
    assert.deepEqual(renewedEnd(new Date('2025-01-31T00:00:00.000Z'), now), periodEnd(now));
    assert.deepEqual(renewedEnd(null, now), periodEnd(now));
  });
});
