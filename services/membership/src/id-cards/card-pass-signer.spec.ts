import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { cardQrText, parseCardPass } from '@portal/contracts';
import { CardPassSigner, keyIdOf, rawPublicKey, readPrivateKey, verifyCardPass } from './card-pass-signer';

const pass = {
  memberId: 'PHOTO0007',
  name: 'ರಾಜು Kumar',
  validThrough: '2027-03-31',
  issuedAt: '2026-11-27T10:02:00.000Z',
};

function keyPair() {
  const pair = generateKeyPairSync('ed25519');
  return { ...pair, kid: keyIdOf(pair.publicKey), raw: rawPublicKey(pair.publicKey) };
}

describe('CardPassSigner', () => {
  const key = keyPair();
  const sut = new CardPassSigner(key.privateKey);
  const keys = new Map([[key.kid, key.raw]]);

  it('signs a pass that the public key verifies, with the member id, name, validity and issue time a door shows', () => {
    assert.deepEqual(verifyCardPass(sut.token(pass), keys), pass);
  });

  it('is read from the QR text too, whose link still opens the verification page', () => {
    const qr = cardQrText('https://portal.example.org/verify/PHOTO0007?sig=abc', sut.token(pass));
    const url = new URL(qr);
    assert.equal(url.pathname, '/verify/PHOTO0007');
    assert.equal(url.searchParams.get('sig'), 'abc');
    assert.deepEqual(verifyCardPass(qr, keys), pass);
  });

  it('refuses a pass whose name, validity or signature was changed', () => {
    const token = sut.token(pass);
    const forged = sut.token({ ...pass, validThrough: '2030-03-31' });
    const [kid, , signature] = token.split('.');
    const [, forgedPayload] = forged.split('.');
    assert.equal(verifyCardPass(`${kid}.${forgedPayload}.${signature}`, keys), null, 'payload swapped');
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    assert.equal(
      verifyCardPass(`${token.split('.').slice(0, 2).join('.')}.${flipped}`, keys),
      null,
      'signature changed',
    );
    assert.equal(verifyCardPass('not a pass', keys), null);
    assert.equal(
      verifyCardPass('https://portal.example.org/verify/PHOTO0007?sig=abc', keys),
      null,
      'link without pass',
    );
  });

  it("refuses a pass signed with someone else's key, even when it claims the association's key id", () => {
    const other = keyPair();
    const foreign = new CardPassSigner(other.privateKey).token(pass);
    assert.equal(verifyCardPass(foreign, keys), null, 'unknown key id');
    const claimed = `${key.kid}.${foreign.split('.').slice(1).join('.')}`;
    assert.equal(verifyCardPass(claimed, keys), null, 'known key id, wrong key');
  });

  it('keeps verifying cards signed with an older key after a rotation', () => {
    const newer = keyPair();
    const both = new Map([...keys, [newer.kid, newer.raw]]);
    assert.deepEqual(verifyCardPass(sut.token(pass), both), pass);
    assert.deepEqual(verifyCardPass(new CardPassSigner(newer.privateKey).token(pass), both), pass);
  });

  it('reads a configured private key as a hex seed (openssl rand -hex 32), PEM or one line of base64', () => {
    const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = key.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    const seed = key.privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(-32).toString('hex');
    assert.equal(new CardPassSigner(readPrivateKey(seed)).kid, key.kid);
    assert.equal(new CardPassSigner(readPrivateKey(pem)).kid, key.kid);
    assert.equal(new CardPassSigner(readPrivateKey(der)).kid, key.kid);
    assert.throws(() =>
      readPrivateKey(
        generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ format: 'pem', type: 'pkcs8' })
          .toString(),
      ),
    );
  });

  it('keeps the token small enough for the QR code on a bank-card-sized card', () => {
    assert.ok(sut.token(pass).length < 260, `token of ${sut.token(pass).length} characters`);
    assert.equal(parseCardPass(sut.token(pass))?.kid, key.kid);
  });
});
