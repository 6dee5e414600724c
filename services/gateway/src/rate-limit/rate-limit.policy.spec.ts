import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { loginThrottlePolicy, parseRateLimit as sut, rateLimitPolicies } from './rate-limit.policy';

describe('parseRateLimit', () => {
  it('reads a count per window in seconds, minutes or hours', () => {
    assert.deepEqual(sut('20/15m'), { max: 20, windowSeconds: 900 });
    assert.deepEqual(sut('10/1h'), { max: 10, windowSeconds: 3600 });
    assert.deepEqual(sut('3/30s'), { max: 3, windowSeconds: 30 });
  });

  it('refuses a limit it cannot read instead of running without one', () => {
    for (const bad of ['20', '0/15m', '20/15', 'twenty/15m', '20/0m', '-1/1h']) {
      assert.throws(() => sut(bad), /not a rate limit/, bad);
    }
  });

  it('applies the e-mail limit to set-up and forgot-password each', () => {
    const policies = rateLimitPolicies({
      RATE_LIMIT_REGISTRATION: '10/1h',
      RATE_LIMIT_PASSWORD_EMAIL: '5/15m',
      RATE_LIMIT_PASSWORD_LINK: '20/15m',
      RATE_LIMIT_CONTACT: '5/1h',
    });
    assert.deepEqual(policies['setup-email'], { max: 5, windowSeconds: 900 });
    assert.deepEqual(policies['reset-email'], { max: 5, windowSeconds: 900 });
    assert.deepEqual(policies['password-link'], { max: 20, windowSeconds: 900 });
    assert.deepEqual(policies.registration, { max: 10, windowSeconds: 3600 });
  });

  it('reads the failed sign-ins a client IP may make, and those one account may make before it is slowed down', () => {
    const policy = loginThrottlePolicy({ RATE_LIMIT_LOGIN: '100/15m', RATE_LIMIT_LOGIN_ACCOUNT: '5/24h' });
    assert.deepEqual(policy.perClient, { max: 100, windowSeconds: 900 });
    assert.equal(policy.perAccount.max, 5);
    assert.equal(policy.perAccount.windowSeconds, 24 * 3600);
  });

  it('reads the failures one account may have from all addresses before its attempts wait, 5 an hour unless set', () => {
    const defaults = loginThrottlePolicy({ RATE_LIMIT_LOGIN: '100/15m', RATE_LIMIT_LOGIN_ACCOUNT: '5/24h' });
    assert.deepEqual(defaults.perAccountTotal, {
      max: 5,
      windowSeconds: 3600,
      firstWaitSeconds: 2,
      longestWaitSeconds: 30,
    });
    const set = loginThrottlePolicy({
      RATE_LIMIT_LOGIN: '100/15m',
      RATE_LIMIT_LOGIN_ACCOUNT: '5/24h',
      RATE_LIMIT_LOGIN_ACCOUNT_TOTAL: '10/15m',
    });
    assert.equal(set.perAccountTotal.max, 10);
    assert.equal(set.perAccountTotal.windowSeconds, 900);
  });
});
