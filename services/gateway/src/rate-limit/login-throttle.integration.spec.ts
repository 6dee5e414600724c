import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommonErrorCode, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { LoginAttempt } from './login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { LoginThrottleFixture, openLoginThrottle, wrongPassword } from './login-throttle.fixture';

/** The sign-in throttle over the gateway's real Postgres tables. */
describe('LoginThrottle over Postgres', () => {
  // 10 failures per IP, 3 per account and IP before the waits start (5 s, then doubling). The count across
  // addresses is far off here; sign-in-guessing.integration.spec.ts tests it.
  let fx: LoginThrottleFixture;

  beforeAll(async () => {
    fx = await openLoginThrottle('gateway_throttle_', {
      RATE_LIMIT_LOGIN: '10/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '3/24h',
      RATE_LIMIT_LOGIN_ACCOUNT_TOTAL: '100000/24h',
    });
  });
  afterAll(async () => {
    await fx?.close();
  });

  const anAccount = () => fx.anAccount();
  const attempt = (account: string, client: string, knownDevice?: string) => fx.attempt(account, client, knownDevice);
  const signIn = (a: LoginAttempt, passwordRight: boolean) => fx.signIn(a, passwordRight);

  /** As if the account's current wait had passed. */
  async function waitPasses(): Promise<void> {
    await fx.pool.query(`UPDATE rate_limits SET expire = 0 WHERE key LIKE 'login-account-wait:%'`);
  }

  it('never counts a successful sign-in: 150 members in a row get in from one IP', async () => {
    for (let n = 0; n < 150; n += 1) {
      assert.equal((await signIn(attempt(anAccount(), '198.51.100.1'), true)).status, 200, `sign-in ${n + 1}`);
    }
  });

  it("counts failures per IP, admin and member apart, and refuses the IP's attempts beyond its budget", async () => {
    for (let n = 1; n <= 10; n += 1) {
      assert.equal((await signIn(attempt(anAccount(), '198.51.100.2'), false)).status, 401, `failure ${n}`);
    }
    const refused = await signIn(attempt(anAccount(), '198.51.100.2'), true);
    assert.equal(refused.status, 429);
    assert.equal(refused.code, CommonErrorCode.RateLimited);
    assert.equal(refused.message, 'Too many requests. Please try again later.');
    assert.ok(refused.retryAfter > 800 && refused.retryAfter <= 900, `Retry-After ${refused.retryAfter}`);
    const asAdmin = await fx.sut.run(
      { ...attempt('admin:email:owner@example.org', '198.51.100.2'), kind: 'admin' },
      async () => 'ok',
    );
    assert.equal(asAdmin, 'ok', 'the admin budget of that IP is untouched');
    assert.equal((await signIn(attempt(anAccount(), '198.51.100.3'), true)).status, 200, 'another IP is untouched');
  });

  it('slows one account down from one IP after 3 failures, each wait longer, while the owner gets in from another IP', async () => {
    const account = anAccount();
    for (let n = 1; n <= 3; n += 1) {
      assert.equal((await signIn(attempt(account, '198.51.100.4'), false)).status, 401, `failure ${n}`);
    }
    const first = await signIn(attempt(account, '198.51.100.4'), true);
    assert.equal(first.status, 429, 'even the right password waits');
    assert.equal(first.code, CommonErrorCode.RateLimited);
    assert.equal(first.message, 'Too many failed login attempts. Please try again in 5 seconds.');
    assert.ok(first.retryAfter >= 1 && first.retryAfter <= 5, `Retry-After ${first.retryAfter}`);

    await waitPasses();
    assert.equal((await signIn(attempt(account, '198.51.100.4'), false)).status, 401, 'one more try after the wait');
    const second = await signIn(attempt(account, '198.51.100.4'), true);
    assert.equal(second.status, 429);
    assert.ok(second.retryAfter > 5 && second.retryAfter <= 10, `Retry-After ${second.retryAfter}`);

    assert.equal(
      (await signIn(attempt(account, '198.51.100.5'), true)).status,
      200,
      'the owner signs in from another IP',
    );
    await waitPasses();
    assert.equal(
      (await signIn(attempt(account, '198.51.100.4'), true)).status,
      200,
      'and from the first IP after the wait',
    );
    assert.equal(
      (await signIn(attempt(account, '198.51.100.4'), false)).status,
      401,
      'a success forgets the failures of that IP',
    );
  });

  it("lets a known device in past the IP's exhausted budget and the account's wait others caused", async () => {
    const account = anAccount();
    for (let n = 1; n <= 10; n += 1) {
      await signIn(attempt(n <= 5 ? account : anAccount(), '198.51.100.6'), false);
    }
    assert.equal((await signIn(attempt(account, '198.51.100.6'), true)).status, 429, 'the IP itself is refused');
    assert.equal((await signIn(attempt(account, '198.51.100.6', 'device-1'), true)).status, 200);
  });

  it('lets at most one guess past the count when many arrive at once for one account, burst after burst', async () => {
    // Forty bursts: the throttle's own statements once deadlocked in about one burst in seven, and an attempt whose
    // count Postgres aborted was let through unthrottled.
    for (let burst = 1; burst <= 40; burst += 1) {
      const account = anAccount();
      const client = `198.51.101.${burst}`;
      let checked = 0;
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, () =>
          fx.sut
            .run(attempt(account, client), async () => {
              checked += 1;
              throw wrongPassword();
            })
            .catch((error: GatewayHttpError) => error.status),
        ),
      );
      assert.ok(checked >= 3 && checked <= 4, `burst ${burst}: ${checked} passwords checked: ${outcomes.join(' ')}`);
      assert.equal(outcomes.filter((s) => s === 429).length, 12 - checked);
      const later = await signIn(attempt(account, client), true);
      assert.equal(later.status, 429, `burst ${burst}: the account is still slowed down afterwards`);
    }
    assert.deepEqual(fx.unavailable, [], 'the throttle counted every attempt');
  });

  it('counts nothing for an attempt that ends otherwise than with a wrong password', async () => {
    const account = anAccount();
    for (let n = 1; n <= 5; n += 1) {
      const answer = await fx.sut
        .run(attempt(account, '198.51.100.8'), async () => {
          throw new GatewayHttpError(IdentityErrorCode.PasswordSetupRequired, IdentityMessages.PasswordSetupRequired);
        })
        .catch((error: GatewayHttpError) => error.body.code);
      assert.equal(answer, IdentityErrorCode.PasswordSetupRequired, `attempt ${n}`);
    }
    assert.equal((await signIn(attempt(account, '198.51.100.8'), false)).status, 401, 'not slowed down');
  });

  it('a right password that still awaits a two-factor code forgets no failures, so guessing codes stays slowed down', async () => {
    const account = anAccount();
    const awaitingCode = () =>
      fx.sut.run(
        attempt(account, '198.51.100.9'),
        async () => ({ twoFactorRequired: true }),
        undefined,
        () => false,
      );
    for (let n = 1; n <= 3; n += 1) {
      assert.deepEqual(await awaitingCode(), { twoFactorRequired: true }, `password step ${n}`);
      assert.equal((await signIn(attempt(account, '198.51.100.9'), false)).status, 401, `wrong code ${n}`);
    }
    const refused = await awaitingCode().catch((error: GatewayHttpError) => error.status);
    assert.equal(refused, 429, 'the right password again does not clear the three wrong codes');
  });
});
