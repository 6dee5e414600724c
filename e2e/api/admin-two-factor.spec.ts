import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommonErrorCode, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { adminClient } from '../support/fixtures/members';
import { signedInStaff } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, startTestStack, TestStack } from '../support/test-stack';
import { codeFor, enableWithPreviousCode, enrolled, refusal } from './admin-two-factor.fixtures';

const NEW_DEVICE = 'New sign-in to your admin account';

/**
 * Two-factor sign-in for admins (DESIGN.md §6): an admin turns it on for their own account with an authenticator
 * app; from then on the right password alone signs nobody in, the code from the app (each once) or a recovery
 * code (each once) completes the sign-in. Each test's admin is their own invited account, so the seeded admin
 * stays password-only for every other file on the shared stack.
 */
describe('admin two-factor sign-in', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let staff: { api: ApiClient; id: string; email: string; password: string };
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    staff = await signedInStaff(stack, admin, 'admin');
  });
  afterAll(async () => {
    // The stack is shared with the files after this one: it keeps a single administrator, as they expect.
    if (staff) await admin.put(`/api/admin-accounts/${staff.id}/role`, { role: 'viewer' });
    await stack?.teardown();
  });

  const anonymous = () => new ApiClient(stack.url);
  const newDeviceNotices = () =>
    stack
      .mailCatcher!.messages()
      .filter((m) => m.subject === NEW_DEVICE && m.envelope.rcptTo.some((r) => r.toLowerCase() === staff.email));
  /** The e-mail to the admin with `subject`, once it has arrived. */
  const mailed = (subject: string) =>
    stack.mailCatcher!.waitForMessage(
      (m) => m.subject === subject && m.envelope.rcptTo.some((r) => r.toLowerCase() === staff.email),
      20_000,
    );
  /** A browser that gave the right password and is asked for the code. */
  async function passwordStep(): Promise<ApiClient> {
    const browser = anonymous();
    const res = await browser.post('/api/auth/admin/login', { email: staff.email, password: staff.password });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.json, { twoFactorRequired: true });
    return browser;
  }

  it('sets up with a secret and an otpauth link, refuses a wrong code, and turns on with the app’s code', async () => {
    const me = await staff.api.get('/api/auth/user');
    assert.equal(me.json.twoFactorEnabled, false);

    const setup = await staff.api.post('/api/auth/admin/two-factor/setup', {});
    assert.equal(setup.status, 200, setup.text);
    secret = setup.json.secret;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.ok(
      setup.json.otpauthUrl.startsWith(`otpauth://totp/KPWA%20Portal:${encodeURIComponent(staff.email)}?`),
      setup.json.otpauthUrl,
    );
    const link = new URL(setup.json.otpauthUrl);
    assert.equal(link.searchParams.get('secret'), secret);
    assert.equal(link.searchParams.get('issuer'), 'KPWA Portal');

    const wrongCode = codeFor(secret) === '000000' ? '111111' : '000000';
    const wrong = await staff.api.post('/api/auth/admin/two-factor/enable', { code: wrongCode });
    assert.deepEqual(refusal(wrong), [
      400,
      IdentityErrorCode.InvalidTwoFactorCode,
      'The code is not valid. Please try again.',
    ]);
    const malformed = await staff.api.post('/api/auth/admin/two-factor/enable', { code: '12ab' });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.json.errors[0].message, IdentityMessages.TwoFactorCodeRequired);

    const enabled = await enableWithPreviousCode(staff.api, secret);
    assert.equal(enabled.status, 200, enabled.text);
    recoveryCodes = enabled.json.recoveryCodes;
    assert.equal(recoveryCodes.length, 10);
    assert.equal(new Set(recoveryCodes).size, 10);

    assert.equal((await staff.api.get('/api/auth/user')).json.twoFactorEnabled, true);
    const listed = (await admin.get('/api/admin-accounts')).json as Array<{ id: string; twoFactorEnabled: boolean }>;
    assert.equal(listed.find((a) => a.id === staff.id)?.twoFactorEnabled, true, 'administrators see who enrolled');
    await mailed('Two-factor sign-in was turned on for your account');
    const again = await staff.api.post('/api/auth/admin/two-factor/setup', {});
    assert.deepEqual(refusal(again).slice(0, 2), [409, IdentityErrorCode.TwoFactorAlreadyEnabled]);
  });

  it('gives fresh recovery codes for a code from the app; the old ones stop working', async () => {
    const renewed = await staff.api.post('/api/auth/admin/two-factor/recovery-codes', { code: codeFor(secret) });
    assert.equal(renewed.status, 200, renewed.text);
    assert.equal(renewed.json.recoveryCodes.length, 10);
    const old = recoveryCodes;
    recoveryCodes = renewed.json.recoveryCodes;
    const browser = await passwordStep();
    const nothing = await browser.post('/api/auth/admin/login/two-factor', { recoveryCode: null });
    assert.deepEqual(refusal(nothing).slice(0, 2), [400, 'VALIDATION_FAILED'], 'neither a code nor a recovery code');
    const stale = await browser.post('/api/auth/admin/login/two-factor', { recoveryCode: old[0] });
    assert.deepEqual(refusal(stale).slice(0, 2), [400, IdentityErrorCode.InvalidTwoFactorCode]);
  });

  it('asks for the code after the right password, signs in with it with the account’s role, and refuses it replayed', async () => {
    const noticesBefore = newDeviceNotices().length;
    const browser = await passwordStep();
    assert.equal((await browser.get('/api/auth/user')).text, '', 'the password alone signs nobody in');
    assert.equal((await browser.get('/api/admin-accounts')).status, 401);

    const wrong = await browser.post('/api/auth/admin/login/two-factor', {
      code: '999999' === codeFor(secret, 1) ? '888888' : '999999',
    });
    assert.deepEqual(refusal(wrong), [
      400,
      IdentityErrorCode.InvalidTwoFactorCode,
      IdentityMessages.InvalidTwoFactorCode,
    ]);

    const code = codeFor(secret, 1);
    const pendingCookie = browser.sessionCookie;
    const signedIn = await browser.post('/api/auth/admin/login/two-factor', { code });
    assert.equal(signedIn.status, 200, signedIn.text);
    assert.equal(signedIn.json.admin.id, staff.id);
    assert.equal(signedIn.json.admin.twoFactorEnabled, true);
    assert.notEqual(browser.sessionCookie, pendingCookie, 'a new session id');
    assert.ok(
      signedIn.headers.getSetCookie().some((c) => c.startsWith('portal.device=')),
      'the device is remembered',
    );
    assert.equal((await browser.get('/api/admin-accounts')).status, 200, 'the administrator role is in the session');
    assert.notEqual((await browser.get('/api/auth/user')).json.lastLoginAt, null);
    await stack.mailCatcher!.waitForMessage(() => newDeviceNotices().length > noticesBefore, 20_000);

    const replayer = await passwordStep();
    const replayed = await replayer.post('/api/auth/admin/login/two-factor', { code });
    assert.deepEqual(refusal(replayed).slice(0, 2), [400, IdentityErrorCode.InvalidTwoFactorCode]);
    assert.equal((await replayer.get('/api/auth/user')).text, '');
  });

  it('refuses the code step without a password step before it', async () => {
    const res = await anonymous().post('/api/auth/admin/login/two-factor', { code: codeFor(secret) });
    assert.deepEqual(refusal(res), [401, IdentityErrorCode.TwoFactorNotPending, IdentityMessages.TwoFactorNotPending]);
  });

  it('signs in with a recovery code once; the same code then fails', async () => {
    const [code] = recoveryCodes;
    const browser = await passwordStep();
    const res = await browser.post('/api/auth/admin/login/two-factor', { recoveryCode: code.toUpperCase() });
    assert.equal(res.status, 200, res.text);
    assert.equal((await browser.get('/api/auth/user')).json.id, staff.id);

    const again = await passwordStep();
    const reused = await again.post('/api/auth/admin/login/two-factor', { recoveryCode: code });
    assert.deepEqual(refusal(reused).slice(0, 2), [400, IdentityErrorCode.InvalidTwoFactorCode]);
  });

  it('turns off only with the password and a code; then the password alone signs in again', async () => {
    const noPassword = await staff.api.post('/api/auth/admin/two-factor/disable', {
      currentPassword: 'not-the-password',
      code: recoveryCodes[1],
    });
    assert.deepEqual(refusal(noPassword).slice(0, 2), [400, IdentityErrorCode.WrongCurrentPassword]);
    const noCode = await staff.api.post('/api/auth/admin/two-factor/disable', {
      currentPassword: staff.password,
      code: 'aaaaa-aaaaa',
    });
    assert.deepEqual(refusal(noCode).slice(0, 2), [400, IdentityErrorCode.InvalidTwoFactorCode]);
    const missing = await staff.api.post('/api/auth/admin/two-factor/disable', { currentPassword: staff.password });
    assert.equal(missing.status, 400);

    const off = await staff.api.post('/api/auth/admin/two-factor/disable', {
      currentPassword: staff.password,
      code: recoveryCodes[1],
    });
    assert.equal(off.status, 200, off.text);
    assert.equal((await staff.api.get('/api/auth/user')).json.twoFactorEnabled, false);
    await mailed('Two-factor sign-in was turned off for your account');
    const login = await anonymous().post('/api/auth/admin/login', { email: staff.email, password: staff.password });
    assert.equal(login.status, 200, login.text);
    assert.equal(login.json.admin.id, staff.id);
  });

  it('keeps the set-up to the signed-in admin: a member or nobody is refused', async () => {
    assert.equal((await anonymous().post('/api/auth/admin/two-factor/setup', {})).status, 401);
  });
});

