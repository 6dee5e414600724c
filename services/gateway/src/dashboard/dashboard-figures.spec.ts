import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { contributionRows, lastMonthsInIndia, trend } from './dashboard-figures';

describe('dashboard trends', () => {
  const sut = trend;

  it('shows the change from last month as a percentage with one decimal, up or down', () => {
    assert.deepEqual(sut(112, 100), { current: 112, lastMonth: 100, changePercent: 12 });
    assert.deepEqual(sut(95, 100), { current: 95, lastMonth: 100, changePercent: -5 });
    assert.equal(sut(2, 3).changePercent, -33.3);
    assert.equal(sut(7, 7).changePercent, 0);
  });

  it('gives no percentage when last month was 0, rather than an infinite one', () => {
    assert.deepEqual(sut(4, 0), { current: 4, lastMonth: 0, changePercent: null });
  });
});

describe('dashboard chart months', () => {
  it('lists the last twelve months in India, oldest first, across a year boundary', () => {
    // 31 January 19:00 UTC is already 1 February in India.
    const sut = lastMonthsInIndia(12, new Date('2027-01-31T19:00:00Z'));
    assert.equal(sut.length, 12);
    assert.deepEqual([sut[0], sut[10], sut[11]], ['2026-03', '2027-01', '2027-02']);
  });

  it("puts each scheme's received amount in its month and 0.00 where a scheme received nothing", () => {
    const sut = contributionRows(
      ['2027-01', '2027-02'],
      [
        { month: '2027-02', scheme: 'esi', amount: '400.00' },
        { month: '2027-01', scheme: 'postal', amount: '150.00' },
        // Outside the chart's months: left out.
        { month: '2026-01', scheme: 'esi', amount: '999.00' },
      ],
    );
    assert.deepEqual(sut, [
      { month: '2027-01', esi: '0.00', postal: '150.00', kutumba_barosa: '0.00' },
      { month: '2027-02', esi: '400.00', postal: '0.00', kutumba_barosa: '0.00' },
    ]);
  });
});
