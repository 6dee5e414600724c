import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { exactKeyOf as sut } from './exact-key';

describe('exactKeyOf', () => {
  it('reads a whole member id in any case as the stored upper-case id', () => {
    assert.deepEqual(sut('photo0042'), { column: 'member_id', value: 'PHOTO0042' });
    assert.deepEqual(sut('PHOTO123456'), { column: 'member_id', value: 'PHOTO123456' });
  });

  it('reads a whole e-mail address in lower case', () => {
    assert.deepEqual(sut('Ravi.K@Example.COM'), { column: 'email', value: 'ravi.k@example.com' });
  });

  it('reads a 10-digit mobile number', () => {
    assert.deepEqual(sut('9845012345'), { column: 'phone', value: '9845012345' });
  });

  it('leaves names, fragments and partial keys to the fuzzy search', () => {
    for (const term of ['ravi', 'ravi kumar', 'photo', '0042', '98450', '984501234', '1234567890', 'studio.in', 'a@b'])
      assert.equal(sut(term), null, term);
  });
});
