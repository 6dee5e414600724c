import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { normaliseIndianPhone as sut, phoneSearchDigits } from './phone';

describe('normaliseIndianPhone', () => {
  it('reduces the usual ways of writing a mobile number to the same 10 digits, so it cannot be registered twice', () => {
    for (const written of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '91 9876543210',
      '09876543210',
      '(+91) 98765.43210',
      '0091 98765 43210',
    ]) {
      assert.equal(sut(written), '9876543210', written);
    }
  });

  it('refuses numbers that are not Indian mobile numbers', () => {
    for (const bad of [
      '',
      '98765',
      '98765432101',
      '1234567890',
      '5876543210',
      '+1 9876543210',
      'call me',
      '+91 98765 4321x',
      '919876543',
    ]) {
      assert.equal(sut(bad), null, bad);
    }
  });
});

describe('phoneSearchDigits', () => {
  it('finds a member by a phone typed with country code or separators', () => {
    assert.equal(phoneSearchDigits('+91 98450-12'), '9845012');
    assert.equal(phoneSearchDigits('919845012345'), '9845012345');
    assert.equal(phoneSearchDigits('98450'), '98450');
  });

  it('leaves names and e-mails to the ordinary search', () => {
    assert.equal(phoneSearchDigits('ravi'), null);
    assert.equal(phoneSearchDigits('ravi9845@example.com'), null);
    assert.equal(phoneSearchDigits('--'), null);
  });
});
