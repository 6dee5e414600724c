import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommonErrorCode, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { LoginAttempt } from './login-throttle';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { LoginThrottleFixture, openLoginThrottle } from './login-throttle.fixture';

/** The guessing budget per account across addresses, inside the sign-in throttle, over the gateway's Postgres. */
describe('LoginThrottle: guessing budget per account', () => {
  // The defaults: 100 failures per IP, 5 per account and IP, 5 per account from all addresses.
  let fx: LoginThrottleFixture;

  beforeAll(async () => {
    fx = await openLoginThrottle('gateway_guessing_', {
      RATE_LIMIT_LOGIN: '100/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '5/24h',
    });
  });
  afterAll(async () => {
    await fx?.close();
  });

  const anAccount = () => fx.anAccount();
  const attempt = (account: string, client: string, knownDevice?: string) => fx.attempt(account, client, knownDevice);
  const signIn = (a: LoginAttempt, passwordRight: boolean) => fx.signIn(a, passwordRight);

  /** As if the account's current wait across addresses had passed. */
  async function waitPasses(): Promise<void> {
    await fx.pool.query(`UPDATE sign_in_guessing SET next_attempt_at = now()`);
  }

  it("gives 300 guesses from 60 addresses at most 20 password checks, while the owner's known device gets in every time", async () => {
    const account = anAccount();
    assert.equal((await signIn(attempt(account, '192.0.2.1', 'owner-device'), true)).status, 200);
    fx.counted.checks = 0;
    const statuses: number[] = [];
    for (let wave = 0; wave < 30; wave += 1) {
      const guesses = Array.from({ length: 10 }, (_, n) =>
        signIn(attempt(account, `198.18.0.${((wave * 10 + n) % 60) + 1}`), false),
      );
      const [owner, ...answers] = await Promise.all([
        signIn(attempt(account, '192.0.2.1', 'owner-device'), true),
        ...guesses,
      ]);
      assert.equal(owner.status, 200, `the owner during wave ${wave + 1}`);
      statuses.push(...answers.map((a) => a.status));
    }
    const checked = statuses.filter((s) => s === 401).length;
    assert.equal(checked + statuses.filter((s) => s === 429).length, 300, statuses.join(' '));
    assert.ok(checked >= 5, `the first guesses are checked: ${checked}`);
    assert.equal(
      fx.counted.checks,
      checked + 30,
      'a 401 is a checked guess, a 429 an unchecked one (and 30 owner sign-ins)',
    );
    assert.ok(checked <= 20, `${checked} guesses checked`);
  });

  it('refuses, without checking it, even the right password from a new address during the wait, in the words one address gets', async () => {
    const account = anAccount();
    for (let n = 1; n <= 5; n += 1) {
      assert.equal((await signIn(attempt(account, `198.18.1.${n}`), false)).status, 401, `failure ${n}`);
    }
    fx.counted.checks = 0;
    const refused = await signIn(attempt(account, '198.18.1.100'), true);
    assert.equal(refused.status, 429);
    assert.equal(refused.code, CommonErrorCode.RateLimited);
    assert.equal(refused.message, 'Too many failed login attempts. Please try again in 2 seconds.');
    assert.ok(refused.retryAfter >= 1 && refused.retryAfter <= 2, `Retry-After ${refused.retryAfter}`);
    assert.equal(fx.counted.checks, 0, 'no password was checked');

    await waitPasses();
    assert.equal((await signIn(attempt(account, '198.18.1.101'), false)).status, 401, 'one attempt after the wait');
    const longer = await signIn(attempt(account, '198.18.1.102'), true);
    assert.equal(longer.status, 429);
    assert.ok(longer.retryAfter > 2 && longer.retryAfter <= 4, `the wait grows: Retry-After ${longer.retryAfter}`);

    for (let n = 1; n <= 6; n += 1) {
      await waitPasses();
      assert.equal((await signIn(attempt(account, `198.18.2.${n}`), false)).status, 401, `guess ${n} after a wait`);
    }
    const longest = await signIn(attempt(account, '198.18.1.103'), true);
    assert.ok(longest.retryAfter > 16 && longest.retryAfter <= 30, `at most 30 s: Retry-After ${longest.retryAfter}`);

    await waitPasses();
    assert.equal((await signIn(attempt(account, '198.18.1.104'), true)).status, 200, 'the owner gets in after it');
    assert.equal(
      (await signIn(attempt(account, '198.18.1.105'), false)).status,
      401,
      'and that success forgets the failures',
    );
  });

  it("does not let the owner's known-device sign-ins hand a guesser fresh free guesses", async () => {
    const account = anAccount();
    for (let n = 1; n <= 5; n += 1) await signIn(attempt(account, `198.18.3.${n}`), false);
    assert.equal((await signIn(attempt(account, '192.0.2.3', 'owner-device-3'), true)).status, 200);
    assert.equal((await signIn(attempt(account, '198.18.3.50'), false)).status, 429, 'the guesser still waits');
  });

  it('forgets the count a quiet window after the last failure', async () => {
    const account = anAccount();
    for (let n = 1; n <= 5; n += 1) await signIn(attempt(account, `198.18.4.${n}`), false);
    assert.equal((await signIn(attempt(account, '198.18.4.50'), false)).status, 429, 'slowed down');
    await fx.pool.query(`UPDATE sign_in_guessing SET forget_at = now()`);
    for (let n = 1; n <= 5; n += 1) {
      assert.equal((await signIn(attempt(account, `198.18.4.${60 + n}`), false)).status, 401, `free failure ${n}`);
    }
  });

  it('counts accounts apart, and takes a refusal for another reason off the count', async () => {
    const account = anAccount();
    for (let n = 1; n <= 5; n += 1) await signIn(attempt(account, `198.18.5.${n}`), false);
    assert.equal((await signIn(attempt(anAccount(), '198.18.5.1'), false)).status, 401, 'another account is untouched');

    const other = anAccount();
    for (let n = 1; n <= 8; n += 1) {
      const code = await fx.sut
        .run(attempt(other, `198.18.6.${n}`), async () => {
          throw new GatewayHttpError(IdentityErrorCode.PasswordSetupRequired, IdentityMessages.PasswordSetupRequired);
        })
        .catch((error: GatewayHttpError) => error.body.code);
      assert.equal(code, IdentityErrorCode.PasswordSetupRequired, `attempt ${n}`);
    }
    assert.equal((await signIn(attempt(other, '198.18.6.50'), false)).status, 401, 'not slowed down');
  });
});
