import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { SESSION_END_MESSAGES } from '@portal/contracts';
import { Client } from 'pg';
import { adminClient } from '../support/fixtures/members';
import { signedInStaff, staffLogin } from '../support/fixtures/staff-accounts';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';
import { codeFor, enrolled } from './admin-two-factor.fixtures';

/**
 * "Trust this device for 30 days" at the code step (issue 27): the gateway marks the device its signed cookie names
 * as trusted by that admin, and from it the right password alone signs in until the mark expires or is forgotten
 * (second factor turned off, reset by an administrator, password changed, account deactivated). Turning the second
 * factor on or off or taking new recovery codes ends the admin's other sessions, as a change of password does.
 */
describe('admin two-factor sign-in: trusted devices and other sessions', () => {
  let stack: TestStack;
  let admin: ApiClient;

  beforeAll(async () => {
    stack = await sharedTestStack();
    admin = await adminClient(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  /** A statement on the gateway's database (where sessions, known and trusted devices live). */
  async function gatewaySql<T extends object>(text: string, params: unknown[]): Promise<T[]> {
    const db = new Client({ connectionString: stack.databaseUrl('gateway') });
    await db.connect();
    try {
      return (await db.query(text, params)).rows as T[];
    } finally {
      await db.end();
    }
  }
  const trustedCount = async (adminId: string) =>
    (
      await gatewaySql<{ n: number }>(`SELECT count(*)::int AS n FROM trusted_devices WHERE admin_id = $1`, [adminId])
    )[0].n;

  /** The `portal.device=…` cookie a response set (the device id the gateway made and signed). */
  const deviceCookieOf = (res: { headers: Headers }) => {
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portal.device='));
    assert.ok(cookie, 'the device cookie is set');
    return cookie.split(';')[0];
  };

  /** The admin's password on a browser that holds `deviceCookie` (and nothing else): its answer and the browser. */
  async function passwordFrom(email: string, password: string, deviceCookie?: string) {
    const browser = new ApiClient(stack.url);
    const res = await browser.post(
      '/api/auth/admin/login',
      { email, password },
      deviceCookie ? { cookie: deviceCookie } : {},
    );
    assert.equal(res.status, 200, res.text);
    return { res, browser };
  }

  /** A new browser completes the sign-in with `second` (a code or a recovery code); answers its device cookie. */
  async function signedInWith(email: string, password: string, second: object): Promise<string> {
    const { res: step, browser } = await passwordFrom(email, password);
    assert.deepEqual(step.json, { twoFactorRequired: true });
    const res = await browser.post('/api/auth/admin/login/two-factor', second);
    assert.equal(res.status, 200, res.text);
    return deviceCookieOf(res);
  }

  /** An office-bearer with two-factor sign-in on: their session, id, e-mail, password, secret and recovery codes. */
  async function enrolledStaff() {
    const staff = await signedInStaff(stack, admin, 'treasurer');
    return { ...staff, ...(await enrolled(staff.api)) };
  }

  it('signs in from a device trusted at the code step with the password alone, elsewhere and untrusted it asks for the code', async () => {
    const staff = await enrolledStaff();
    const trusted = await signedInWith(staff.email, staff.password, {
      code: codeFor(staff.secret, 1),
      trustDevice: true,
    });
    const untrusted = await signedInWith(staff.email, staff.password, { recoveryCode: staff.recoveryCodes[0] });

    const { res: direct, browser } = await passwordFrom(staff.email, staff.password, trusted);
    assert.equal(direct.json.admin?.id, staff.id, `no code asked: ${direct.text}`);
    assert.deepEqual(Object.keys(direct.json), ['admin'], 'the normal answer of a sign-in');
    assert.equal((await browser.get('/api/auth/user')).json.id, staff.id, 'signed in');
    assert.equal((await browser.get('/api/admin-accounts')).status, 403, 'with the treasurer’s rights');

    for (const [cookie, what] of [
      [undefined, 'a new browser'],
      [untrusted, 'a device that gave its code without trusting'],
      [`${trusted.slice(0, trusted.lastIndexOf('.'))}.not-the-signature`, 'a cookie the gateway did not sign'],
    ] as const) {
      const { res } = await passwordFrom(staff.email, staff.password, cookie);
      assert.deepEqual(res.json, { twoFactorRequired: true }, what);
    }
    const other = await enrolledStaff();
    const { res: foreign } = await passwordFrom(other.email, other.password, trusted);
    assert.deepEqual(foreign.json, { twoFactorRequired: true }, 'the device is trusted by that admin only');

    const signIns = await gatewaySql<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE action = 'session.signed-in' AND entity_id = $1 ORDER BY id`,
      [staff.id],
    );
    assert.deepEqual(
      signIns.slice(-3).map((row) => row.after),
      [{ method: 'two-factor-code', deviceTrusted: true }, { method: 'recovery-code' }, { method: 'trusted-device' }],
    );
  });

  it('asks for the code again once the 30 days are over', async () => {
    const staff = await enrolledStaff();
    const trusted = await signedInWith(staff.email, staff.password, {
      recoveryCode: staff.recoveryCodes[0],
      trustDevice: true,
    });
    const [mark] = await gatewaySql<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM trusted_devices WHERE admin_id = $1`,
      [staff.id],
    );
    assert.equal(mark.days, 30);
    assert.ok('admin' in (await passwordFrom(staff.email, staff.password, trusted)).res.json);

    await gatewaySql(`UPDATE trusted_devices SET expires_at = now() - interval '1 second' WHERE admin_id = $1`, [
      staff.id,
    ]);
    const { res } = await passwordFrom(staff.email, staff.password, trusted);
    assert.deepEqual(res.json, { twoFactorRequired: true });
  });

  it('forgets the trusted devices when the password changes, two-factor is turned off, or the admin is deactivated', async () => {
    const staff = await enrolledStaff();
    const trustWith = (recoveryCode: string, password: string) =>
      signedInWith(staff.email, password, { recoveryCode, trustDevice: true });

    let device = await trustWith(staff.recoveryCodes[0], staff.password);
    assert.equal(await trustedCount(staff.id), 1);
    const newPassword = 'Yashica-Kodachrome-1975';
    const changed = await staff.api.post('/api/auth/admin/change-password', {
      currentPassword: staff.password,
      newPassword,
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(await trustedCount(staff.id), 0, 'a change of password forgets them');
    assert.deepEqual((await passwordFrom(staff.email, newPassword, device)).res.json, { twoFactorRequired: true });

    device = await trustWith(staff.recoveryCodes[1], newPassword);
    assert.equal(await trustedCount(staff.id), 1);
    const off = await staff.api.post('/api/auth/admin/two-factor/disable', {
      currentPassword: newPassword,
      code: staff.recoveryCodes[2],
    });
    assert.equal(off.status, 200, off.text);
    assert.equal(await trustedCount(staff.id), 0, 'turning two-factor off forgets them');

    const { recoveryCodes } = await enrolled(staff.api);
    assert.deepEqual((await passwordFrom(staff.email, newPassword, device)).res.json, { twoFactorRequired: true });
    device = await trustWith(recoveryCodes[0], newPassword);
    assert.ok('admin' in (await passwordFrom(staff.email, newPassword, device)).res.json);
    const deactivated = await admin.post(`/api/admin-accounts/${staff.id}/deactivate`);
    assert.equal(deactivated.status, 200, deactivated.text);
    assert.equal(await trustedCount(staff.id), 0, 'a deactivation forgets them');
    assert.equal((await admin.post(`/api/admin-accounts/${staff.id}/reactivate`)).status, 200);
    assert.deepEqual((await passwordFrom(staff.email, newPassword, device)).res.json, { twoFactorRequired: true });

    await trustWith(recoveryCodes[1], newPassword);
    assert.equal(await trustedCount(staff.id), 1);
    const reset = await admin.post(`/api/admin-accounts/${staff.id}/two-factor/reset`);
    assert.equal(reset.status, 200, reset.text);
    assert.equal(await trustedCount(staff.id), 0, 'a reset by an administrator forgets them');
  });

  it('ends the admin’s other sessions, not this one, when two-factor is turned on or off or new recovery codes are taken', async () => {
    const staff = await signedInStaff(stack, admin, 'viewer');
    const signedOutBecauseChanged = async (device: ApiClient) => {
      const res = await device.get('/api/dashboard/stats');
      assert.deepEqual(
        [res.status, res.json.code, res.json.message],
        [401, 'SESSION_EXPIRED', SESSION_END_MESSAGES['two-factor-changed']],
      );
    };
    let elsewhere = await staffLogin(stack, staff.email);
    const { secret, recoveryCodes } = await enrolled(staff.api);
    await signedOutBecauseChanged(elsewhere);
    assert.equal((await staff.api.get('/api/dashboard/stats')).status, 200, 'the session that turned it on stays');

    elsewhere = new ApiClient(stack.url);
    await elsewhere.post('/api/auth/admin/login', { email: staff.email, password: staff.password });
    assert.equal(
      (await elsewhere.post('/api/auth/admin/login/two-factor', { recoveryCode: recoveryCodes[0] })).status,
      200,
    );
    const renewed = await staff.api.post('/api/auth/admin/two-factor/recovery-codes', { code: codeFor(secret, 0) });
    assert.equal(renewed.status, 200, renewed.text);
    await signedOutBecauseChanged(elsewhere);
    assert.equal((await staff.api.get('/api/dashboard/stats')).status, 200);

    elsewhere = new ApiClient(stack.url);
    await elsewhere.post('/api/auth/admin/login', { email: staff.email, password: staff.password });
    const fresh = renewed.json.recoveryCodes as string[];
    assert.equal((await elsewhere.post('/api/auth/admin/login/two-factor', { recoveryCode: fresh[0] })).status, 200);
    const off = await staff.api.post('/api/auth/admin/two-factor/disable', {
      currentPassword: staff.password,
      code: fresh[1],
    });
    assert.equal(off.status, 200, off.text);
    await signedOutBecauseChanged(elsewhere);
    assert.equal((await staff.api.get('/api/dashboard/stats')).status, 200);
  });
});
