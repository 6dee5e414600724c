import { describe, expect, it } from 'vitest';
import { periodOptions } from './period-options';

describe('periodOptions', () => {
  const now = new Date('2026-11-27T10:00:00+05:30');

  it('offers this financial year first, then the six before it, and its quarters and months up to today', () => {
    const sut = periodOptions('', now);
    expect(sut.map((g) => g.label)).toEqual(['Financial year', 'Quarter', 'Month']);
    expect(sut[0].options.slice(0, 2)).toEqual([
      { value: 'FY2026-27', label: 'FY 2026-27 (current)' },
      { value: 'FY2025-26', label: 'FY 2025-26' },
    ]);
    expect(sut[0].options).toHaveLength(7);
    expect(sut[1].options.map((o) => o.value)).toEqual(['FY2026-27-Q1', 'FY2026-27-Q2', 'FY2026-27-Q3']);
    expect(sut[2].options.map((o) => o.value)).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(sut[2].options.at(-1)!.label).toBe('November 2026');
  });

  it("offers a past year's four quarters and twelve months once a period of it is chosen", () => {
    const sut = periodOptions('2025-08', now);
    expect(sut[1].options.map((o) => o.label)).toEqual([
      'Q1 FY 2025-26 (Apr–Jun 2025)',
      'Q2 FY 2025-26 (Jul–Sep 2025)',
      'Q3 FY 2025-26 (Oct–Dec 2025)',
      'Q4 FY 2025-26 (Jan–Mar 2026)',
    ]);
    expect(sut[2].options).toHaveLength(12);
    expect(sut[2].options[11].value).toBe('2026-03');
  });
});
