import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';
import { MemberAccounts } from './member-auth.fixtures';

const INVALID_SETUP = 'This set-up link is invalid or has expired. Request a new one.';
const INVALID_RESET =
  'The password reset link you clicked is invalid, expired, or has already been used. Please request a new password reset link.';
const SETUP_ANSWER = { success: true, message: 'If an account matches, we have e-mailed a link to set your password.' };
const RESET_ANSWER = { success: true, message: 'If an account matches, we have e-mailed a password reset link.' };

/** Set-up, forgot, reset and change password through the gateway (issue 4; DESIGN.md §7). */
describe('member password flows', () => {
  let stack: TestStack;
  let members: MemberAccounts;

  beforeAll(async () => {
    // Every use of an e-mailed link counts against one client's budget; this file uses more links
    // than a person would in 15 minutes (rate-limit.spec.ts checks the limits themselves).
    stack = await startTestStack({ env: { RATE_LIMIT_PASSWORD_LINK: '100/15m' } });
    members = await MemberAccounts.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const anonymous = () => new ApiClient(stack.url);

  async function loggedIn(identifier: string, password: string): Promise<ApiClient> {
    const api = anonymous();
    const res = await api.post('/api/auth/member/login', { identifier, password });
    assert.equal(res.status, 200, `login: ${res.text}`);
    return api;
  }

  it('uses a set-up link once, and refuses a reused or forged one with a clear message', async () => {
    const { member, token } = await members.approved();
    const first = await anonymous().post('/api/auth/setup-password', {
      loginId: member.email,
      newPassword: 'Canon-R5-Hubli',
      token,
    });
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.json, { success: true, message: 'Your password has been set. You can now log in.' });

    const reused = await anonymous().post('/api/auth/setup-password', {
      loginId: member.email,
      newPassword: 'Someone-Else-1',
      token,
    });
    assert.equal(reused.status, 400);
    assert.equal(reused.json.message, INVALID_SETUP);
    const forged = await anonymous().post('/api/auth/setup-password', {
      loginId: member.memberId,
      newPassword: 'Someone-Else-1',
      token: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    assert.equal(forged.status, 400);
    assert.equal(forged.json.message, INVALID_SETUP);
  });

  it("without a link, e-mails a fresh one, keeps the approval e-mail's link working, and answers an unknown account exactly the same", async () => {
    const { member, token: old } = await members.approved();
    const known = await anonymous().post('/api/auth/setup-password', {
      loginId: `+91 ${member.phone}`,
      newPassword: 'Fuji-XT4-Udupi',
    });
    assert.equal(known.status, 200);
    assert.deepEqual(known.json, SETUP_ANSWER);
    const unknown = await anonymous().post('/api/auth/setup-password', {
      loginId: 'nobody@member-auth.test',
      newPassword: 'Fuji-XT4-Udupi',
    });
    assert.equal(unknown.status, 200);
    assert.equal(unknown.text, known.text, 'nothing tells whether the account exists');

    const fresh = await members.linkToken(member.email, '/setup-password');
    const checkOld = await anonymous().get(`/api/auth/setup-password/verify?token=${old}`);
    assert.equal(checkOld.json.valid, true, 'typing the member id elsewhere did not void the e-mailed link');
    const withOld = await anonymous().post('/api/auth/setup-password', {
      loginId: member.memberId,
      newPassword: 'Fuji-XT4-Udupi',
      token: old,
    });
    assert.equal(withOld.status, 200, withOld.text);
    const withFresh = await anonymous().post('/api/auth/setup-password', {
      loginId: member.memberId,
      newPassword: 'Someone-Else-1',
      token: fresh,
    });
    assert.equal(withFresh.status, 400, 'once a password is set, the other links are void');
    assert.equal(withFresh.json.message, INVALID_SETUP);
  });

  it('tells the set-up page whom a link is for without the member retyping their id, and that a used link is dead', async () => {
    const { member, token } = await members.approved({ firstName: 'Shalini' });
    const check = await anonymous().get(`/api/auth/setup-password/verify?token=${token}`);
    assert.equal(check.status, 200, check.text);
    assert.deepEqual(Object.keys(check.json).sort(), ['firstName', 'maskedMemberId', 'valid']);
    assert.equal(check.json.valid, true);
    assert.equal(check.json.firstName, 'Shalini');
    assert.notEqual(check.json.maskedMemberId, member.memberId, 'the member id is masked');
    assert.equal(check.json.maskedMemberId.slice(-2), member.memberId.slice(-2));

    const set = await anonymous().post('/api/auth/setup-password', { token, newPassword: 'Nikon-Z6-Dharwad' });
    assert.equal(set.status, 200, set.text);
    await loggedIn(member.memberId, 'Nikon-Z6-Dharwad');

    assert.deepEqual((await anonymous().get(`/api/auth/setup-password/verify?token=${token}`)).json, { valid: false });
    assert.deepEqual((await anonymous().get('/api/auth/setup-password/verify?token=not-a-token')).json, {
      valid: false,
    });
    const missing = await anonymous().get('/api/auth/setup-password/verify');
    assert.equal(missing.status, 400);
    assert.deepEqual(missing.json.errors, [{ field: 'token', message: 'The link is missing its token' }]);
  });

  it("resets a forgotten password once through the e-mailed link and ends the member's other sessions", async () => {
    const member = await members.withPassword('Old-Password-1');
    const stolen = await loggedIn(member.memberId, 'Old-Password-1');

    const known = await anonymous().post('/api/auth/forgot-password', { loginId: member.email.toUpperCase() });
    assert.equal(known.status, 200);
    assert.deepEqual(known.json, RESET_ANSWER);
    const unknown = await anonymous().post('/api/auth/forgot-password', { loginId: 'PHOTO99999' });
    assert.equal(unknown.text, known.text, 'the same answer for an unknown account');

    const token = await members.linkToken(member.email, '/reset-password');
    const check = await anonymous().get(`/api/auth/reset-password/verify?token=${token}`);
    assert.deepEqual(check.json, { valid: true });
    const reset = await anonymous().post('/api/auth/reset-password', { token, newPassword: 'New-Password-2' });
    assert.equal(reset.status, 200, reset.text);
    assert.deepEqual(reset.json, { success: true, message: 'Your password has been reset. You can now log in.' });

    assert.equal((await stolen.get('/api/auth/user')).text, '', 'the session opened with the old password is gone');
    assert.deepEqual((await anonymous().get(`/api/auth/reset-password/verify?token=${token}`)).json, { valid: false });
    const again = await anonymous().post('/api/auth/reset-password', { token, newPassword: 'Third-Password-3' });
    assert.equal(again.status, 400);
    assert.equal(again.json.message, INVALID_RESET);
    await loggedIn(member.memberId, 'New-Password-2');
  });

  it('refuses an expired reset link', async () => {
    const member = await members.withPassword('Old-Password-1');
    await anonymous().post('/api/auth/forgot-password', { loginId: member.memberId });
    const token = await members.linkToken(member.email, '/reset-password');
    // An hour passes.
    const identity = new Client({ connectionString: stack.databaseUrl('identity') });
    await identity.connect();
    await identity.query(`UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE member_uuid = $1`, [
      member.id,
    ]);
    await identity.end();
    assert.deepEqual((await anonymous().get(`/api/auth/reset-password/verify?token=${token}`)).json, { valid: false });
    const res = await anonymous().post('/api/auth/reset-password', { token, newPassword: 'New-Password-2' });
    assert.equal(res.status, 400);
    assert.equal(res.json.message, INVALID_RESET);
  });

  it('asks for 8-character passwords on the password flows', async () => {
    const res = await anonymous().post('/api/auth/reset-password', { token: 'anything', newPassword: 'short' });
    assert.equal(res.status, 400);
    assert.deepEqual(res.json.errors, [
      { field: 'newPassword', message: 'Password must be at least 8 characters long' },
    ]);
  });

  it('lets a signed-in member change the password with the right current one, ending their other sessions', async () => {
    const member = await members.withPassword('Old-Password-1');
    const here = await loggedIn(member.memberId, 'Old-Password-1');
    const elsewhere = await loggedIn(member.phone, 'Old-Password-1');

    const wrong = await here.post('/api/auth/member/change-password', {
      currentPassword: 'not-my-password',
      newPassword: 'New-Password-2',
    });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.field, 'currentPassword');
    assert.deepEqual(wrong.json.errors, [{ field: 'currentPassword', message: 'Current password is incorrect' }]);

    const changed = await here.post('/api/auth/member/change-password', {
      currentPassword: 'Old-Password-1',
      newPassword: 'New-Password-2',
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.json.success, true);
    assert.equal(changed.json.memberUuid, undefined);
    assert.equal((await here.get('/api/auth/user')).json.id, member.id, 'this session stays');
    assert.equal((await elsewhere.get('/api/auth/user')).text, '', 'the other session ended');
    await loggedIn(member.email, 'New-Password-2');

    assert.equal(
      (
        await anonymous().post('/api/auth/member/change-password', {
          currentPassword: 'x',
          newPassword: 'New-Password-3',
        })
      ).status,
      401,
    );
    const asAdmin = await members.admin.post('/api/auth/member/change-password', {
      currentPassword: 'x',
      newPassword: 'New-Password-3',
    });
    assert.equal(asAdmin.status, 403);
  });
});
