import { createHash, createPrivateKey, createPublicKey, KeyObject, sign, verify } from 'node:crypto';
import {
  base64UrlDecode,
  base64UrlEncode,
  CardPass,
  cardPassSignedText,
  cardPassToken,
  parseCardPass,
} from '@portal/contracts';

/** The raw 32-byte public key, base64url (what the check-in screen imports). */
export function rawPublicKey(key: KeyObject): string {
  const jwk = key.export({ format: 'jwk' });
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('not an Ed25519 key');
  return jwk.x;
}

/** A key's id: the first 6 bytes of the SHA-256 of its raw public key, base64url (8 characters). */
export function keyIdOf(publicKey: KeyObject): string {
  const raw = base64UrlDecode(rawPublicKey(publicKey))!;
  return base64UrlEncode(createHash('sha256').update(raw).digest().subarray(0, 6));
}

/** PKCS#8 DER of an Ed25519 key is this prefix and the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * A private key from its 32-byte seed in hex (`openssl rand -hex 32`, as the other secrets are made), PKCS#8 PEM,
 * or one line of base64 of the PKCS#8 DER.
 */
export function readPrivateKey(text: string): KeyObject {
  const trimmed = text.trim();
  const der = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(trimmed, 'hex')])
    : Buffer.from(trimmed, 'base64');
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('must be an Ed25519 private key');
  return key;
}

export function publicKeyFromRaw(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
}

/** Signs card passes with one private key; null algorithm, as Ed25519 hashes itself. */
export class CardPassSigner {
  readonly kid: string;

  constructor(private readonly privateKey: KeyObject) {
    this.kid = keyIdOf(createPublicKey(privateKey));
  }

  token(pass: CardPass): string {
    const text = cardPassSignedText(this.kid, pass);
    return cardPassToken(text, sign(null, Buffer.from(text, 'ascii'), this.privateKey));
  }
}

/**
 * The pass a token (or QR text) holds when its signature is right under one of `publicKeys` (kid -> raw key);
 * null for a changed, foreign or malformed one.
 */
export function verifyCardPass(scanned: string, publicKeys: ReadonlyMap<string, string>): CardPass | null {
  const parsed = parseCardPass(scanned);
  const raw = parsed ? publicKeys.get(parsed.kid) : undefined;
  if (!parsed || !raw) return null;
  const ok = verify(null, Buffer.from(parsed.signedText, 'ascii'), publicKeyFromRaw(raw), parsed.signature);
  return ok ? parsed.pass : null;
}
