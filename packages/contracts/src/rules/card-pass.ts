/**
 * The signed pass in an ID card's QR code (issue 30): beside the verification link, a compact payload signed with
 * the association's Ed25519 key, so a door can check a card without signal. Only the format lives here (no crypto):
 * membership signs it, the check-in screen verifies it with the public key of the pass's key id.
 *
 * Token: `<kid>.<payload>.<signature>`, payload and signature base64url; the signature covers `<kid>.<payload>`
 * (ASCII). The QR holds the verification URL with the token in its fragment (`#pass=<token>`): a phone camera opens
 * the public verification page (the fragment never reaches the server), the check-in screen reads the pass.
 */
export interface CardPass {
  /** Member id as printed, e.g. PHOTO0001. */
  memberId: string;
  name: string;
  /** The last India day the membership is valid on (YYYY-MM-DD), or null without an end date. */
  validThrough: string | null;
  /** When the card was issued (ISO). */
  issuedAt: string;
}

export interface SignedCardPass {
  kid: string;
  /** The exact bytes the signature covers. */
  signedText: string;
  signature: Uint8Array;
  pass: CardPass;
}

export const CARD_PASS_FRAGMENT = 'pass';

interface WirePass {
  m: string;
  n: string;
  v: string | null;
  i: number;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Null for anything that is not base64url. */
export function base64UrlDecode(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  try {
    const binary = atob(padded);
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The text to sign for a pass under key `kid`; the token is that text, a dot and the signature. */
export function cardPassSignedText(kid: string, pass: CardPass): string {
  const wire: WirePass = {
    m: pass.memberId,
    n: pass.name,
    v: pass.validThrough,
    i: Math.floor(Date.parse(pass.issuedAt) / 1000),
  };
  return `${kid}.${base64UrlEncode(new TextEncoder().encode(JSON.stringify(wire)))}`;
}

export function cardPassToken(signedText: string, signature: Uint8Array): string {
  return `${signedText}.${base64UrlEncode(signature)}`;
}

/** The QR text: the verification URL with the pass in its fragment. */
export function cardQrText(verificationUrl: string, token: string): string {
  return `${verificationUrl.split('#')[0]}#${CARD_PASS_FRAGMENT}=${token}`;
}

/**
 * Takes a token (or a scanned QR text holding one) apart; null when it is not a pass at all. The signature is not
 * checked here: that needs the key.
 */
export function parseCardPass(scanned: string): SignedCardPass | null {
  const text = scanned.trim();
  const hash = text.indexOf('#');
  let token = text;
  if (hash >= 0) {
    const fragment = new URLSearchParams(text.slice(hash + 1)).get(CARD_PASS_FRAGMENT);
    if (!fragment) return null;
    token = fragment;
  }
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null;
  const [kid, payload, signatureText] = parts as [string, string, string];
  const signature = base64UrlDecode(signatureText);
  const payloadBytes = base64UrlDecode(payload);
  if (!signature || signature.length !== 64 || !payloadBytes) return null;
  let wire: Partial<WirePass>;
  try {
    wire = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payloadBytes)) as Partial<WirePass>;
  } catch {
    return null;
  }
  if (
    typeof wire.m !== 'string' ||
    typeof wire.n !== 'string' ||
    (wire.v !== null && typeof wire.v !== 'string') ||
    typeof wire.i !== 'number'
  ) {
    return null;
  }
  return {
    kid,
    signedText: `${kid}.${payload}`,
    signature,
    pass: {
      memberId: wire.m,
      name: wire.n,
      validThrough: wire.v ?? null,
      issuedAt: new Date(wire.i * 1000).toISOString(),
    },
  };
}

/** A member id as a door person types it: upper case, no spaces; null for anything that cannot be one. */
export function typedMemberId(text: string): string | null {
  const code = text.replace(/\s+/g, '').toUpperCase();
  return /^[A-Z]{5}\d{4,}$/.test(code) ? code : null;
}
