import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { clientKey as sut } from './client-key';

describe('clientKey', () => {
  it('counts an IPv4 client by its address, however the socket reports it', () => {
    assert.equal(sut('203.0.113.7'), '203.0.113.7');
    assert.equal(sut('::ffff:203.0.113.7'), '203.0.113.7');
  });

  it('counts every address of one IPv6 /64 together, so rotating addresses does not escape the limit', () => {
    assert.equal(sut('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(sut('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64');
    assert.equal(sut('2001:db8::1'), '2001:db8:0:0::/64');
    assert.notEqual(sut('2001:db8:1:3::1'), sut('2001:db8:1:2::1'));
  });

  it('still answers when the address is missing', () => {
    assert.equal(sut(undefined), 'unknown');
  });
});
