import { OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The gateway's table of counters, in the layout RateLimiterPostgres reads (migration 1763700016000). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Makes the counters of every limit, all in one Postgres table of the gateway's database, so every
 * gateway replica counts against the same limits. Each limiter's keys start with its own prefix;
 * rows whose time has passed are pruned here, once for all of them. Times come from the gateway's
 * clock (the library's way), so replicas need synchronised clocks.
 */
export class RateLimitStore implements OnModuleDestroy {
  private readonly pruner: NodeJS.Timeout;

  constructor(private readonly pool: Pool) {
    this.pruner = setInterval(() => void this.prune(), PRUNE_EVERY_MS);
    this.pruner.unref();
  }

  /** `points` per `durationSeconds` under keys `<keyPrefix>:<key>`. */
  limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterPostgres {
    return new RateLimiterPostgres({
      storeClient: this.pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  }

  /** Deletes rows whose time has passed (never fails: the next run tries again). */
  async prune(): Promise<void> {
    await this.pool
      .query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire < $1`, [Date.now()])
      .then(() => undefined)
      .catch(() => undefined);
  }

  onModuleDestroy(): void {
    clearInterval(this.pruner);
  }
}
