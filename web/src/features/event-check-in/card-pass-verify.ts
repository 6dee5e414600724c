import { base64UrlDecode, parseCardPass, type CardPass } from '@portal/contracts/rules';
import type { CardPublicKeyDto } from '@portal/contracts/shapes';

/** What the door learns from a scanned QR before (or without) asking the server. */
export type ScannedCard =
  | { kind: 'verified'; pass: CardPass; kid: string }
  /** A pass whose signature does not match any of the association's keys: altered or forged. */
  | { kind: 'tampered' }
  /** A QR that holds no pass (another code, or a card printed before passes): only the member id, if any. */
  | { kind: 'no-pass'; memberId: string | null };

export type Ed25519Verify = (publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) => Promise<boolean>;

/** The browser's own Ed25519 (Chrome 137+, Safari 17, Firefox 129), else @noble/ed25519 loaded only then. */
export const verifyEd25519: Ed25519Verify = async (publicKey, message, signature) => {
  try {
    return await webCryptoVerify(publicKey, message, signature);
  } catch {
    return nobleVerify(publicKey, message, signature);
  }
};

export async function webCryptoVerify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) {
  const key = await crypto.subtle.importKey('raw', bytes(publicKey), { name: 'Ed25519' }, false, ['verify']);
  return crypto.subtle.verify({ name: 'Ed25519' }, key, bytes(signature), bytes(message));
}

export async function nobleVerify(publicKey: Uint8Array, message: Uint8Array, signature: Uint8Array) {
  const { verifyAsync } = await import('@noble/ed25519');
  try {
    return await verifyAsync(signature, message, publicKey);
  } catch {
    return false;
  }
}

/** A copy on an ArrayBuffer of its own, as WebCrypto's types ask. */
const bytes = (view: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(view);

/** The member id a verification link names (`/verify/PHOTO0001?sig=…`), for QR codes without a pass. */
function memberIdOfLink(text: string): string | null {
  const match = /\/verify\/([A-Za-z0-9]+)(?:[?#]|$)/.exec(text.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

/**
 * Checks a scanned QR text offline with the association's public keys (GET /api/id-cards/public-keys, kept on
 * the phone): a pass under a known key whose signature matches is verified; anything else claiming to be a pass
 * is refused.
 */
export async function checkScannedCard(
  text: string,
  keys: readonly CardPublicKeyDto[],
  verify: Ed25519Verify = verifyEd25519,
): Promise<ScannedCard> {
  const parsed = parseCardPass(text);
  if (!parsed) {
    if (text.includes('#pass=') || /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text.trim())) return { kind: 'tampered' };
    return { kind: 'no-pass', memberId: memberIdOfLink(text) };
  }
  const key = keys.find((candidate) => candidate.kid === parsed.kid);
  const raw = key ? base64UrlDecode(key.publicKey) : null;
  if (!raw || raw.length !== 32) return { kind: 'tampered' };
  const ok = await verify(raw, new TextEncoder().encode(parsed.signedText), parsed.signature);
  return ok ? { kind: 'verified', pass: parsed.pass, kid: parsed.kid } : { kind: 'tampered' };
}
