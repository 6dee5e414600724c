import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { normalisePhone, parseLoginIdentifier as sut } from './login-identifier';

describe('parseLoginIdentifier', () => {
  it('matches a member id typed in any case', () => {
    assert.equal(sut('  photo0042 ').memberId, 'PHOTO0042');
  });

  it('matches an e-mail typed in any case, and only when it looks like one', () => {
    assert.equal(sut(' Ravi.Kumar@Example.IN ').email, 'ravi.kumar@example.in');
    assert.equal(sut('PHOTO0042').email, null);
  });

  it('matches a phone number with or without +91, spaces or dashes', () => {
    for (const typed of [
      '9876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '98765-43210',
      '0 98765 43210',
      '919876543210',
      '(+91) 98765.43210',
    ]) {
      assert.equal(sut(typed).phone, '9876543210', typed);
    }
  });

  it('does not mistake a member id or a short number for a phone', () => {
    assert.equal(sut('PHOTO0042').phone, null);
    assert.equal(normalisePhone('12345'), null);
    assert.equal(normalisePhone(''), null);
  });
});
