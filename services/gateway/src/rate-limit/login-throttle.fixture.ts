import { IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { createDatabase, dropDatabases, resolvePostgres, uniqueRunId } from '@portal/testing';
import type { Pool } from 'pg';
import { openGatewayDatabase } from '../gateway-database';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { LoginAttempt, LoginThrottle } from './login-throttle';
import { loginThrottlePolicy } from './rate-limit.policy';
import { RateLimitStore } from './rate-limit-store';
import { SignInGuessingRepository } from './sign-in-guessing.repository';

/** What identity answers a wrong password with. */
export const wrongPassword = () =>
  new GatewayHttpError(IdentityErrorCode.InvalidMemberCredentials, IdentityMessages.InvalidMemberCredentials);

/** What the browser would get from a sign-in: 200, 401, or 429 with its message and Retry-After. */
export interface SignInOutcome {
  status: number;
  code: string | undefined;
  message: string;
  retryAfter: number;
}

/**
 * The sign-in throttle over a database of the gateway's own (real Postgres), for the throttle's integration tests:
 * its limits as the gateway's settings name them, fresh accounts, and sign-ins whose password is right or wrong.
 */
export async function openLoginThrottle(prefix: string, limits: Parameters<typeof loginThrottlePolicy>[0]) {
  const runId = uniqueRunId(prefix);
  const adminUrl = await resolvePostgres();
  const pool: Pool = await openGatewayDatabase(await createDatabase(adminUrl, `${runId}_db`));
  const store = new RateLimitStore(pool);
  const policy = loginThrottlePolicy(limits);
  /** What the throttle logged when it could not count (it then lets the attempt through). */
  const unavailable: unknown[] = [];
  const logger = new (class extends JsonLogger {
    override event(level: Parameters<JsonLogger['event']>[0], msg: string, fields: Record<string, unknown>): void {
      if (level === 'warn') unavailable.push(fields.error);
      super.event(level, msg, fields);
    }
  })('gateway-test', 'error');
  const sut = new LoginThrottle(store, policy, logger, new SignInGuessingRepository(pool, policy.perAccountTotal));
  let accounts = 0;
  /** Password checks the throttle let through, counted where the check runs. */
  const counted = { checks: 0 };

  return {
    sut,
    pool,
    counted,
    unavailable,
    anAccount: () => `member:id:PHOTO${String((accounts += 1)).padStart(4, '0')}`,
    attempt: (account: string, client: string, knownDevice?: string): LoginAttempt => ({
      kind: 'member',
      account,
      client,
      knownDevice,
    }),
    signIn: (a: LoginAttempt, passwordRight: boolean): Promise<SignInOutcome> =>
      sut
        .run(a, async (): Promise<SignInOutcome> => {
          counted.checks += 1;
          if (!passwordRight) throw wrongPassword();
          return { status: 200, code: undefined, message: 'signed in', retryAfter: 0 };
        })
        .catch((error: GatewayHttpError) => ({
          status: error.status,
          code: error.body.code,
          message: error.message,
          retryAfter: error.body.retryAfter ?? 0,
        })),
    async close(): Promise<void> {
      store.onModuleDestroy();
      await pool.end();
      await dropDatabases(adminUrl, runId);
    },
  };
}

export type LoginThrottleFixture = Awaited<ReturnType<typeof openLoginThrottle>>;
