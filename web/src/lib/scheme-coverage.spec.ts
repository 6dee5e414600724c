import { describe, expect, it } from 'vitest';
import {
  coverageText,
  monthlyAmountText,
  monthlyContribution,
  orderedSchemes,
  rupeesText,
  totalCoverage,
} from './scheme-coverage';

const settings = [
  { scheme: 'esi', amount: '150.00' },
  { scheme: 'postal', amount: '200.00' },
  { scheme: 'kutumba_barosa', amount: '100.00' },
];

describe('scheme card texts (spec part 2 §9)', () => {
  it("gives each scheme's coverage in Indian digit grouping", () => {
    expect(coverageText('esi')).toBe('₹50,000 to ₹2,00,000');
    expect(coverageText('postal')).toBe('₹1,00,000 to ₹5,00,000');
    expect(coverageText('kutumba_barosa')).toBe('₹25,000 to ₹1,00,000');
  });

  it('shows a monthly amount in whole rupees unless it has paise', () => {
    expect(monthlyAmountText('150.00')).toBe('₹150/month');
    expect(monthlyAmountText('150.5')).toBe('₹150.50/month');
    expect(monthlyAmountText(undefined)).toBe('');
    expect(rupeesText(1500)).toBe('₹1,500');
  });
});

describe('scheme summary (spec part 2 §9)', () => {
  it('gives ₹450 a month and ₹8,25,000 of cover for all three schemes at the spec amounts', () => {
    const all = ['esi', 'postal', 'kutumba_barosa'];
    expect(monthlyContribution(all, settings)).toEqual({ total: 450, missing: [] });
    expect(totalCoverage(all)).toBe(825_000);
  });

  it('counts only the schemes the member opted into, at the live amounts', () => {
    const live = [{ scheme: 'esi', amount: '175.25' }, ...settings.slice(1)];
    expect(monthlyContribution(['esi', 'kutumba_barosa'], live)).toEqual({ total: 275.25, missing: [] });
    expect(totalCoverage(['esi', 'kutumba_barosa'])).toBe(325_000);
    expect(totalCoverage([])).toBe(0);
  });

  it('names an opted scheme without a live amount and leaves it out of the total', () => {
    expect(monthlyContribution(['esi', 'postal'], settings.slice(1))).toEqual({ total: 200, missing: ['esi'] });
  });

  it('ignores unknown and repeated schemes and keeps the cards order', () => {
    expect(orderedSchemes(['kutumba_barosa', 'gold', 'esi', 'esi'])).toEqual(['esi', 'kutumba_barosa']);
    expect(totalCoverage(['esi', 'esi', 'gold'])).toBe(200_000);
  });
});
