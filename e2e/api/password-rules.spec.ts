import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { IdentityMessages } from '@portal/contracts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { MemberAccounts } from './member-auth.fixtures';

const GOOD = 'Nikon-Z6-Dharwad-Falls';

/** Passwords people cannot guess (issue 27) through the gateway: set-up link, reset link and change. */
describe('common and personal passwords', () => {
  let stack: TestStack;
  let members: MemberAccounts;

  beforeAll(async () => {
    stack = await sharedTestStack();
    members = await MemberAccounts.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const anonymous = () => new ApiClient(stack.url);

  /** The answer a refused password gets: 400 with the reason, also on the new-password field. */
  function assertRefused(res: { status: number; json: any; text: string }, message: string) {
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.message, message);
    assert.deepEqual(res.json.errors, [{ field: 'newPassword', message }]);
  }

  it('refuses a common and a personal password on the set-up link, which then takes a good one', async () => {
    const { member, token } = await members.approved();
    const setUp = (newPassword: string) =>
      anonymous().post('/api/auth/setup-password', { loginId: member.memberId, newPassword, token });

    assertRefused(await setUp('password'), IdentityMessages.PasswordTooCommon);
    assertRefused(await setUp('12345678'), IdentityMessages.PasswordTooCommon);
    assertRefused(await setUp(member.email), IdentityMessages.PasswordTooPersonal);
    assertRefused(await setUp(`${member.firstName}${member.lastName}!`), IdentityMessages.PasswordTooPersonal);

    const good = await setUp(GOOD);
    assert.equal(good.status, 200, good.text);
    const login = await anonymous().post('/api/auth/member/login', { identifier: member.memberId, password: GOOD });
    assert.equal(login.status, 200, login.text);
  });

  it('refuses a common and a personal password on the reset link and on change, keeping the password that works', async () => {
    const member = await members.withPassword(GOOD);
    const forgot = await anonymous().post('/api/auth/forgot-password', { loginId: member.memberId });
    assert.equal(forgot.status, 200, forgot.text);
    const token = await members.linkToken(member.email, '/reset-password');
    const reset = (newPassword: string) => anonymous().post('/api/auth/reset-password', { token, newPassword });

    assertRefused(await reset('iloveyou'), IdentityMessages.PasswordTooCommon);
    assertRefused(await reset(`${member.phone}#`), IdentityMessages.PasswordTooPersonal);
    const resetGood = await reset('Canon-R5-Hubli-Lake');
    assert.equal(resetGood.status, 200, resetGood.text);

    const api = anonymous();
    const login = await api.post('/api/auth/member/login', {
      identifier: member.memberId,
      password: 'Canon-R5-Hubli-Lake',
    });
    assert.equal(login.status, 200, login.text);
    const change = (newPassword: string) =>
      api.post('/api/auth/member/change-password', { currentPassword: 'Canon-R5-Hubli-Lake', newPassword });
    assertRefused(await change('aaaaaaaa'), IdentityMessages.PasswordTooCommon);
    assertRefused(await change(`${member.memberId.toLowerCase()}-2026`), IdentityMessages.PasswordTooPersonal);
    const changed = await change('Fuji-XT4-Udupi-Coast');
    assert.equal(changed.status, 200, changed.text);
  });
});
