import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { isMonthText, monthLabel, monthLabelIn, monthsBetween, monthsLater, shortMonthsLabel } from './months';

describe('months of the dues calendar', () => {
  it('takes YYYY-MM with a real month only', () => {
    assert.deepEqual(
      ['2026-11', '2026-01', '2026-12'].map((m) => isMonthText(m)),
      [true, true, true],
    );
    assert.deepEqual(
      ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', ' 2026-11', 'November', null, 202611].map((m) =>
        isMonthText(m),
      ),
      [false, false, false, false, false, false, false, false, false],
    );
  });

  it('counts whole months between two months, across a year and backwards', () => {
    assert.equal(monthsBetween('2026-11', '2026-11'), 0);
    assert.equal(monthsBetween('2026-11', '2027-01'), 2);
    assert.equal(monthsBetween('2026-11-01', '2027-10-01'), 11);
    assert.equal(monthsBetween('2026-11', '2026-10'), -1);
  });

  it('names a run of months as people read it, from yyyy-mm or yyyy-mm-01', () => {
    assert.equal(monthLabel('2026-11'), 'November 2026');
    assert.equal(monthLabel('2026-11-01', 3), 'November 2026 – January 2027');
    assert.equal(monthsLater('2026-11', 2), '2027-01-01');
  });

  it('names months in Kannada for a Kannada reader and word for word as before in English', () => {
    assert.equal(monthLabelIn('kn', '2026-01'), 'ಜನವರಿ 2026');
    assert.equal(monthLabelIn('kn', '2026-11-01', 3), 'ನವೆಂಬರ್ 2026 – ಜನವರಿ 2027');
    assert.equal(monthLabelIn('en', '2026-11-01', 3), 'November 2026 – January 2027');
  });
});

describe('shortMonthsLabel', () => {
  it('names a month, a run within a year and one across years', () => {
    assert.equal(shortMonthsLabel('2026-11', '2026-11'), 'Nov 2026');
    assert.equal(shortMonthsLabel('2026-11', '2026-12'), 'Nov–Dec 2026');
    assert.equal(shortMonthsLabel('2026-12', '2027-01'), 'Dec 2026–Jan 2027');
    assert.equal(shortMonthsLabel(null, null), '');
  });

  it('says which months a refund reopened', () => {
    assert.equal(shortMonthsLabel('2026-11', '2026-12', ['2026-12']), 'Nov–Dec 2026 (Dec refunded)');
    assert.equal(shortMonthsLabel('2026-10', '2026-12', ['2026-12', '2026-11']), 'Oct–Dec 2026 (Nov, Dec refunded)');
    assert.equal(shortMonthsLabel('2026-12', '2027-01', ['2027-01']), 'Dec 2026–Jan 2027 (Jan 2027 refunded)');
  });
});