/**
 * Wrong codes count against the sign-in budgets as wrong passwords do (on the gateway's default per-account
 * limits here, 3 failures per account and address before the waits start): knowing the password does not buy
 * more guesses at the code.
 */
describe('admin two-factor sign-in under the sign-in budget', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ env: { RATE_LIMIT_LOGIN_ACCOUNT: '3/24h' } });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('answers 429 once the account’s wrong codes use up its budget, even for the right code', async () => {
    const admin = await adminClient(stack);
    const staff = await signedInStaff(stack, admin, 'viewer');
    const { secret } = await enrolled(staff.api);
    const browser = new ApiClient(stack.url);
    const step = await browser.post('/api/auth/admin/login', { email: staff.email, password: staff.password });
    assert.deepEqual(step.json, { twoFactorRequired: true });
    const right = codeFor(secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let n = 1; n <= 3; n += 1) {
      const res = await browser.post('/api/auth/admin/login/two-factor', { code: wrong });
      assert.deepEqual(refusal(res).slice(0, 2), [400, IdentityErrorCode.InvalidTwoFactorCode], `wrong code ${n}`);
    }
    const stopped = await browser.post('/api/auth/admin/login/two-factor', { code: right });
    assert.equal(stopped.status, 429, stopped.text);
    assert.equal(stopped.json.code, CommonErrorCode.RateLimited);
    assert.match(stopped.json.message, /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/);
    assert.ok(Number(stopped.headers.get('retry-after')) >= 1);
    const passwordAgain = await new ApiClient(stack.url).post('/api/auth/admin/login', {
      email: staff.email,
      password: staff.password,
    });
    assert.equal(passwordAgain.status, 429, 'a new password step from the same address waits too');
  });
});
