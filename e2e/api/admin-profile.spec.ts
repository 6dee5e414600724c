import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AdminProfileMessages, IdentityErrorCode, IdentityMessages } from '@portal/contracts';
import { adminClient } from '../support/fixtures/members';
import { MemberSessions } from '../support/fixtures/member-session';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * The signed-in admin's own account (issue 27): they edit their name and change their password (the current one
 * required, a guessable one refused, their other sessions ended). Its own stack: it changes the admin's password.
 */
describe("the admin's own profile and password", () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const signIn = (password: string) =>
    new ApiClient(stack.url).post('/api/auth/admin/login', { email: stack.admin.email, password });

  it('saves a new first and last name, shown as the signed-in user; a blank or too long name changes nothing', async () => {
    const admin = await adminClient(stack);
    const saved = await admin.request('PUT', '/api/auth/admin/profile', { firstName: ' Shobha ', lastName: 'Rao' });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(
      [saved.json.firstName, saved.json.lastName, saved.json.email],
      ['Shobha', 'Rao', stack.admin.email],
    );
    const me = await admin.get('/api/auth/user');
    assert.deepEqual([me.json.userType, me.json.firstName, me.json.lastName], ['admin', 'Shobha', 'Rao']);

    const blank = await admin.request('PUT', '/api/auth/admin/profile', { firstName: '  ', lastName: 'Kamath' });
    assert.equal(blank.status, 400, blank.text);
    assert.deepEqual(blank.json.errors, [{ field: 'firstName', message: AdminProfileMessages.firstNameRequired }]);
    const long = await admin.request('PUT', '/api/auth/admin/profile', { firstName: 'A'.repeat(51) });
    assert.equal(long.status, 400, long.text);
    assert.deepEqual(long.json.errors, [{ field: 'firstName', message: AdminProfileMessages.nameTooLong }]);
    const unchanged = await admin.get('/api/auth/user');
    assert.deepEqual([unchanged.json.firstName, unchanged.json.lastName], ['Shobha', 'Rao']);
  });

  it('is for admins only: a member is refused, and so is a visitor', async () => {
    const sessions = await MemberSessions.open(stack);
    const member = await sessions.signedIn();
    const asMember = await member.api.request('PUT', '/api/auth/admin/profile', { firstName: 'Intruder' });
    assert.equal(asMember.status, 403, asMember.text);
    const asMemberPassword = await member.api.post('/api/auth/admin/change-password', {
      currentPassword: 'x',
      newPassword: 'Another-Long-Pass-42',
    });
    assert.equal(asMemberPassword.status, 403, asMemberPassword.text);
    const anonymous = await new ApiClient(stack.url).request('PUT', '/api/auth/admin/profile', { firstName: 'X' });
    assert.equal(anonymous.status, 401, anonymous.text);
  });

  it('changes the password only with the current one and not to a common one, then ends the other sessions', async () => {
    const admin = await adminClient(stack);
    const otherDevice = await adminClient(stack);
    const wrong = await admin.post('/api/auth/admin/change-password', {
      currentPassword: 'not-the-password',
      newPassword: 'Kodachrome-Mysuru-1987',
    });
    assert.equal(wrong.status, 400, wrong.text);
    assert.deepEqual(
      [wrong.json.code, wrong.json.message],
      [IdentityErrorCode.WrongCurrentPassword, IdentityMessages.WrongCurrentPassword],
    );
    const common = await admin.post('/api/auth/admin/change-password', {
      currentPassword: stack.admin.password,
      newPassword: 'password123',
    });
    assert.equal(common.status, 400, common.text);
    assert.equal(common.json.code, IdentityErrorCode.WeakPassword);
    // Nothing changed so far: the old password still signs in, and the other device is still signed in.
    assert.equal((await signIn(stack.admin.password)).status, 200);
    assert.equal((await otherDevice.get('/api/auth/user')).json?.userType, 'admin');

    const changed = await admin.post('/api/auth/admin/change-password', {
      currentPassword: stack.admin.password,
      newPassword: 'Kodachrome-Mysuru-1987',
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.json.message, IdentityMessages.PasswordChanged);
    assert.equal((await admin.get('/api/auth/user')).json?.userType, 'admin', 'this session goes on');
    assert.equal((await otherDevice.get('/api/auth/user')).text, '', 'the other device is signed out');
    assert.equal((await signIn(stack.admin.password)).status, 401, 'the old password no longer signs in');
    assert.equal((await signIn('Kodachrome-Mysuru-1987')).status, 200, 'the new one does');
  });
});
