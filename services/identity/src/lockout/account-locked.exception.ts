import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { IdentityException } from '../admins/identity.exception';

/** Too many wrong passwords: refused until the lock ends, whatever the password (429 with Retry-After). */
export class AccountLockedException extends IdentityException {
  constructor(readonly retryAfter: number) {
    super(IdentityErrorCode.AccountLocked, IdentityMessages.AccountLocked, { retryAfter });
  }
}
