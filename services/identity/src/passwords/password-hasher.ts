import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane):
 * strong, yet cheap enough that a burst of logins on a small server stays
 * inside the gateway's RPC timeout.
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  // Verified when no account matches, so a wrong e-mail costs as much time as a wrong password.
  private readonly decoy = argon2.hash('decoy-password-for-timing', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.decoy), password);
    } catch {
      return false;
    }
  }
}
