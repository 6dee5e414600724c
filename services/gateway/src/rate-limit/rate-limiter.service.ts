import { OnModuleDestroy } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import type { Pool } from 'pg';
import { RateLimitBucket, RateLimitPolicies } from './rate-limit.policy';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the client's window ends. */
  retryAfter: number;
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters per bucket and client in the gateway's Postgres, so
 * every gateway replica counts against the same limit. One upsert per request
 * counts and reads atomically; all times come from the database clock.
 */
export class RateLimiter implements OnModuleDestroy {
  private readonly pruner: NodeJS.Timeout;

  constructor(
    private readonly pool: Pool,
    private readonly policies: RateLimitPolicies,
    private readonly logger: JsonLogger,
  ) {
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  async hit(bucket: RateLimitBucket, client: string): Promise<RateLimitVerdict> {
    const { max, windowSeconds } = this.policies[bucket];
    try {
      const { rows } = await this.pool.query<{ hits: number; reset_in: number }>(
        `INSERT INTO rate_limit_counters AS c (bucket, client, window_start, hits) VALUES ($1, $2, now(), 1)
         ON CONFLICT (bucket, client) DO UPDATE SET
           hits = CASE WHEN c.window_start <= now() - make_interval(secs => $3) THEN 1 ELSE c.hits + 1 END,
           window_start = CASE WHEN c.window_start <= now() - make_interval(secs => $3) THEN now() ELSE c.window_start END
         RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $3) - now()))::int AS reset_in`,
        [bucket, client, windowSeconds],
      );
      const { hits, reset_in } = rows[0];
      return { allowed: hits <= max, retryAfter: Math.max(1, reset_in) };
    } catch (error) {
      // Without its database the gateway cannot log anyone in anyway; do not turn that into 429s.
      this.logger.event('warn', 'rate limit unavailable; request let through', {
        bucket,
        error: (error as Error).message,
      });
      return { allowed: true, retryAfter: 0 };
    }
  }

  async prune(): Promise<void> {
    const longest = Math.max(...Object.values(this.policies).map((p) => p.windowSeconds));
    await this.pool
      .query(`DELETE FROM rate_limit_counters WHERE window_start < now() - make_interval(secs => $1)`, [longest])
      .catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearInterval(this.pruner);
  }
}
