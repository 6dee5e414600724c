import { OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { RateLimiterPostgres } from 'rate-limiter-flexible';

/** The gateway's table of counters, in the layout RateLimiterPostgres reads (migration 1763700016000). */
export const RATE_LIMIT_TABLE = 'rate_limits';

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** A counter as RateLimiterPostgres keeps it: points in its window, which ends at `expire` (epoch ms). */
export interface Counter {
  points: number;
  expire: number;
}

/** A key to count one more attempt under, and its window. */
export interface CountedKey {
  key: string;
  windowMs: number;
}

/**
 * RateLimiterPostgres's `consume` of one point, as an INSERT that a CTE can hold: a key whose window has
 * passed starts again at 1 with a new window; `$now` is the gateway's clock, as the library's.
 */
const countOne = (key: string, expire: string, now: string, from = '') => `
  INSERT INTO ${RATE_LIMIT_TABLE} AS r (key, points, expire) SELECT ${key}, 1, ${expire}::bigint ${from}
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire <= ${now} THEN 1 ELSE r.points + 1 END,
    expire = CASE WHEN r.expire <= ${now} THEN EXCLUDED.expire ELSE r.expire END
  RETURNING points, expire`;

const counter = (points: unknown, expire: unknown): Counter => ({ points: Number(points), expire: Number(expire) });

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

  /**
   * Counts an attempt under `first` and, only while `first` stays within `firstMax`, under `second`: one
   * statement and one commit for what are otherwise two `consume` calls of two limiters (their keys and
   * windows are the same). Answers the counters; `second` is undefined when `first` was over its maximum.
   */
  async countBoth(
    first: CountedKey,
    firstMax: number,
    second: CountedKey,
  ): Promise<{ first: Counter; second?: Counter }> {
    const now = Date.now();
    const { rows } = await this.pool.query<Record<string, string | null>>(
      `WITH first AS (${countOne('$1::text', '$2', '$5')}),
            second AS (${countOne('$3::text', '$4', '$5', 'FROM first WHERE first.points <= $6')})
       SELECT f.points AS first_points, f.expire AS first_expire, s.points AS second_points, s.expire AS second_expire
         FROM first f LEFT JOIN second s ON true`,
      [first.key, now + first.windowMs, second.key, now + second.windowMs, now, firstMax],
    );
    const row = rows[0];
    return {
      first: counter(row.first_points, row.first_expire),
      second: row.second_points === null ? undefined : counter(row.second_points, row.second_expire),
    };
  }

  /** Counts an attempt under one key (a limiter's `consume` of one point, without its refusal). */
  async countOne(key: CountedKey): Promise<Counter> {
    const now = Date.now();
    const { rows } = await this.pool.query<{ points: string; expire: string }>(countOne('$1::text', '$2', '$3'), [
      key.key,
      now + key.windowMs,
      now,
    ]);
    return counter(rows[0].points, rows[0].expire);
  }

  /**
   * In one statement: takes back one counted point from each `refund` key still in its window, and deletes
   * the `clear` keys (what a limiter's `reward` and `delete` calls do one commit each). The rows are locked
   * first in the order given, refund keys before clear keys, which must be the order `countBoth` counts
   * them in (the IP's key before the account's): locked in any other order, a burst of parallel sign-ins
   * deadlocked against its own counting, and Postgres aborted statements the throttle then let through.
   */
  async refundAndClear(refund: string[], clear: string[]): Promise<void> {
    await this.pool.query(
      `WITH locked AS (
         SELECT r.key FROM unnest($1::text[] || $2::text[]) WITH ORDINALITY AS u(key, position)
           JOIN ${RATE_LIMIT_TABLE} r ON r.key = u.key
          ORDER BY u.position
            FOR UPDATE OF r
       ), refunded AS (
         UPDATE ${RATE_LIMIT_TABLE} SET points = points - 1
          WHERE key IN (SELECT key FROM locked) AND key = ANY($1::text[]) AND expire > $3
       )
       DELETE FROM ${RATE_LIMIT_TABLE} WHERE key IN (SELECT key FROM locked) AND key = ANY($2::text[])`,
      [refund, clear, Date.now()],
    );
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
