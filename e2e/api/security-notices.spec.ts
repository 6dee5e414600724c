import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { SESSION_END_MESSAGES } from '@portal/contracts';
import { Client } from 'pg';
import { waitFor } from '@portal/testing';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { portalSettled } from '../support/fixtures/settled';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

const PASSWORD_CHANGED = 'Your password was changed';
const PASSWORD_RESET = 'Your password was reset';
const EMAIL_CHANGED = 'Your e-mail address was changed';
const NEW_DEVICE = 'New sign-in to your admin account';

/**
 * Security notices (issue 27) over the whole stack: each e-mail arrives once, the restore link puts the old
 * address back and ends every session, and a device signed out elsewhere hears why on its next request.
 */
describe('security notices', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** The e-mails the catcher holds for one address with one subject. */
  function mails(to: string, subject: string) {
    return stack
      .mailCatcher!.messages()
      .filter((m) => m.subject === subject && m.envelope.rcptTo.some((r) => r.toLowerCase() === to.toLowerCase()));
  }

  /** The newest e-mail to `to` with `subject`, once it has arrived. */
  async function mailArrived(to: string, subject: string) {
    return stack.mailCatcher!.waitForMessage(
      (m) => m.subject === subject && m.envelope.rcptTo.some((r) => r.toLowerCase() === to.toLowerCase()),
      20_000,
    );
  }

  /** The device's next request is refused with the session-ended code and why, and only once. */
  async function signedOutBecause(device: ApiClient, memberUuid: string, message: string): Promise<void> {
    const res = await device.get(`/api/members/${memberUuid}`);
    assert.equal(res.status, 401, res.text);
    assert.deepEqual([res.json.code, res.json.message], ['SESSION_EXPIRED', message]);
    const again = await device.get(`/api/members/${memberUuid}`);
    assert.equal(again.json.code, 'UNAUTHENTICATED', 'the reason is told once; the session is gone');
  }

  async function secondDevice(me: MemberSession): Promise<ApiClient> {
    const device = await sessions.login(me.member.memberId, me.password);
    assert.equal((await device.get(`/api/members/${me.member.id}`)).status, 200);
    return device;
  }

  it('signs a member suspended by the admin out at their next look at the portal, saying why, once', async () => {
    const me = await sessions.signedIn({ firstName: 'Shivaraj' });
    assert.equal((await me.api.get('/api/auth/user')).json?.userType, 'member', 'signed in before');
    const suspended = await sessions.admin.put(`/api/members/${me.member.id}`, { status: 'suspended' });
    assert.equal(suspended.status, 200, suspended.text);
    const res = await me.api.get('/api/auth/user');
    assert.deepEqual([res.status, res.text, res.headers.get('x-session-expired')], [200, '', 'account-closed']);
    const again = await me.api.get('/api/auth/user');
    assert.deepEqual(
      [again.text, again.headers.get('x-session-expired')],
      ['', null],
      'told once; the session is gone',
    );
  });

  it('e-mails the member once when they change their password, and tells their other device why it was signed out', async () => {
    const me = await sessions.signedIn({ firstName: 'Lakshmi' });
    const phone = await secondDevice(me);
    const res = await me.api.post('/api/auth/member/change-password', {
      currentPassword: me.password,
      newPassword: 'Nikon-Z8-Dharwad-2026',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal((await me.api.get(`/api/members/${me.member.id}`)).status, 200, 'this device stays signed in');
    await signedOutBecause(phone, me.member.id, SESSION_END_MESSAGES['password-changed']);
    await portalSettled(stack);
    const sent = mails(me.member.email, PASSWORD_CHANGED);
    assert.equal(sent.length, 1);
    assert.match(sent[0].text, /was changed on/);
  });

  it('e-mails the member once when their password is reset, and the signed-in device hears why on its next request', async () => {
    const me = await sessions.signedIn({ firstName: 'Girish' });
    const anonymous = new ApiClient(stack.url);
    assert.equal((await anonymous.post('/api/auth/forgot-password', { loginId: me.member.memberId })).status, 200);
    const token = await sessions.accounts.linkToken(me.member.email, '/reset-password');
    const reset = await anonymous.post('/api/auth/reset-password', { token, newPassword: 'Sony-A7-Kalaburagi-9' });
    assert.equal(reset.status, 200, reset.text);
    await signedOutBecause(me.api, me.member.id, SESSION_END_MESSAGES['password-changed']);
    await portalSettled(stack);
    assert.equal(mails(me.member.email, PASSWORD_RESET).length, 1);
    assert.equal(mails(me.member.email, PASSWORD_CHANGED).length, 0);
  });

  it('tells the OLD address once of a new e-mail address; its link restores the old one and ends every session', async () => {
    const me = await sessions.signedIn({ firstName: 'Nandini' });
    const oldEmail: string = me.member.email;
    const phone = await secondDevice(me);
    const newEmail = `nandini.${randomBytes(4).toString('hex')}@elsewhere.test`;
    assert.equal((await me.api.put(`/api/members/${me.member.id}`, { email: newEmail })).status, 200);
    const confirmToken = await sessions.accounts.linkToken(newEmail, '/confirm-email');
    const confirmed = await new ApiClient(stack.url).post('/api/members/email-change/confirm', { token: confirmToken });
    assert.equal(confirmed.status, 200, confirmed.text);

    const notice = await mailArrived(oldEmail, EMAIL_CHANGED);
    assert.ok(notice.text.includes(newEmail), notice.text);
    assert.match(notice.text, /valid for 7 days/);
    const restoreToken = /\/restore-email\?token=([A-Za-z0-9_-]+)/.exec(notice.text)?.[1];
    assert.ok(restoreToken, notice.text);
    await portalSettled(stack);
    assert.equal(mails(oldEmail, EMAIL_CHANGED).length, 1);
    assert.equal(mails(newEmail, EMAIL_CHANGED).length, 0, 'the new address is not told');

    // Followed in the browser the member is signed in on: that session ends too, and says why.
    const restored = await me.api.post('/api/members/email-change/restore', { token: restoreToken });
    assert.equal(restored.status, 200, restored.text);
    assert.deepEqual(restored.json, { email: oldEmail });
    const record = await sessions.admin.get(`/api/members/${me.member.id}`);
    assert.equal(record.json.email, oldEmail);
    await signedOutBecause(me.api, me.member.id, SESSION_END_MESSAGES['email-restored']);
    await signedOutBecause(phone, me.member.id, SESSION_END_MESSAGES['email-restored']);

    const reused = await new ApiClient(stack.url).post('/api/members/email-change/restore', { token: restoreToken });
    assert.equal(reused.status, 400, 'the link works once');
    // The member signs in with the old address again once identity has it back.
    await identityKnows(me.member.id, oldEmail);
    await sessions.login(oldEmail, me.password);
  });

  it('e-mails the admin once for a sign-in from a new device, and not for a device that signed in before', async () => {
    const marker = randomBytes(6).toString('hex');
    const signIn = (browser: string, cookie?: string) =>
      fetch(`${stack.url}/api/auth/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': browser, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ email: stack.admin.email, password: stack.admin.password }),
      });
    const first = await signIn(`NewDeviceSpec-${marker}-first`);
    assert.equal(first.status, 200);
    const device = first.headers.getSetCookie().find((c) => c.startsWith('portal.device='));
    assert.ok(device, 'the device is remembered');
    const again = await signIn(`NewDeviceSpec-${marker}-again`, device.split(';')[0]);
    assert.equal(again.status, 200);
    await portalSettled(stack);
    const ours = (which: string) =>
      mails(stack.admin.email, NEW_DEVICE).filter((m) => m.text.includes(`NewDeviceSpec-${marker}-${which}`));
    assert.equal(ours('first').length, 1, 'the new device is announced once');
    assert.equal(ours('again').length, 0, 'a known device is not');
  });

  async function identityKnows(memberUuid: string, email: string): Promise<void> {
    const client = new Client({ connectionString: stack.databaseUrl('identity') });
    await client.connect();
    try {
      await waitFor(
        async () =>
          (
            await client.query('SELECT 1 FROM member_credentials WHERE member_uuid = $1 AND lower(email) = lower($2)', [
              memberUuid,
              email,
            ])
          ).rowCount === 1,
        { timeoutMs: 20_000, what: `identity to know ${email}` },
      );
    } finally {
      await client.end();
    }
  }
});
