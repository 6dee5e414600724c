import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { VerificationSigner } from './verification-signer';

describe('VerificationSigner', () => {
  const sut = new VerificationSigner('unit-test-signing-secret');

  it('prints a link to the verification page that its own signature opens, whatever the case of the id', () => {
    const url = new URL(sut.verificationUrl('https://portal.example.org/', 'photo0007'));
    assert.equal(url.origin + url.pathname, 'https://portal.example.org/verify/PHOTO0007');
    assert.ok(sut.matches('PHOTO0007', url.searchParams.get('sig')));
    assert.ok(sut.matches('photo0007', url.searchParams.get('sig')));
  });

  it("refuses another member's signature, a changed one, a missing one and one made with another secret", () => {
    const sig = sut.sign('PHOTO0007');
    assert.equal(sut.matches('PHOTO0008', sig), false);
    assert.equal(sut.matches('PHOTO0007', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`), false);
    assert.equal(sut.matches('PHOTO0007', undefined), false);
    assert.equal(sut.matches('PHOTO0007', ''), false);
    assert.equal(sut.matches('PHOTO0007', new VerificationSigner('another-secret-entirely').sign('PHOTO0007')), false);
  });

  it('signs the photo path with the same signature as the page', () => {
    assert.equal(sut.photoPath('PHOTO0007'), `/api/verify/PHOTO0007/photo?sig=${sut.sign('PHOTO0007')}`);
  });
});
