import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatRupees as sut, formatRupeesWhole } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way with two decimals, from numbers or decimal text', () => {
    assert.equal(sut(825000), '₹8,25,000.00');
    assert.equal(sut(' 150.5 '), '₹150.50');
    assert.equal(sut('12345678.50'), '₹1,23,45,678.50');
  });

  it('gives nothing for what is not an amount', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN]) assert.equal(sut(value), '');
  });

  it('drops the paise for display figures', () => {
    assert.equal(formatRupeesWhole(825000), '₹8,25,000');
    assert.equal(formatRupeesWhole('x'), '');
  });
});
