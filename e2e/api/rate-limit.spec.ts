import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * Per-IP limits of the gateway (DESIGN.md §6): failed sign-ins (20 per 15 minutes here, admin and
 * member apart; 100 by default) and each e-mail flow 5 per 15 minutes.
 */
describe('per-IP rate limits', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ env: { RATE_LIMIT_LOGIN: '20/15m' } });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const api = () => new ApiClient(stack.url);
  const memberLogin = (n: number, headers?: Record<string, string>) =>
    api().post('/api/auth/member/login', { identifier: `PHOTO${9000 + n}`, password: 'wrong-password' }, headers);
  const adminLogin = (n: number) =>
    api().post('/api/auth/admin/login', { email: `nobody${n}@rate-limit.test`, password: 'wrong-password' });

  function assertLimited(res: { status: number; json: any; headers: Headers }): void {
    assert.equal(res.status, 429);
    assert.equal(res.json.message, TOO_MANY);
    const retryAfter = Number(res.headers.get('retry-after'));
    assert.ok(
      Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 900,
      `Retry-After: ${res.headers.get('retry-after')}`,
    );
  }

  it('never counts a successful sign-in: the admin signs in 30 times in a row from one IP', async () => {
    for (let n = 1; n <= 30; n += 1) {
      const res = await api().post('/api/auth/admin/login', {
        email: stack.admin.email,
        password: stack.admin.password,
      });
      assert.equal(res.status, 200, `sign-in ${n}: ${res.text}`);
    }
  });

  it('lets 20 failed member sign-ins from one IP through in 15 minutes and answers the next with 429 and Retry-After', async () => {
    // Malformed attempts check no password, so they do not count.
    for (let n = 0; n < 5; n += 1) {
      assert.equal((await api().post('/api/auth/member/login', {})).status, 400);
    }
    // Sent at once, the wrong passwords show the count holds under concurrency.
    const burst = await Promise.all(Array.from({ length: 24 }, (_, n) => memberLogin(n)));
    const statuses = burst.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 401).length, 20, statuses.join(' '));
    const limited = burst.filter((a) => a.status === 429);
    assert.equal(limited.length, 4, statuses.join(' '));
    limited.forEach(assertLimited);
    assertLimited(await memberLogin(99));
  });

  it('keeps a separate budget for admin sign-ins, so failed member sign-ins do not keep the admin out', async () => {
    const admin = await api().post('/api/auth/admin/login', {
      email: stack.admin.email,
      password: stack.admin.password,
    });
    assert.equal(admin.status, 200, admin.text);
    for (let n = 1; n <= 20; n += 1) {
      assert.equal((await adminLogin(n)).status, 401, `failure ${n}`);
    }
    assertLimited(await adminLogin(99));
  });

  it('is not fooled by a forged X-Forwarded-For header (TRUST_PROXY is off)', async () => {
    assertLimited(await memberLogin(100, { 'x-forwarded-for': '198.51.100.23' }));
  });

  it('counts each kind of request separately: a blocked login does not block forgot-password', async () => {
    const res = await api().post('/api/auth/forgot-password', { loginId: 'PHOTO9001' });
    assert.equal(res.status, 200);
  });

  it('lets the client in again once the window has passed', async () => {
    const gateway = new Client({ connectionString: stack.databaseUrl('gateway') });
    await gateway.connect();
    await gateway.query(`UPDATE rate_limits SET expire = 0 WHERE key LIKE 'login-member-ip:%'`);
    await gateway.end();
    assert.equal((await memberLogin(101)).status, 401);
  });

  it('lets 5 forgot-password and 5 set-up-link requests through in 15 minutes and answers the 6th of each with 429', async () => {
    for (let n = 2; n <= 5; n += 1) {
      assert.equal(
        (await api().post('/api/auth/forgot-password', { loginId: `PHOTO900${n}` })).status,
        200,
        `forgot ${n}`,
      );
    }
    assertLimited(await api().post('/api/auth/forgot-password', { loginId: 'PHOTO9006' }));

    for (let n = 1; n <= 5; n += 1) {
      assert.equal(
        (await api().post('/api/auth/setup-password', { loginId: `PHOTO900${n}` })).status,
        200,
        `set-up ${n}`,
      );
    }
    assertLimited(await api().post('/api/auth/setup-password', { loginId: 'PHOTO9006' }));

    // Using an e-mailed link sends no e-mail, so it is counted apart.
    const withLink = await api().post('/api/auth/setup-password', {
      loginId: 'PHOTO9001',
      newPassword: 'Long-Enough-1',
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    assert.equal(withLink.status, 400);
  });
});
