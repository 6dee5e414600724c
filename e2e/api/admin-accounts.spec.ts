import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import {
  ADMIN_INVITATION_TTL_SECONDS,
  IdentityErrorCode,
  IdentityMessages,
  SESSION_END_MESSAGES,
} from '@portal/contracts';
import { totpCode } from '@portal/platform';
import { Client } from 'pg';
import { adminClient } from '../support/fixtures/members';
import {
  invitationToken,
  invitedStaff,
  signedInStaff,
  STAFF_PASSWORD,
  staffEmail,
  staffLogin,
} from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Several office-bearers, each with their own admin account and role (issue 27): the administrator invites them by
 * e-mail, they choose a password with the link, and sign in with their role's rights; a change of role or a
 * deactivation signs them out at once; at least one active administrator always remains.
 */
describe('admin accounts and invitations', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let adminId: string;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
    adminId = (await admin.get('/api/auth/user')).json.id;
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const anonymous = () => new ApiClient(stack.url);
  const signIn = (email: string, password = STAFF_PASSWORD) =>
    anonymous().post('/api/auth/admin/login', { email, password });
  const accountIn = async (id: string) =>
    ((await admin.get('/api/admin-accounts')).json as Array<{ id: string }>).find((a) => a.id === id) as any;

  /** The device's next request is refused because its session ended, with the reason, once. */
  async function signedOutBecause(device: ApiClient, message: string): Promise<void> {
    const res = await device.get('/api/dashboard/stats');
    assert.equal(res.status, 401, res.text);
    assert.deepEqual([res.json.code, res.json.message], ['SESSION_EXPIRED', message]);
    assert.equal((await device.get('/api/dashboard/stats')).json.code, 'UNAUTHENTICATED', 'told once');
  }

  it('invites a treasurer by e-mail, who chooses a password with the link and works with the treasurer’s rights', async () => {
    const before = Date.now();
    const invited = await invitedStaff(stack, admin, 'treasurer', { firstName: 'Anil', lastName: 'Shetty' });
    assert.deepEqual(
      [invited.account.email, invited.account.role, invited.account.status, invited.account.lastLoginAt],
      [invited.email, 'treasurer', 'invited', null],
    );
    const expiresIn = Date.parse(invited.account.invitationExpiresAt) - before;
    assert.ok(Math.abs(expiresIn - ADMIN_INVITATION_TTL_SECONDS * 1000) < 60_000, `link valid for ${expiresIn} ms`);
    assert.equal((await accountIn(invited.id)).status, 'invited');

    const mail = stack.mailCatcher!.messages().find((m) => m.envelope.rcptTo.includes(invited.email))!;
    assert.ok(mail.text.includes('has invited you'), mail.text);
    assert.ok(mail.text.includes('Role: Treasurer'), mail.text);
    assert.match(mail.text, /Link valid until: .+ IST/);
    assert.ok(mail.text.includes(`/accept-invitation?token=${invited.token}`));

    assert.equal((await signIn(invited.email, 'anything-at-all')).status, 401, 'an invited account cannot sign in');
    const verified = await anonymous().get(`/api/admin-invitations/verify?token=${invited.token}`);
    assert.equal(verified.status, 200, verified.text);
    assert.deepEqual(verified.json, { email: invited.email, firstName: 'Anil', lastName: 'Shetty', role: 'treasurer' });

    for (const [weak, message] of [
      ['password123', IdentityMessages.PasswordTooCommon],
      ['Anil-Shetty-2026', IdentityMessages.PasswordTooPersonal],
    ]) {
      const refused = await anonymous().post('/api/admin-invitations/accept', {
        token: invited.token,
        newPassword: weak,
      });
      assert.equal(refused.status, 400, refused.text);
      assert.deepEqual([refused.json.code, refused.json.message], [IdentityErrorCode.WeakPassword, message]);
      assert.deepEqual(refused.json.errors, [{ field: 'newPassword', message }]);
    }
    const accepted = await anonymous().post('/api/admin-invitations/accept', {
      token: invited.token,
      newPassword: STAFF_PASSWORD,
    });
    assert.equal(accepted.status, 200, accepted.text);
    assert.equal(accepted.json.message, IdentityMessages.InvitationAccepted);

    const again = await anonymous().post('/api/admin-invitations/accept', {
      token: invited.token,
      newPassword: 'Another-Rolleiflex-77',
    });
    assert.equal(again.status, 400, 'the link works once');
    assert.equal(again.json.code, IdentityErrorCode.InvalidInvitationToken);
    assert.equal((await anonymous().get(`/api/admin-invitations/verify?token=${invited.token}`)).status, 400);

    const treasurer = await staffLogin(stack, invited.email);
    const me = await treasurer.get('/api/auth/user');
    assert.deepEqual([me.json.userType, me.json.role, me.json.id], ['admin', 'treasurer', invited.id]);
    const payment = await treasurer.post('/api/payment-records', {});
    assert.equal(payment.status, 400, `money work is allowed (an empty record is refused): ${payment.text}`);
    assert.equal((await treasurer.post('/api/events', {})).status, 403, 'office work is not');
    assert.equal((await treasurer.get('/api/admin-accounts')).status, 403, 'nor are the accounts');
    const listed = await accountIn(invited.id);
    assert.equal(listed.status, 'active');
    assert.equal(listed.invitationExpiresAt, null);
    assert.notEqual(listed.lastLoginAt, null);
  });

  it('refuses to invite an e-mail address another admin account has, whatever its case (409)', async () => {
    const { email } = await invitedStaff(stack, admin, 'viewer');
    const taken = await admin.post('/api/admin-accounts/invitations', {
      email: email.toUpperCase(),
      firstName: 'Someone',
      role: 'secretary',
    });
    assert.equal(taken.status, 409, taken.text);
    assert.deepEqual(
      [taken.json.code, taken.json.message],
      [IdentityErrorCode.AdminEmailTaken, IdentityMessages.AdminEmailTaken],
    );
    const seeded = await admin.post('/api/admin-accounts/invitations', {
      email: stack.admin.email,
      firstName: 'Someone',
      role: 'viewer',
    });
    assert.equal(seeded.status, 409, seeded.text);
    const badRole = await admin.post('/api/admin-accounts/invitations', {
      email: staffEmail('x'),
      firstName: 'Someone',
      role: 'owner',
    });
    assert.equal(badRole.status, 400, badRole.text);
  });

  it('sends a still-invited account a fresh link that replaces the old one, and an active account none (409)', async () => {
    const invited = await invitedStaff(stack, admin, 'secretary');
    const fresh = await admin.post(`/api/admin-accounts/${invited.id}/invitation`);
    assert.equal(fresh.status, 200, fresh.text);
    assert.equal(fresh.json.status, 'invited');
    const newToken = await invitationToken(stack, invited.email);
    assert.notEqual(newToken, invited.token);
    const old = await anonymous().get(`/api/admin-invitations/verify?token=${invited.token}`);
    assert.equal(old.status, 400, 'the older link no longer works');
    const accepted = await anonymous().post('/api/admin-invitations/accept', {
      token: newToken,
      newPassword: STAFF_PASSWORD,
    });
    assert.equal(accepted.status, 200, accepted.text);
    const none = await admin.post(`/api/admin-accounts/${invited.id}/invitation`);
    assert.equal(none.status, 409, none.text);
    assert.deepEqual(
      [none.json.code, none.json.message],
      [IdentityErrorCode.AdminNotInvited, IdentityMessages.AdminNotInvited],
    );
  });

  it('signs an admin out everywhere when their role changes; signed in again they have the new role’s rights', async () => {
    const staff = await signedInStaff(stack, admin, 'treasurer');
    const otherDevice = await staffLogin(stack, staff.email);
    const changed = await admin.request('PUT', `/api/admin-accounts/${staff.id}/role`, { role: 'secretary' });
    assert.equal(changed.status, 200, changed.text);
    assert.deepEqual([changed.json.id, changed.json.role, changed.json.status], [staff.id, 'secretary', 'active']);
    await signedOutBecause(staff.api, SESSION_END_MESSAGES['role-changed']);
    await signedOutBecause(otherDevice, SESSION_END_MESSAGES['role-changed']);

    const secretary = await staffLogin(stack, staff.email);
    assert.equal((await secretary.get('/api/auth/user')).json.role, 'secretary');
    assert.equal((await secretary.post('/api/events', {})).status, 400, 'office work is allowed now');
    assert.equal((await secretary.post('/api/payment-records', {})).status, 403, 'money work no longer');

    const same = await admin.request('PUT', `/api/admin-accounts/${staff.id}/role`, { role: 'secretary' });
    assert.equal(same.status, 200, same.text);
    assert.equal((await secretary.get('/api/dashboard/stats')).status, 200, 'the same role again signs nobody out');
    assert.equal((await admin.request('PUT', `/api/admin-accounts/${staff.id}/role`, { role: 'boss' })).status, 400);
  });

  it('signs a deactivated admin out and refuses their sign-in; reactivated, they sign in again', async () => {
    const staff = await signedInStaff(stack, admin, 'viewer');
    const deactivated = await admin.post(`/api/admin-accounts/${staff.id}/deactivate`);
    assert.equal(deactivated.status, 200, deactivated.text);
    assert.equal(deactivated.json.status, 'deactivated');
    await signedOutBecause(staff.api, SESSION_END_MESSAGES['account-closed']);
    const refused = await signIn(staff.email);
    assert.equal(refused.status, 401, refused.text);
    assert.equal(refused.json.message, IdentityMessages.InvalidAdminCredentials);
    assert.equal((await accountIn(staff.id)).status, 'deactivated');

    const reactivated = await admin.post(`/api/admin-accounts/${staff.id}/reactivate`);
    assert.equal(reactivated.status, 200, reactivated.text);
    assert.equal(reactivated.json.status, 'active');
    const back = await staffLogin(stack, staff.email);
    assert.equal((await back.get('/api/dashboard/stats')).status, 200);
  });

  it('resets the second factor of an admin who lost their phone: signed out everywhere, e-mailed, in with the password alone', async () => {
    const staff = await signedInStaff(stack, admin, 'treasurer');
    const setup = await staff.api.post('/api/auth/admin/two-factor/setup', {});
    assert.equal(setup.status, 200, setup.text);
    const enabled = await staff.api.post('/api/auth/admin/two-factor/enable', {
      code: totpCode(setup.json.secret, Date.now() - 30_000),
    });
    assert.equal(enabled.status, 200, enabled.text);
    const otherDevice = anonymous();
    const step = await otherDevice.post('/api/auth/admin/login', { email: staff.email, password: STAFF_PASSWORD });
    assert.deepEqual(step.json, { twoFactorRequired: true });
    const signedIn = await otherDevice.post('/api/auth/admin/login/two-factor', {
      recoveryCode: enabled.json.recoveryCodes[0],
    });
    assert.equal(signedIn.status, 200, signedIn.text);
    assert.equal((await accountIn(staff.id)).twoFactorEnabled, true);

    const treasurer = await signedInStaff(stack, admin, 'treasurer');
    const forbidden = await treasurer.api.post(`/api/admin-accounts/${staff.id}/two-factor/reset`);
    assert.equal(forbidden.status, 403, `only administrators reset a second factor: ${forbidden.text}`);
    assert.equal((await otherDevice.get('/api/auth/user')).json.id, staff.id, 'a refused reset signs nobody out');

    const reset = await admin.post(`/api/admin-accounts/${staff.id}/two-factor/reset`);
    assert.equal(reset.status, 200, reset.text);
    assert.deepEqual([reset.json.id, reset.json.twoFactorEnabled, reset.json.status], [staff.id, false, 'active']);
    assert.equal((await accountIn(staff.id)).twoFactorEnabled, false);
    await signedOutBecause(staff.api, SESSION_END_MESSAGES['two-factor-reset']);
    await signedOutBecause(otherDevice, SESSION_END_MESSAGES['two-factor-reset']);
    const notice = await stack.mailCatcher!.waitForMessage(
      (m) =>
        m.subject === 'Your two-factor sign-in was reset by an administrator' &&
        m.envelope.rcptTo.some((r) => r.toLowerCase() === staff.email),
      20_000,
    );
    assert.match(notice.text, /reset the two-factor sign-in of your .+ admin account/);
    assert.equal((await admin.get('/api/auth/user')).status, 200, 'the administrator stays signed in');

    const back = await signIn(staff.email);
    assert.equal(back.status, 200, back.text);
    assert.equal(back.json.admin.id, staff.id, 'the password alone signs them in until they set it up again');

    const again = await admin.post(`/api/admin-accounts/${staff.id}/two-factor/reset`);
    assert.deepEqual(
      [again.status, again.json.code, again.json.message],
      [409, IdentityErrorCode.TwoFactorNotEnabled, IdentityMessages.AccountTwoFactorNotEnabled],
    );
    const own = await admin.post(`/api/admin-accounts/${adminId}/two-factor/reset`);
    assert.deepEqual(
      [own.status, own.json.code, own.json.message],
      [409, IdentityErrorCode.CannotResetOwnTwoFactor, IdentityMessages.CannotResetOwnTwoFactor],
    );
    const unknown = await admin.post('/api/admin-accounts/0b6f3f2e-2f7b-4d2a-9b8e-3c1a1f0e9d21/two-factor/reset');
    assert.deepEqual([unknown.status, unknown.json.code], [404, IdentityErrorCode.UserNotFound]);
  });

  it('keeps at least one active administrator: the last is neither demoted nor deactivated, and nobody deactivates themself', async () => {
    const activeAdministrators = async () =>
      ((await admin.get('/api/admin-accounts')).json as Array<{ id: string; role: string; status: string }>)
        .filter((a) => a.role === 'admin' && a.status === 'active')
        .map((a) => a.id);
    assert.deepEqual(await activeAdministrators(), [adminId], 'the stack’s admin is the only administrator');
    const demoted = await admin.request('PUT', `/api/admin-accounts/${adminId}/role`, { role: 'viewer' });
    assert.equal(demoted.status, 409, demoted.text);
    assert.deepEqual(
      [demoted.json.code, demoted.json.message],
      [IdentityErrorCode.LastAdministrator, 'At least one active administrator is required'],
    );
    const deactivated = await admin.post(`/api/admin-accounts/${adminId}/deactivate`);
    assert.equal(deactivated.status, 409, deactivated.text);
    assert.equal(deactivated.json.code, IdentityErrorCode.LastAdministrator);

    const second = await signedInStaff(stack, admin, 'admin');
    const self = await admin.post(`/api/admin-accounts/${adminId}/deactivate`);
    assert.equal(self.status, 409, self.text);
    assert.deepEqual(
      [self.json.code, self.json.message],
      [IdentityErrorCode.CannotDeactivateSelf, IdentityMessages.CannotDeactivateSelf],
    );
    // The second administrator may manage accounts too, until the first demotes them.
    assert.equal((await second.api.get('/api/admin-accounts')).status, 200);
    const stepDown = await admin.request('PUT', `/api/admin-accounts/${second.id}/role`, { role: 'viewer' });
    assert.equal(stepDown.status, 200, stepDown.text);
    assert.deepEqual(await activeAdministrators(), [adminId]);
    assert.equal((await admin.get('/api/auth/user')).json.role, 'admin', 'the remaining administrator stays signed in');
  });

  it('answers an unknown or expired invitation link with 400 and the same message', async () => {
    const unknown = await anonymous().get('/api/admin-invitations/verify?token=AAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(unknown.status, 400, unknown.text);
    assert.deepEqual(
      [unknown.json.code, unknown.json.message],
      [IdentityErrorCode.InvalidInvitationToken, IdentityMessages.InvalidInvitationToken],
    );
    const invited = await invitedStaff(stack, admin, 'viewer');
    const identity = new Client({ connectionString: stack.databaseUrl('identity') });
    await identity.connect();
    try {
      await identity.query(`UPDATE admin_invitations SET expires_at = now() - interval '1 minute' WHERE user_id = $1`, [
        invited.id,
      ]);
    } finally {
      await identity.end();
    }
    const expired = await anonymous().get(`/api/admin-invitations/verify?token=${invited.token}`);
    assert.equal(expired.status, 400, expired.text);
    assert.equal(expired.json.message, IdentityMessages.InvalidInvitationToken);
    const accept = await anonymous().post('/api/admin-invitations/accept', {
      token: invited.token,
      newPassword: STAFF_PASSWORD,
    });
    assert.equal(accept.status, 400, accept.text);
    assert.equal(accept.json.code, IdentityErrorCode.InvalidInvitationToken);
    assert.equal((await accountIn(invited.id)).invitationExpiresAt, null, 'no live link is listed');
    const missing = await anonymous().get('/api/admin-invitations/verify');
    assert.equal(missing.status, 400, missing.text);
  });
});
