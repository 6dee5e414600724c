import { describe, expect, it } from 'vitest';
import { sumAmounts, toPaise } from './amounts';

describe('sumAmounts', () => {
  it('adds decimal strings without floating-point dust', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe(0.3);
    expect(sumAmounts(['200.10', '100.20', '150.00'])).toBe(450.3);
  });

  it('counts numbers too and leaves out what is not an amount', () => {
    expect(sumAmounts([150, '', null, undefined, 'abc', '49.99'])).toBe(199.99);
    expect(sumAmounts([])).toBe(0);
  });
});

describe('toPaise', () => {
  it('reads rupees as whole paise, and nothing as null', () => {
    expect(toPaise('150.50')).toBe(15050);
    expect(toPaise(2000)).toBe(200000);
    expect(toPaise(' ')).toBeNull();
    expect(toPaise(null)).toBeNull();
    expect(toPaise(Number.NaN)).toBeNull();
  });
});
