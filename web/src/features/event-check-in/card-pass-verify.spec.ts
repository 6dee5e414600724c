import { describe, expect, it } from 'vitest';
import { base64UrlEncode, cardPassSignedText, cardPassToken, cardQrText, type CardPass } from '@portal/contracts/rules';
import type { CardPublicKeyDto } from '@portal/contracts/shapes';
import { checkScannedCard, nobleVerify, webCryptoVerify } from './card-pass-verify';

const pass: CardPass = {
  memberId: 'PHOTO0007',
  name: 'Ravi Kumar',
  validThrough: '2027-03-31',
  issuedAt: '2026-11-27T04:32:00.000Z',
};

/** A key pair as membership makes one, and the card QR text it would print. */
async function association(kid = 'testkey1') {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const key: CardPublicKeyDto = { kid, publicKey: base64UrlEncode(raw), current: true, createdAt: pass.issuedAt };
  const qrOf = async (card: CardPass) => {
    const text = cardPassSignedText(kid, card);
    const signature = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text));
    return cardQrText(
      'https://portal.example.org/verify/PHOTO0007?sig=abc',
      cardPassToken(text, new Uint8Array(signature)),
    );
  };
  return { key, qrOf };
}

describe('checking a card at the door without signal', () => {
  it('verifies a genuine card with the association’s public key, with the browser’s Ed25519 and with noble’s', async () => {
    const { key, qrOf } = await association();
    const qr = await qrOf(pass);
    expect(await checkScannedCard(qr, [key], webCryptoVerify)).toEqual({ kind: 'verified', pass, kid: 'testkey1' });
    expect(await checkScannedCard(qr, [key], nobleVerify)).toEqual({ kind: 'verified', pass, kid: 'testkey1' });
  });

  it('refuses a card whose validity was changed, one signed with another key, and one with a key it does not know', async () => {
    const { key, qrOf } = await association();
    const genuine = await qrOf(pass);
    const extended = await qrOf({ ...pass, validThrough: '2030-03-31' });
    const [head, payload] = genuine.split('#pass=')[1].split('.');
    const forgedPayload = extended.split('#pass=')[1].split('.')[1];
    const swapped = genuine.replace(`${head}.${payload}.`, `${head}.${forgedPayload}.`);
    for (const verify of [webCryptoVerify, nobleVerify]) {
      expect(await checkScannedCard(swapped, [key], verify)).toEqual({ kind: 'tampered' });
    }
    const other = await association();
    expect(await checkScannedCard(await other.qrOf(pass), [key])).toEqual({ kind: 'tampered' });
    expect(await checkScannedCard(genuine, [])).toEqual({ kind: 'tampered' });
  });

  it('reads the member id of a card printed before passes, and refuses a QR code that is no card', async () => {
    expect(await checkScannedCard('https://portal.example.org/verify/PHOTO0009?sig=abc', [])).toEqual({
      kind: 'no-pass',
      memberId: 'PHOTO0009',
    });
    expect(await checkScannedCard('https://example.org/menu', [])).toEqual({ kind: 'no-pass', memberId: null });
  });
});
