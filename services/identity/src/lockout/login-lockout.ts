import { LoginLockoutPolicy } from '@portal/contracts';
import { AccountLockedException } from './account-locked.exception';
import { LockableTable, LockoutPolicy, LoginLockoutRepository } from './login-lockout.repository';

/**
 * Per-account lockout (DESIGN.md §6): after `maxFailures` wrong passwords within
 * `windowSeconds`, every attempt is refused for `lockSeconds`.
 */
export class LoginLockout {
  constructor(
    private readonly table: LockableTable,
    private readonly repository: LoginLockoutRepository,
    private readonly policy: LockoutPolicy = LoginLockoutPolicy,
  ) {}

  /** Throws AccountLockedException while the account is locked. */
  async assertNotLocked(id: string): Promise<void> {
    const seconds = await this.repository.lockedSeconds(this.table, id);
    if (seconds !== null) throw new AccountLockedException(Math.max(1, seconds));
  }

  /** Counts a wrong password; the one that reaches the limit starts the lock. Returns whether it is now locked. */
  recordFailure(id: string): Promise<boolean> {
    return this.repository.recordFailure(this.table, id, this.policy);
  }

  /** A successful login or a new password starts with a clean slate. */
  clear(id: string): Promise<void> {
    return this.repository.clear(this.table, id);
  }
}
