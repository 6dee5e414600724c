import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { firstOfMonthInIndia, monthLabel, monthsLater } from './months';

describe('firstOfMonthInIndia', () => {
  it('puts 00:30 on 1 December in India (19:00 UTC on 30 November) in December, so dues are raised for the right month', () => {
    assert.equal(firstOfMonthInIndia(new Date('2026-11-30T19:00:00Z')), '2026-12-01');
  });

  it('keeps the last moment of 30 November in India (18:29:59 UTC) in November', () => {
    assert.equal(firstOfMonthInIndia(new Date('2026-11-30T18:29:59.999Z')), '2026-11-01');
  });

  it('turns the year at midnight in India, not at midnight UTC', () => {
    assert.equal(firstOfMonthInIndia(new Date('2026-12-31T18:30:00Z')), '2027-01-01');
    assert.equal(firstOfMonthInIndia(new Date('2026-12-31T18:29:59Z')), '2026-12-01');
  });

  it('pads single-digit months', () => {
    assert.equal(firstOfMonthInIndia(new Date('2026-03-15T06:00:00Z')), '2026-03-01');
  });
});

describe('monthsLater', () => {
  it('adds months within a year', () => {
    assert.equal(monthsLater('2026-03-01', 2), '2026-05-01');
  });

  it('crosses into the next year: two months after November 2026 is January 2027', () => {
    assert.equal(monthsLater('2026-11-01', 2), '2027-01-01');
  });

  it('crosses several years at once', () => {
    assert.equal(monthsLater('2026-12-01', 13), '2028-01-01');
    assert.equal(monthsLater('2026-01-01', 24), '2028-01-01');
  });

  it('goes back across a year when given a negative count', () => {
    assert.equal(monthsLater('2026-01-01', -1), '2025-12-01');
  });

  it('answers the same month for zero', () => {
    assert.equal(monthsLater('2026-11-01', 0), '2026-11-01');
  });
});

describe('monthLabel', () => {
  it('names one month as "November 2026"', () => {
    assert.equal(monthLabel('2026-11-01', 1), 'November 2026');
  });

  it('names a payment of several months as a range ending in the last month paid, across the year', () => {
    assert.equal(monthLabel('2026-11-01', 3), 'November 2026 – January 2027');
  });

  it('names a full year paid in advance from February to January', () => {
    assert.equal(monthLabel('2026-02-01', 12), 'February 2026 – January 2027');
  });
});
