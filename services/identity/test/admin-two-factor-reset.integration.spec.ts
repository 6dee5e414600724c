import 'reflect-metadata';
import {
  AdminTwoFactorChangedEventData,
  IdentityErrorCode,
  IdentityEvents,
  IdentityMessages,
  IdentitySubjects,
  RpcRequest,
  RpcResponse,
  RpcSubject,
  WireError,
} from '@portal/contracts';
import { totpCode } from '@portal/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from '@jest/globals';
import { AdminAccountsService } from '../src/admin-accounts/admin-accounts.service';
import { AdminTwoFactorService } from '../src/admins/admin-two-factor.service';
import { Caller, identityAuditTrail, PASSWORD } from './support/audit-trail.fixture';

interface TwoFactorColumns {
  secret: string | null;
  pending: string | null;
  enabled_at: Date | null;
  last_step: string | null;
  recovery: string[];
}

/**
 * An administrator resets the second factor of an admin who lost their phone (issue 27): identity clears the secret,
 * the recovery codes and the used-code state in one transaction with one audit row naming the administrator (no
 * secret or code in it) and the owner's e-mail notice; the password alone signs the owner in afterwards. Nobody
 * resets their own here, an unknown account is a 404 and one without a second factor a 409, each leaving nothing.
 * The service runs as deployed and is called as the gateway calls it, with the actor header.
 */
