import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  effectiveStatus as sut,
  isMembershipValidOn,
  lastValidIndiaDay,
  MEMBERSHIP_TERM_DAYS,
  MEMBERSHIP_VALIDITY_CASES,
  oneTermFrom,
  renewalOpensOn,
  renewalWindowOpen,
  savedValidity,
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

describe('the renewal window', () => {
  // Last valid India day: 22 Nov 2026; the window opens 30 India days before it, on 23 Oct 2026 (00:00 IST).
  const member = { status: 'active', membershipEndDate: '2026-11-22T04:30:00.000Z' };

  it('offers renewal from 30 India days before the last valid day, and not one day earlier', () => {
    assert.equal(renewalWindowOpen(member, new Date('2026-10-22T18:30:00.000Z')), true);
    assert.equal(renewalWindowOpen(member, new Date('2026-10-22T18:29:59.999Z')), false);
    assert.equal(renewalOpensOn(member), '2026-10-23');
  });

  it('keeps offering it once the membership has lapsed, and always without an end date', () => {
    assert.equal(renewalWindowOpen(member, new Date('2027-03-01T00:00:00.000Z')), true);
    assert.equal(renewalWindowOpen({ status: 'active', membershipEndDate: null }), true);
    assert.equal(renewalOpensOn({ status: 'active', membershipEndDate: null }), null);
  });
});

describe('savedValidity', () => {
  // 23/11/2026 01:00 in India (still 22/11 in UTC).
  const now = new Date('2026-11-22T19:30:00.000Z');

  it('reads a blank start date as today in India, as the date input would write it', () => {
    const saved = savedValidity({ status: 'pending', membershipStartDate: null, membershipEndDate: null }, now);
    assert.equal(saved.membershipStartDate.toISOString(), '2026-11-23T00:00:00.000Z');
    assert.equal(saved.membershipEndDate, null);
    assert.equal(saved.endDefaulted, false);
  });

  it('ends an active membership without an end date one year (365 days) after its start', () => {
    const start = new Date('2026-04-01T00:00:00.000Z');
    const saved = savedValidity({ status: 'active', membershipStartDate: start, membershipEndDate: null }, now);
    assert.equal(saved.membershipEndDate?.toISOString(), '2027-04-01T00:00:00.000Z');
    assert.equal(saved.endDefaulted, true);
    assert.equal(oneTermFrom(start).getTime() - start.getTime(), MEMBERSHIP_TERM_DAYS * 86_400_000);
  });

  it('keeps an end date that was given', () => {
    const end = new Date('2026-12-31T00:00:00.000Z');
    const saved = savedValidity({ status: 'active', membershipStartDate: null, membershipEndDate: end }, now);
    assert.equal(saved.membershipEndDate, end);
    assert.equal(saved.endDefaulted, false);
  });
});
