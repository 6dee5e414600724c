import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';
import { MemberAccounts } from './member-auth.fixtures';

const PASSWORD = 'Nikon-D850-Mysuru';

/**
 * Member sign-in through the gateway (issue 4, DESIGN.md §7). The gateway trusts
 * X-Forwarded-For here (TRUST_PROXY, as behind a reverse proxy), so a test can
 * sign in from more than one client IP.
 */
describe('member sign-in', () => {
  let stack: TestStack;
  let members: MemberAccounts;

  beforeAll(async () => {
    stack = await startTestStack({ env: { TRUST_PROXY: 'true' } });
    members = await MemberAccounts.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('lets an approved member set a password from the approval e-mail, sign in with the phone number, and sign out', async () => {
    const { member, token } = await members.approved({ phone: '9845011223' });
    const setup = await new ApiClient(stack.url).post('/api/auth/setup-password', {
      loginId: member.memberId,
      newPassword: PASSWORD,
      token,
    });
    assert.equal(setup.status, 200, setup.text);
    assert.equal(setup.json.success, true);

    const api = new ApiClient(stack.url);
    const login = await api.post('/api/auth/member/login', { identifier: '+91 98450-11223', password: PASSWORD });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.json.member.id, member.id);
    assert.equal(login.json.member.memberId, member.memberId);
    assert.equal(login.json.member.userType, 'member');
    assert.equal(login.json.member.status, 'active');
    assert.equal(login.json.member.password, undefined);
    assert.match(login.headers.get('set-cookie') ?? '', /HttpOnly/i);

    const me = await api.get('/api/auth/user');
    assert.equal(me.status, 200);
    assert.equal(me.json.userType, 'member');
    assert.equal(me.json.id, member.id);
    assert.equal(me.json.firstName, member.firstName);

    const adminOnly = await api.get('/api/members/next-id');
    assert.equal(adminOnly.status, 403, 'a member cookie is refused on admin routes');

    const logout = await api.post('/api/auth/logout');
    assert.equal(logout.status, 200);
    const afterwards = await api.get('/api/auth/user');
    assert.equal(afterwards.text, '', 'logged out');
  });

  it('accepts the member id and the e-mail address in any case', async () => {
    const member = await members.withPassword(PASSWORD, { email: 'Shobha.Studio@member-auth.test' });
    const byId = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: member.memberId.toLowerCase(),
      password: PASSWORD,
    });
    assert.equal(byId.status, 200, byId.text);
    const byEmail = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: 'SHOBHA.studio@MEMBER-AUTH.test',
      password: PASSWORD,
    });
    assert.equal(byEmail.status, 200, byEmail.text);
    assert.equal(byEmail.json.member.id, member.id);
  });

  it("sends an approved member who has no password yet to set one up (422 'Password Setup Required')", async () => {
    const { member } = await members.approved();
    const res = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: member.email,
      password: 'anything-long',
    });
    assert.equal(res.status, 422);
    assert.equal(res.json.message, 'Password Setup Required');
  });

  it('tells pending and suspended members why they cannot sign in', async () => {
    const pending = await members.pending();
    const waiting = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: pending.memberId,
      password: 'anything-long',
    });
    assert.equal(waiting.status, 403);
    assert.equal(
      waiting.json.message,
      'Your membership application is pending approval. You will receive an e-mail once it is reviewed.',
    );

    const rejected = await members.pending();
    await members.reject(rejected.id, 'Incomplete documents');
    const suspended = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: rejected.phone,
      password: 'anything-long',
    });
    assert.equal(suspended.status, 403);
    assert.equal(
      suspended.json.message,
      'Your membership has been suspended. Please contact the association for help.',
    );
  });

  it("answers unknown accounts with 401 'Invalid member credentials' and bad input with the spec's messages", async () => {
    const unknown = await new ApiClient(stack.url).post('/api/auth/member/login', {
      identifier: 'PHOTO9999',
      password: 'whatever-1',
    });
    assert.equal(unknown.status, 401);
    assert.equal(unknown.json.message, 'Invalid member credentials');
    const bad = await new ApiClient(stack.url).post('/api/auth/member/login', { identifier: '', password: '123' });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json.errors, [
      { field: 'identifier', message: 'Member ID or email is required' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
  });

  it('slows down wrong passwords instead of locking the account: the member signs in from their own device at once, and from a new IP after a short wait', async () => {
    const member = await members.withPassword(PASSWORD);
    const own = await new ApiClient(stack.url).post(
      '/api/auth/member/login',
      { identifier: member.memberId, password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.41' },
    );
    assert.equal(own.status, 200, own.text);
    const device = own.headers
      .getSetCookie()
      .find((c) => c.startsWith('portal.device='))
      ?.split(';')[0];
    assert.ok(device, 'the device is remembered');
    const attacker = { 'x-forwarded-for': '203.0.113.66' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await new ApiClient(stack.url).post(
        '/api/auth/member/login',
        { identifier: member.memberId, password: `wrong-${attempt}-pass` },
        attacker,
      );
      assert.equal(res.status, 401, `attempt ${attempt}`);
    }
    const slowed = await new ApiClient(stack.url).post(
      '/api/auth/member/login',
      { identifier: member.memberId, password: PASSWORD },
      attacker,
    );
    assert.equal(slowed.status, 429, 'from that IP even the right password waits a little');
    assert.match(slowed.json.message, /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/);
    const retryAfter = Number(slowed.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 5, `Retry-After: ${slowed.headers.get('retry-after')}`);
    assert.equal(slowed.headers.get('set-cookie'), null, 'no session while slowed down');

    const ownDevice = await new ApiClient(stack.url).post(
      '/api/auth/member/login',
      { identifier: member.memberId, password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.41', cookie: device },
    );
    assert.equal(ownDevice.status, 200, `the member on their own device: ${ownDevice.text}`);

    // The account's failures from all addresses make a new IP wait its turn too (sign-in-guessing.spec), seconds at most.
    const started = Date.now();
    const elsewhere = await waitFor(
      async () => {
        const res = await new ApiClient(stack.url).post(
          '/api/auth/member/login',
          { identifier: member.memberId, password: PASSWORD },
          { 'x-forwarded-for': '198.51.100.40' },
        );
        assert.ok(res.status === 200 || res.status === 429, res.text);
        return res.status === 200 && res;
      },
      { timeoutMs: 10_000, intervalMs: 250, what: 'the member signing in from another IP' },
    );
    assert.ok(Date.now() - started < 5_000, `the member from another IP waited ${Date.now() - started} ms`);
    assert.equal(elsewhere.json.member.id, member.id);
  });
});
