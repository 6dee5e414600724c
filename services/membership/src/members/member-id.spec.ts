import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { formatMemberId, memberIdFormatMessage, normaliseMemberId as sut } from './member-id';

describe('normaliseMemberId', () => {
  it('accepts a typed id in any case with spaces around it, as the form sends it', () => {
    assert.equal(sut('  photo0042 ', 'PHOTO'), 'PHOTO0042');
    assert.equal(sut('PHOTO123456', 'PHOTO'), 'PHOTO123456');
  });

  it('refuses ids that the association would not recognise', () => {
    for (const bad of ['PHOTO123', 'PHOTO', 'PHOT0001', 'XPHOTO0001', 'PHOTO00a1', 'PHOTO 0001', 'KPWAX0001']) {
      assert.equal(sut(bad, 'PHOTO'), null, bad);
    }
  });

  it('follows the configured prefix', () => {
    assert.equal(sut('kpwam0007', 'KPWAM'), 'KPWAM0007');
    assert.equal(sut('PHOTO0007', 'KPWAM'), null);
  });
});

describe('formatMemberId', () => {
  it('pads generated numbers to four digits and keeps longer numbers whole', () => {
    assert.equal(formatMemberId('PHOTO', 1), 'PHOTO0001');
    assert.equal(formatMemberId('PHOTO', '9999'), 'PHOTO9999');
    assert.equal(formatMemberId('PHOTO', 123456n), 'PHOTO123456');
  });
});

describe('memberIdFormatMessage', () => {
  it('is the sentence of the spec with the prefix filled in', () => {
    assert.equal(
      memberIdFormatMessage('PHOTO'),
      'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
    );
  });
});
