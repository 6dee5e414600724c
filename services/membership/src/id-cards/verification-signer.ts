import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature on a verification link: HMAC-SHA256 of the member id under the service's secret, so only
 * links the portal printed open a member's verification page (member ids cannot be enumerated).
 */
export class VerificationSigner {
  constructor(private readonly secret: string) {}

  sign(memberId: string): string {
    return createHmac('sha256', this.secret)
      .update(`member-verification:${memberId.trim().toUpperCase()}`)
      .digest('base64url');
  }

  /** Constant-time comparison; a missing or malformed signature never matches. */
  matches(memberId: string, signature: string | undefined | null): boolean {
    if (typeof signature !== 'string' || signature.length === 0) return false;
    const expected = Buffer.from(this.sign(memberId));
    const given = Buffer.from(signature.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The page the QR code opens: `<publicUrl>/verify/PHOTO0001?sig=…`. */
  verificationUrl(publicUrl: string, memberId: string): string {
    const code = memberId.trim().toUpperCase();
    return `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(code)}?sig=${this.sign(code)}`;
  }

  /** The photo the verification page shows, behind the same signature. */
  photoPath(memberId: string): string {
    const code = memberId.trim().toUpperCase();
    return `/api/verify/${encodeURIComponent(code)}/photo?sig=${this.sign(code)}`;
  }
}
