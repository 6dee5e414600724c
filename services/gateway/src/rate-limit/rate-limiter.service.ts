import { JsonLogger } from '@portal/platform';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitBucket, RateLimitBuckets, RateLimitPolicies } from './rate-limit.policy';
import { RateLimitStore } from './rate-limit-store';

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the client's window ends. */
  retryAfter: number;
}

/** Whole seconds until a limiter lets the key in again, at least 1. */
export function secondsUntilNext(res: RateLimiterRes): number {
  return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
}

/**
 * Fixed-window counters per bucket and client (rate-limiter-flexible over the gateway's Postgres):
 * every request counts, and one atomic upsert counts and reads.
 */
export class RateLimiter {
  private readonly limiters: Record<RateLimitBucket, RateLimiterPostgres>;

  constructor(
    store: RateLimitStore,
    policies: RateLimitPolicies,
    private readonly logger: JsonLogger,
  ) {
    this.limiters = Object.fromEntries(
      RateLimitBuckets.map((bucket) => [
        bucket,
        store.limiter(bucket, policies[bucket].max, policies[bucket].windowSeconds),
      ]),
    ) as Record<RateLimitBucket, RateLimiterPostgres>;
  }

  async hit(bucket: RateLimitBucket, client: string): Promise<RateLimitVerdict> {
    try {
      const res = await this.limiters[bucket].consume(client);
      return { allowed: true, retryAfter: secondsUntilNext(res) };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfter: secondsUntilNext(outcome) };
      // Without its database the gateway cannot log anyone in anyway; do not turn that into 429s.
      this.logger.event('warn', 'rate limit unavailable; request let through', {
        bucket,
        error: (outcome as Error).message,
      });
      return { allowed: true, retryAfter: 0 };
    }
  }
}
