import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  effectiveStatus as sut,
  isMembershipValidOn,
  lastValidIndiaDay,
  MEMBERSHIP_VALIDITY_CASES,
  validDaysLeft,
} from './membership-validity';

describe('membership validity, against the boundary table', () => {
  for (const c of MEMBERSHIP_VALIDITY_CASES) {
    it(`${c.name}`, () => {
      const now = new Date(c.now);
      const byEnd = { status: c.status, membershipEndDate: c.membershipEndDate && new Date(c.membershipEndDate) };
      const byDay = { status: c.status, validThrough: c.validThrough };
      assert.equal(lastValidIndiaDay(c.membershipEndDate), c.validThrough);
      assert.equal(sut(byEnd, now), c.effectiveStatus);
      assert.equal(sut(byDay, now), c.effectiveStatus);
      assert.equal(isMembershipValidOn(byEnd, now), c.valid);
      assert.equal(isMembershipValidOn(byDay, now), c.valid);
    });
  }
});

describe('validDaysLeft', () => {
  it('counts India days to the last valid day: 0 on it, -1 the day after, null without an end date', () => {
    const member = { status: 'active', membershipEndDate: '2026-11-22T04:30:00.000Z' };
    assert.equal(validDaysLeft(member, new Date('2026-11-21T18:30:00.000Z')), 0);
    assert.equal(validDaysLeft(member, new Date('2026-11-21T18:29:59.999Z')), 1);
    assert.equal(validDaysLeft(member, new Date('2026-11-22T18:30:00.000Z')), -1);
    assert.equal(validDaysLeft({ status: 'active', membershipEndDate: null }, new Date()), null);
  });
});