describe('an administrator resets an admin’s two-factor sign-in', () => {
  const trail = identityAuditTrail('identity_2fa_reset_');
  const { harness, owner, publicCaller, call } = trail;

  const refusalOf = <S extends RpcSubject>(subject: S, payload: RpcRequest<S>, caller: Caller) =>
    call(subject, payload, caller).then(
      (answer) => assert.fail(`expected a refusal, got ${JSON.stringify(answer)}`),
      (error: WireError) => [error.status, error.code, error.message],
    );

  const columns = async (id: string) =>
    (
      await harness.db.query<TwoFactorColumns>(
        `SELECT two_factor_secret AS secret, two_factor_pending_secret AS pending, two_factor_enabled_at AS enabled_at,
                two_factor_last_step::text AS last_step, two_factor_recovery_codes AS recovery
           FROM users WHERE id = $1`,
        [id],
      )
    ).rows[0];

  const resetNotices = (adminId: string) =>
    harness.outbox<AdminTwoFactorChangedEventData>(
      IdentityEvents.AdminTwoFactorChanged,
      (event) => event.data.adminId === adminId && event.data.resetBy !== undefined,
    );

  /** An admin who accepted their invitation and, unless `enrolled` is false, turned on two-factor sign-in. */
  async function anAdmin(enrolled = true) {
    const { id, email, caller } = await trail.anAdmin('viewer');
    if (!enrolled) return { id, email, caller, secret: '', recoveryCodes: [] as string[] };
    const twoFactor = harness.get(AdminTwoFactorService);
    const { secret } = await twoFactor.setUp(id);
    const { recoveryCodes } = await twoFactor.enable({ adminId: id, code: totpCode(secret, Date.now()) });
    return { id, email, caller, secret, recoveryCodes };
  }

  it('clears the secret, the recovery codes and the used step, with one audit row naming the administrator and no secret', async () => {
    const staff = await anAdmin();
    const before = await columns(staff.id);
    assert.ok(before.secret && before.enabled_at && before.last_step && before.recovery.length === 10, 'enrolled');

    let answer: RpcResponse<typeof IdentitySubjects.ResetAdminTwoFactor> | undefined;
    const row = await trail.onlyRow(owner, async (correlationId) => {
      answer = await call(
        IdentitySubjects.ResetAdminTwoFactor,
        { actorId: owner.id, id: staff.id },
        owner,
        correlationId,
      );
    });
    assert.deepEqual([answer?.id, answer?.twoFactorEnabled, answer?.status], [staff.id, false, 'active']);
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.before, row.after],
      [
        'admin-account.two-factor-reset',
        'admin-account',
        staff.id,
        { twoFactorEnabled: true },
        { twoFactorEnabled: false },
      ],
    );
    trail.assertNoSecret(row, staff.secret, before.secret, ...staff.recoveryCodes, ...before.recovery);

    assert.deepEqual(await columns(staff.id), {
      secret: null,
      pending: null,
      enabled_at: null,
      last_step: null,
      recovery: [],
    });
    const notices = await resetNotices(staff.id);
    assert.deepEqual(
      notices.map((event) => event.data),
      [
        {
          adminId: staff.id,
          email: staff.email,
          name: 'Anil Shetty',
          enabled: false,
          resetBy: 'Meera',
          language: 'en',
        },
      ],
      'the owner is e-mailed who reset it',
    );
    const signIn = await call(IdentitySubjects.AdminLogin, { email: staff.email, password: PASSWORD }, publicCaller);
    assert.ok('admin' in signIn, 'the password alone signs the owner in now');
    assert.deepEqual(
      await refusalOf(
        IdentitySubjects.AdminTwoFactorLogin,
        { adminId: staff.id, recoveryCode: staff.recoveryCodes[0] },
        publicCaller,
      ),
      [409, IdentityErrorCode.TwoFactorNotEnabled, IdentityMessages.TwoFactorNotEnabled],
      'an old recovery code signs nobody in',
    );
  });

  it('refuses an administrator’s own account, an unknown one and one without a second factor, changing and recording nothing', async () => {
    const withoutSecondFactor = await anAdmin(false);
    const ownerEnrolled = harness.get(AdminTwoFactorService);
    const { secret } = await ownerEnrolled.setUp(owner.id);
    await ownerEnrolled.enable({ adminId: owner.id, code: totpCode(secret, Date.now()) });
    const ownBefore = await columns(owner.id);

    const rows = await trail.during(async () => {
      assert.deepEqual(
        await refusalOf(IdentitySubjects.ResetAdminTwoFactor, { actorId: owner.id, id: owner.id }, owner),
        [409, IdentityErrorCode.CannotResetOwnTwoFactor, IdentityMessages.CannotResetOwnTwoFactor],
      );
      assert.deepEqual(
        await refusalOf(IdentitySubjects.ResetAdminTwoFactor, { actorId: owner.id, id: randomUUID() }, owner),
        [404, IdentityErrorCode.UserNotFound, IdentityMessages.AdminAccountNotFound],
      );
      assert.deepEqual(
        await refusalOf(IdentitySubjects.ResetAdminTwoFactor, { actorId: owner.id, id: withoutSecondFactor.id }, owner),
        [409, IdentityErrorCode.TwoFactorNotEnabled, IdentityMessages.AccountTwoFactorNotEnabled],
      );
    });
    assert.deepEqual(rows, [], 'a refused reset leaves no audit row');
    assert.deepEqual(await columns(owner.id), ownBefore, 'the administrator’s own second factor stays');
    assert.deepEqual(await resetNotices(owner.id), []);
    assert.deepEqual(await resetNotices(withoutSecondFactor.id), []);
  });

  it('completes a sign-in from a trusted device without a code only while the account is active with a second factor', async () => {
    const staff = await anAdmin();
    const rows = await trail.during(async () => {
      const { admin } = await call(IdentitySubjects.AdminTrustedDeviceLogin, { adminId: staff.id }, publicCaller);
      assert.deepEqual([admin.id, admin.twoFactorEnabled], [staff.id, true]);
      assert.notEqual(admin.lastLoginAt, null, 'the sign-in is the last login');
    });
    assert.deepEqual(rows, [], 'a sign-in leaves no identity row (the gateway records it)');

    await call(IdentitySubjects.ResetAdminTwoFactor, { actorId: owner.id, id: staff.id }, owner);
    assert.deepEqual(
      (await refusalOf(IdentitySubjects.AdminTrustedDeviceLogin, { adminId: staff.id }, publicCaller)).slice(0, 2),
      [409, IdentityErrorCode.TwoFactorNotEnabled],
      'after a reset no device is trusted for the account',
    );
    const deactivated = await anAdmin();
    await harness.get(AdminAccountsService).deactivate({ actorId: owner.id, id: deactivated.id });
    assert.deepEqual(
      (await refusalOf(IdentitySubjects.AdminTrustedDeviceLogin, { adminId: deactivated.id }, publicCaller)).slice(
        0,
        2,
      ),
      [401, IdentityErrorCode.InvalidAdminCredentials],
    );
  });
});
