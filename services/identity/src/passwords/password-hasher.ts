import * as argon2 from 'argon2';

/**
 * argon2id with at least OWASP's parameters (19 MiB, 2 passes); the library's
 * defaults (64 MiB, 3 passes, 4 lanes) are above that.
 */
export class PasswordHasher {
  // Verified when no account matches, so a wrong e-mail costs as much time as a wrong password.
  private readonly decoy = argon2.hash('decoy-password-for-timing', { type: argon2.argon2id });

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
