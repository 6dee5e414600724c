import { CommonErrorCode } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { LoginThrottlePolicy } from './rate-limit.policy';
import { RateLimitStore } from './rate-limit-store';
import { SignInGuessingRepository } from './sign-in-guessing.repository';
import { RATE_LIMITED_MESSAGE, secondsUntilNext } from './rate-limiter.service';

/** Whole seconds until a counter's window ends (epoch ms), at least 1, as secondsUntilNext answers. */
const secondsUntil = (expire: number) => Math.max(1, Math.ceil((expire - Date.now()) / 1000));

export type LoginKind = 'admin' | 'member';

/** One check of a password: a sign-in, or a signed-in member's current password. */
export interface LoginAttempt {
  kind: LoginKind;
  /** The account as typed, e.g. `member:id:PHOTO0001` (login-accounts.ts). */
  account: string;
  /** The client's IP (clientKey). */
  client: string;
  /**
   * A device that signed in to this account before (known-devices.ts): its failures count apart from
   * the IP's, and the IP's budget does not stop it, so failures of others on the same connection
   * cannot keep the account's owner out.
   */
  knownDevice?: string;
}

/** What became of an attempt: only a wrong password (or unknown account) counts as a failure. */
type Outcome = 'succeeded' | 'failed' | 'other';

interface Admitted {
  attempt: LoginAttempt;
  /** Key of the account's counters from this IP or device. */
  accountKey: string;
  /** The attempt was counted against the IP's budget beforehand (and is refunded unless it fails). */
  clientCounted: boolean;
  /** Failures of the account from this source, this attempt included as if it failed. */
  failures: number;
  /** The attempt holds the account's single slot of a slowed-down source. */
  holdsSlot: boolean;
  /** Key of the account's count across all addresses, when the attempt was counted there. */
  totalKey?: string;
}

const isCredentialFailure = (error: unknown) => error instanceof GatewayHttpError && error.status === 401;

/** `5 seconds`, `1 minute`, `15 minutes`. */
function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function slowedDown(seconds: number): GatewayHttpError {
  return new GatewayHttpError(
    CommonErrorCode.RateLimited,
    `Too many failed login attempts. Please try again in ${waitText(seconds)}.`,
    { retryAfter: seconds },
  );
}

/**
 * Slows down password guessing without letting anyone lock a user out (DESIGN.md §6):
 * - per client IP, failed sign-ins are counted, admin and member logins apart; beyond the budget
 *   the IP waits for the window to end. Successful sign-ins do not count, so an office or event
 *   Wi-Fi lets everyone in;
 * - per account and IP (or known device), a few failures go without delay; then each further
 *   attempt must wait, twice as long after every failure. An attacker's failures slow down only
 *   the attacker's own source, never the account's owner on another connection or known device;
 * - per account across all addresses (sign-in-guessing.repository.ts), a few failures go without delay;
 *   then the account takes one attempt at a time, each after a wait growing to tens of seconds, so
 *   guessing from many addresses gets few password checks. Known devices are outside this count, so the
 *   owner signs in from them at once; nothing outlasts the longest wait, so nobody is locked out.
 * Attempts are counted before the password is checked and refunded unless they fail, so a burst of
 * parallel guesses cannot slip past the counts. The counters live in Postgres (rate-limiter-flexible's
 * table, and `sign_in_guessing` for the count across addresses), shared by every gateway replica; a sign-in
 * that gets in from a new device writes four statements, two before the check (the IP's and the account's
 * counts; the count across addresses) and two after (the refund and the account's counts cleared; the count
 * across addresses forgotten). From a known device it writes two.
 */
export class LoginThrottle {
  private readonly perClient: Record<LoginKind, RateLimiterPostgres>;
  private readonly accountFailures: RateLimiterPostgres;
  /** Holds the account's next allowed moment: blocked for the wait after a failure, one slot at a time. */
  private readonly accountWait: RateLimiterPostgres;

  constructor(
    private readonly store: RateLimitStore,
    private readonly policy: LoginThrottlePolicy,
    private readonly logger: JsonLogger,
    private readonly guessing: SignInGuessingRepository,
  ) {
    const { perClient, perAccount } = policy;
    this.perClient = {
      admin: store.limiter('login-admin-ip', perClient.max, perClient.windowSeconds),
      member: store.limiter('login-member-ip', perClient.max, perClient.windowSeconds),
    };
    // Counts only; the limit is enforced by the wait, so its own maximum is never reached.
    this.accountFailures = store.limiter('login-account-failures', 2 ** 30, perAccount.windowSeconds);
    this.accountWait = store.limiter('login-account-wait', 1, perAccount.longestWaitSeconds);
  }

