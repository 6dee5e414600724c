import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords as authenticator apps compute them (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1,
 * 6 digits, 30-second steps, and the base32 (RFC 4648) form in which the shared secret is shown to the user.
 * One implementation for identity (which checks the codes) and the tests (which compute them from the secret).
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (authenticator apps read it so). */
export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32_ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** RFC 4648 base32; case, spaces and `=` padding are ignored. Throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = BASE32_ALPHABET.indexOf(char);
    if (value < 0) throw new Error(`not a base32 character: ${JSON.stringify(char)}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** The time step (RFC 6238's T) a moment falls in. */
export function totpStep(atMs: number = Date.now()): number {
  return Math.floor(atMs / 1000 / TOTP_STEP_SECONDS);
}

/** HOTP (RFC 4226) of a counter: HMAC-SHA-1, dynamic truncation, `digits` decimal digits. */
export function hotp(secret: Uint8Array, counter: number, digits: number = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows for a base32 secret at a moment (default: now). */
export function totpCode(base32Secret: string, atMs: number = Date.now(), digits: number = TOTP_DIGITS): string {
  return hotp(base32Decode(base32Secret), totpStep(atMs), digits);
}

/**
 * The time step whose code `code` is, within ±`window` steps of `atMs` (clocks drift, people type slowly), or
 * null. The caller accepts each step once per account (a step not after the last one used is a replay).
 */
export function matchTotp(base32Secret: string, code: string, atMs: number = Date.now(), window = 1): number | null {
  const typed = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(typed)) return null;
  const secret = base32Decode(base32Secret);
  const now = totpStep(atMs);
  let matched: number | null = null;
  // Every candidate is computed and compared in constant time, so timing does not tell which step matched.
  for (let step = now - window; step <= now + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(typed)) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// link authenticator apps read from a QR code (Google Authenticator's key-URI format). */
export function otpauthUrl(base32Secret: string, issuer: string, accountName: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret: base32Secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
