import type { Pool } from 'pg';

/**
 * The guessing budget of one account across all addresses (rate-limit.policy.ts `perAccountTotal`):
 * `max` failures go without delay; after them each attempt waits `firstWaitSeconds`, doubling with every
 * failure up to `longestWaitSeconds`; the count is forgotten `windowSeconds` after the last failure.
 */
export interface GuessingBudget {
  max: number;
  windowSeconds: number;
  firstWaitSeconds: number;
  longestWaitSeconds: number;
}

/** Admitted (`slowed`: the attempt holds the account's one slot after its wait), or refused for that long. */
export type GuessAdmission = { admitted: true; slowed: boolean } | { admitted: false; retryAfterSeconds: number };

/** The wait after `failures` failures, as a Postgres interval; $2..$4 are max, first and longest wait. */
const waitAfter = (failures: string) =>
  `make_interval(secs => least($4::float8, $3::float8 * power(2, least(${failures} - $2, 30))))`;

/**
 * The table `sign_in_guessing` (migration 1764210000000). Every decision is one statement on the account's
 * row, so parallel guesses from many addresses (and gateway replicas) queue on its lock and cannot slip
 * past the count. Times are the database's, one clock for every replica.
 */
export class SignInGuessingRepository {
  constructor(
    private readonly pool: Pool,
    private readonly budget: GuessingBudget,
  ) {}

  /**
   * Counts the attempt as a failure before the password is checked (settled afterwards). Beyond the free
   * failures it is admitted only when the account's wait has passed, and then takes the slot until the
   * wait that its own failure would earn, so guesses arriving meanwhile are refused.
   */
  async admit(account: string): Promise<GuessAdmission> {
    const { max, firstWaitSeconds, longestWaitSeconds, windowSeconds } = this.budget;
    const { rows } = await this.pool.query<{ failures: number }>(
      `INSERT INTO sign_in_guessing AS g (account, failures, forget_at, next_attempt_at)
       VALUES ($1, 1, now() + make_interval(secs => $5::float8), NULL)
       ON CONFLICT (account) DO UPDATE SET
         failures = CASE WHEN g.forget_at <= now() THEN 1 ELSE g.failures + 1 END,
         forget_at = CASE WHEN g.forget_at <= now() THEN EXCLUDED.forget_at ELSE g.forget_at END,
         next_attempt_at = CASE
           WHEN g.forget_at <= now() THEN NULL
           WHEN g.failures < $2 THEN g.next_attempt_at
           ELSE now() + ${waitAfter('(g.failures + 1)')}
         END
       WHERE g.forget_at <= now() OR g.failures < $2 OR g.next_attempt_at IS NULL OR g.next_attempt_at <= now()
       RETURNING g.failures`,
      [account, max, firstWaitSeconds, longestWaitSeconds, windowSeconds],
    );
    if (rows.length > 0) return { admitted: true, slowed: rows[0].failures - 1 >= max };
    const waited = await this.pool.query<{ seconds: string | null }>(
      `SELECT ceil(extract(epoch FROM next_attempt_at - now())) AS seconds FROM sign_in_guessing WHERE account = $1`,
      [account],
    );
    return { admitted: false, retryAfterSeconds: Math.max(1, Number(waited.rows[0]?.seconds ?? 1)) };
  }

  /** A wrong password: the count stays, is remembered for the window, and the next attempt waits its turn. */
  async failed(account: string): Promise<void> {
    const { max, firstWaitSeconds, longestWaitSeconds, windowSeconds } = this.budget;
    // Rows forgotten long ago go in the same statement (one commit per failure).
    await this.pool.query(
      `WITH forgotten AS (DELETE FROM sign_in_guessing WHERE forget_at < now() - interval '1 day' AND account <> $1)
       UPDATE sign_in_guessing SET
         forget_at = now() + make_interval(secs => $5::float8),
         next_attempt_at = CASE
           WHEN failures >= $2 THEN greatest(coalesce(next_attempt_at, now()), now() + ${waitAfter('failures')})
           ELSE next_attempt_at
         END
       WHERE account = $1`,
      [account, max, firstWaitSeconds, longestWaitSeconds, windowSeconds],
    );
  }

  /** The right password from an address that is not a known device: the account's failures are forgotten. */
  async succeeded(account: string): Promise<void> {
    await this.pool.query(`DELETE FROM sign_in_guessing WHERE account = $1`, [account]);
  }

  /** Refused for another reason than the password: the attempt is taken off the count (a taken slot's wait stands). */
  async withdrawn(account: string): Promise<void> {
    await this.pool.query(
      `UPDATE sign_in_guessing SET failures = greatest(failures - 1, 0) WHERE account = $1 AND forget_at > now()`,
      [account],
    );
  }
}