  /**
   * Runs a password check under the throttle: refuses (429 with Retry-After) a source that must wait,
   * otherwise runs `check` and counts its outcome. `isFailure` tells a wrong password from other refusals;
   * `signedIn` tells a check that got in from one that passed only a first step (a right password when a
   * two-factor code is still to come): that one is neither a failure nor a success, so it forgets no earlier
   * failures, and guessing codes after a right password stays within the same budgets.
   */
  async run<T>(
    attempt: LoginAttempt,
    check: () => Promise<T>,
    isFailure: (error: unknown) => boolean = isCredentialFailure,
    signedIn: (result: T) => boolean = () => true,
  ): Promise<T> {
    const admitted = await this.admit(attempt);
    let result: T;
    try {
      result = await check();
    } catch (error) {
      await this.settle(admitted, isFailure(error) ? 'failed' : 'other');
      throw error;
    }
    await this.settle(admitted, signedIn(result) ? 'succeeded' : 'other');
    return result;
  }

  /** Seconds to wait after `failures` failures of one account from one source (0: no wait yet). */
  waitSeconds(failures: number): number {
    const { max, firstWaitSeconds, longestWaitSeconds } = this.policy.perAccount;
    if (failures < max) return 0;
    return Math.min(longestWaitSeconds, firstWaitSeconds * 2 ** Math.min(failures - max, 30));
  }

  private async admit(attempt: LoginAttempt): Promise<Admitted> {
    const source = attempt.knownDevice ? `device:${attempt.knownDevice}` : `ip:${attempt.client}`;
    const admitted: Admitted = {
      attempt,
      accountKey: createHash('sha256').update(`${attempt.kind}\n${attempt.account}\n${source}`).digest('hex'),
      clientCounted: false,
      failures: 0,
      holdsSlot: false,
    };
    const { perClient, perAccount } = this.policy;
    const account = {
      key: this.accountFailures.getKey(admitted.accountKey),
      windowMs: perAccount.windowSeconds * 1000,
    };
    try {
      // The IP's count and the account's in one statement; the account's only while the IP is within its budget.
      if (!attempt.knownDevice) {
        const client = {
          key: this.perClient[attempt.kind].getKey(attempt.client),
          windowMs: perClient.windowSeconds * 1000,
        };
        const counted = await this.store.countBoth(client, perClient.max, account);
        if (!counted.second) {
          throw new GatewayHttpError(CommonErrorCode.RateLimited, RATE_LIMITED_MESSAGE, {
            retryAfter: secondsUntil(counted.first.expire),
          });
        }
        admitted.clientCounted = true;
        admitted.failures = counted.second.points;
      } else {
        admitted.failures = (await this.store.countOne(account)).points;
      }
      const earlier = admitted.failures - 1;
      if (this.waitSeconds(earlier) > 0) {
        await this.accountWait
          .consume(admitted.accountKey, 1, { customDuration: this.waitSeconds(earlier) })
          .catch(async (refused: unknown) => {
            if (!(refused instanceof RateLimiterRes)) throw refused;
            await this.settle(admitted, 'other');
            throw slowedDown(secondsUntilNext(refused));
          });
        admitted.holdsSlot = true;
      }
      if (!attempt.knownDevice) await this.admitToAccountTotal(admitted);
    } catch (error) {
      if (error instanceof GatewayHttpError) throw error;
      // Without its database the gateway cannot sign anyone in anyway; do not turn that into 429s.
      this.unavailable(error);
    }
    return admitted;
  }

  /** The account's count across all addresses; refused (429 as for one address) while its wait lasts. */
  private async admitToAccountTotal(admitted: Admitted): Promise<void> {
    const { kind, account } = admitted.attempt;
    const key = createHash('sha256').update(`${kind}\n${account}`).digest('hex');
    const admission = await this.guessing.admit(key);
    if (!admission.admitted) {
      await this.settle(admitted, 'other');
      throw slowedDown(admission.retryAfterSeconds);
    }
    admitted.totalKey = key;
  }

  private async settle(admitted: Admitted, outcome: Outcome): Promise<void> {
    const { attempt, accountKey, totalKey } = admitted;
    const perClient = this.perClient[attempt.kind];
    try {
      if (totalKey) {
        const settled = { failed: 'failed', succeeded: 'succeeded', other: 'withdrawn' } as const;
        await this.guessing[settled[outcome]](totalKey);
      }
      if (outcome === 'failed') {
        if (!admitted.clientCounted) await perClient.penalty(attempt.client);
        const wait = this.waitSeconds(admitted.failures);
        if (wait > 0) await this.accountWait.block(accountKey, wait);
        return;
      }
      // Refunds and forgotten counts in one statement (a sign-in's last write to the throttle).
      const refund = admitted.clientCounted ? [perClient.getKey(attempt.client)] : [];
      const clear: string[] = [];
      if (outcome === 'succeeded') {
        clear.push(this.accountFailures.getKey(accountKey), this.accountWait.getKey(accountKey));
      } else {
        if (admitted.failures > 0) refund.push(this.accountFailures.getKey(accountKey));
        if (admitted.holdsSlot) clear.push(this.accountWait.getKey(accountKey));
      }
      if (refund.length > 0 || clear.length > 0) await this.store.refundAndClear(refund, clear);
    } catch (error) {
      this.unavailable(error);
    }
  }

  private unavailable(error: unknown): void {
    this.logger.event('warn', 'sign-in throttle unavailable; attempt let through', {
      error: (error as Error).message,
    });
  }
}
