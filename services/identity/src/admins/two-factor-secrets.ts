import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { base32Encode } from '@portal/platform';

const VERSION = 'v1';

/**
 * Keeps admins' TOTP secrets encrypted at rest (AES-256-GCM, a fresh IV each time, the account id as associated
 * data so a secret cannot be moved to another account) and hashes recovery codes with a key (HMAC-SHA-256), so a
 * copy of the database alone yields neither. Both keys are derived from TWO_FACTOR_ENCRYPTION_KEY.
 */
export class TwoFactorSecrets {
  private readonly encryptionKey: Buffer;
  private readonly recoveryKey: Buffer;

  constructor(configuredKey: string) {
    this.encryptionKey = createHash('sha256').update(`two-factor-secret\n${configuredKey}`).digest();
    this.recoveryKey = createHash('sha256').update(`two-factor-recovery\n${configuredKey}`).digest();
  }

  /** A new secret, base32 as authenticator apps take it (160 bits, RFC 4226's recommended length). */
  newSecret(): string {
    return base32Encode(randomBytes(20));
  }

  encrypt(secret: string, accountId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv).setAAD(Buffer.from(accountId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string, accountId: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || sealed === undefined) throw new Error('unreadable two-factor secret');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(accountId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }

  /** Ten recovery codes like `k7m2p-x9qta` (50 random bits each), as shown to the admin once. */
  newRecoveryCodes(): string[] {
    return Array.from({ length: 10 }, () => {
      const code = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
      return `${code.slice(0, 5)}-${code.slice(5)}`;
    });
  }

  /** The stored form of a recovery code as typed: case, spaces and dashes do not matter. */
  hashRecoveryCode(typed: string): string {
    const normalised = typed.replace(/[\s-]/g, '').toLowerCase();
    return createHmac('sha256', this.recoveryKey).update(normalised).digest('hex');
  }
}
