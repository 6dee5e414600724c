import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import {
  currentFinancialYearKey,
  financialYearMonths,
  financialYearStartOf,
  parseFinancialPeriod,
  quarterKeys,
} from './financial-periods';

describe('financial periods (a month, a quarter, the Indian financial year)', () => {
  it('reads a financial year as April to March, with its India days', () => {
    const sut = parseFinancialPeriod('FY2026-27');
    assert.deepEqual(sut, {
      key: 'FY2026-27',
      kind: 'fy',
      from: '2026-04',
      to: '2027-03',
      months: 12,
      fromDay: '2026-04-01',
      toDay: '2027-03-31',
      label: 'FY 2026-27',
    });
  });

  it('reads quarters of the financial year (Q4 is January to March of the next calendar year)', () => {
    assert.deepEqual(
      quarterKeys('FY2026-27').map((k) => {
        const p = parseFinancialPeriod(k)!;
        return [p.from, p.to, p.toDay, p.label];
      }),
      [
        ['2026-04', '2026-06', '2026-06-30', 'Q1 FY 2026-27 (Apr–Jun 2026)'],
        ['2026-07', '2026-09', '2026-09-30', 'Q2 FY 2026-27 (Jul–Sep 2026)'],
        ['2026-10', '2026-12', '2026-12-31', 'Q3 FY 2026-27 (Oct–Dec 2026)'],
        ['2027-01', '2027-03', '2027-03-31', 'Q4 FY 2026-27 (Jan–Mar 2027)'],
      ],
    );
  });

  it('reads a month, to its last day (February of a leap year)', () => {
    const sut = parseFinancialPeriod('2028-02')!;
    assert.deepEqual(
      [sut.kind, sut.from, sut.to, sut.fromDay, sut.toDay, sut.label],
      ['month', '2028-02', '2028-02', '2028-02-01', '2028-02-29', 'February 2028'],
    );
  });

  it('names nothing for text that is not a period', () => {
    for (const text of ['FY2026-28', 'FY2026-27-Q5', 'FY26-27', '2026-13', 'fy2026-27', '', null, 2026]) {
      assert.equal(parseFinancialPeriod(text), null, String(text));
    }
  });

  it('places months in their financial year: March belongs to the year before, April starts the next', () => {
    assert.deepEqual(['2027-03', '2027-04', '2026-12'].map(financialYearStartOf), [2026, 2027, 2026]);
    // 31 March 2027 20:00 UTC is already 1 April 2027 in India.
    assert.equal(currentFinancialYearKey(new Date('2027-03-31T20:00:00Z')), 'FY2027-28');
    assert.equal(currentFinancialYearKey(new Date('2027-03-31T18:00:00Z')), 'FY2026-27');
    assert.deepEqual(financialYearMonths('FY2026-27').slice(-2), ['2027-02', '2027-03']);
  });
});
