import 'reflect-metadata';
import { describe, it } from '@jest/globals';
import { IdentitySubjects } from '@portal/contracts';
import { totpCode } from '@portal/platform';
import assert from 'node:assert/strict';
import { AdminAccountsService } from '../src/admin-accounts/admin-accounts.service';
import { identityAuditTrail, NEW_PASSWORD, PASSWORD } from './support/audit-trail.fixture';

/**
 * The audit trail in identity (DESIGN.md §6, issue 27): each change an admin, member or public caller makes to an
 * account leaves exactly one row naming them, in the change's own transaction, and never a password, hash, token,
 * two-factor secret or recovery code. Signing in leaves none (the gateway records sign-ins itself). The service runs
 * as deployed (its module on real Postgres and NATS) and is called as the gateway calls it, with the actor header.
 */
// The admins' accounts here; the members' in audit-trail-members.integration.spec.ts.
describe('identity audit trail', () => {
  const {
    harness,
    owner,
    publicCaller,
    call,
    during,
    onlyRow,
    assertNoSecret,
    storedPassword,
    invitationToken,
    anAdmin,
    memberWithPassword,
  } = identityAuditTrail();

  it('leaves no row for a sign-in (the gateway records those), while a change of password leaves one', async () => {
    const { email, caller } = await anAdmin();
    const member = await memberWithPassword();
    const signIns = await during(async () => {
      const admin = await call(IdentitySubjects.AdminLogin, { email, password: PASSWORD }, publicCaller);
      assert.ok('admin' in admin && admin.admin.lastLoginAt, 'the admin signed in');
      const answer = await call(
        IdentitySubjects.MemberLogin,
        { identifier: member.memberId, password: PASSWORD },
        publicCaller,
      );
      assert.equal(answer.member.id, member.id, 'the member signed in');
    });
    assert.deepEqual(signIns, [], 'no identity row for a sign-in');

    const row = await onlyRow(caller, (correlationId) =>
      call(
        IdentitySubjects.ChangeAdminPassword,
        { adminId: caller.id, currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        caller,
        correlationId,
      ),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.before, row.after],
      ['admin-account.password-changed', 'admin-account', caller.id, null, { passwordChanged: true }],
    );
    assertNoSecret(row, PASSWORD, NEW_PASSWORD, await storedPassword('users', caller.id));
  });

  it('leaves no row for a refused change of password (wrong current password)', async () => {
    const { caller } = await anAdmin();
    const rows = await during(() =>
      assert.rejects(
        call(
          IdentitySubjects.ChangeAdminPassword,
          { adminId: caller.id, currentPassword: 'Not-The-Password-9', newPassword: NEW_PASSWORD },
          caller,
        ),
      ),
    );
    assert.deepEqual(rows, []);
  });

  it("records an admin's edit of their own name with only the changed field before and after", async () => {
    const { caller } = await anAdmin('secretary');
    const row = await onlyRow(caller, (correlationId) =>
      call(
        IdentitySubjects.UpdateAdminProfile,
        { adminId: caller.id, firstName: 'Anitha', lastName: 'Shetty' },
        caller,
        correlationId,
      ),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.before, row.after],
      ['admin-account.updated', 'admin-account', caller.id, { firstName: 'Anil' }, { firstName: 'Anitha' }],
    );
  });

  it('records each step of two-factor sign-in once (set-up, on, new recovery codes, off), and no secret or code', async () => {
    const { email, caller } = await anAdmin();
    const twoFactorSecrets = async () =>
      (
        await harness.db.query<{ secret: string | null; pending: string | null }>(
          `SELECT two_factor_secret AS secret, two_factor_pending_secret AS pending FROM users WHERE id = $1`,
          [caller.id],
        )
      ).rows[0];

    let secret = '';
    const setUp = await onlyRow(caller, async (correlationId) => {
      ({ secret } = await call(IdentitySubjects.SetUpAdminTwoFactor, { adminId: caller.id }, caller, correlationId));
    });
    assert.deepEqual(
      [setUp.action, setUp.entity, setUp.entityId, setUp.after],
      ['admin-account.two-factor-setup-started', 'admin-account', caller.id, { twoFactorSetupPending: true }],
    );
    assertNoSecret(setUp, secret, (await twoFactorSecrets()).pending);

    let recoveryCodes: string[] = [];
    const enabled = await onlyRow(caller, async (correlationId) => {
      ({ recoveryCodes } = await call(
        IdentitySubjects.EnableAdminTwoFactor,
        { adminId: caller.id, code: totpCode(secret, Date.now()) },
        caller,
        correlationId,
      ));
    });
    assert.deepEqual(
      [enabled.action, enabled.entityId, enabled.before, enabled.after],
      ['admin-account.two-factor-enabled', caller.id, { twoFactorEnabled: false }, { twoFactorEnabled: true }],
    );
    assertNoSecret(enabled, secret, (await twoFactorSecrets()).secret, ...recoveryCodes);

    // The code of the next time step (the one enabling it used this one); a step either side of now is accepted.
    let renewedCodes: string[] = [];
    const renewed = await onlyRow(caller, async (correlationId) => {
      ({ recoveryCodes: renewedCodes } = await call(
        IdentitySubjects.RenewAdminRecoveryCodes,
        { adminId: caller.id, code: totpCode(secret, Date.now() + 30_000) },
        caller,
        correlationId,
      ));
    });
    assert.deepEqual(
      [renewed.action, renewed.entityId, renewed.after],
      ['admin-account.recovery-codes-renewed', caller.id, { recoveryCodesRenewed: true }],
    );
    assertNoSecret(renewed, secret, ...renewedCodes);

    const signIn = await during(async () => {
      const first = await call(IdentitySubjects.AdminLogin, { email, password: PASSWORD }, publicCaller);
      assert.deepEqual(first, { twoFactorRequired: true, adminId: caller.id });
      await assert.rejects(
        call(IdentitySubjects.AdminTwoFactorLogin, { adminId: caller.id, recoveryCode: 'aaaaa-bbbbb' }, publicCaller),
      );
      const second = await call(
        IdentitySubjects.AdminTwoFactorLogin,
        { adminId: caller.id, recoveryCode: renewedCodes[0] },
        publicCaller,
      );
      assert.equal(second.admin.id, caller.id);
    });
    assert.deepEqual(signIn, [], 'the two-factor step of a sign-in, right or wrong, leaves no row');

    const disabled = await onlyRow(caller, (correlationId) =>
      call(
        IdentitySubjects.DisableAdminTwoFactor,
        { adminId: caller.id, currentPassword: PASSWORD, code: renewedCodes[1] },
        caller,
        correlationId,
      ),
    );
    assert.deepEqual(
      [disabled.action, disabled.entityId, disabled.before, disabled.after],
      ['admin-account.two-factor-disabled', caller.id, { twoFactorEnabled: true }, { twoFactorEnabled: false }],
    );
    assertNoSecret(disabled, PASSWORD, secret, ...renewedCodes);
  });

  it('records an invitation with the e-mail, name and role, and its resending, never the link', async () => {
    const email = 'invitee@office.example';
    let id = '';
    const invited = await onlyRow(owner, async (correlationId) => {
      ({ id } = await call(
        IdentitySubjects.InviteAdmin,
        { actorId: owner.id, email, firstName: 'Divya', lastName: 'Rao', role: 'viewer' },
        owner,
        correlationId,
      ));
    });
    assert.deepEqual(
      [invited.action, invited.entity, invited.entityId, invited.before, invited.after],
      ['admin-account.invited', 'admin-account', id, null, { email, name: 'Divya Rao', role: 'viewer' }],
    );
    assertNoSecret(invited, await invitationToken(id));

    const firstToken = await invitationToken(id);
    const resent = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ReinviteAdmin, { actorId: owner.id, id }, owner, correlationId),
    );
    assert.deepEqual([resent.action, resent.entityId], ['admin-account.invitation-resent', id]);
    assert.ok(resent.after?.invitationExpiresAt, 'the new link’s expiry');
    assertNoSecret(resent, firstToken, await invitationToken(id));
  });

  it('records a change of role with the role before and after, and nothing when the role stays', async () => {
    const { id } = await anAdmin('treasurer');
    const row = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ChangeAdminRole, { actorId: owner.id, id, role: 'secretary' }, owner, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.before, row.after],
      ['admin-account.role-changed', 'admin-account', id, { role: 'treasurer' }, { role: 'secretary' }],
    );
    const unchanged = await during(() =>
      call(IdentitySubjects.ChangeAdminRole, { actorId: owner.id, id, role: 'secretary' }, owner),
    );
    assert.deepEqual(unchanged, []);
  });

  it('records a deactivation and a reactivation, each once, with the status before and after', async () => {
    const { id } = await anAdmin('viewer');
    const deactivated = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.DeactivateAdmin, { actorId: owner.id, id }, owner, correlationId),
    );
    assert.deepEqual(
      [deactivated.action, deactivated.entityId, deactivated.before, deactivated.after],
      ['admin-account.deactivated', id, { status: 'active' }, { status: 'deactivated' }],
    );
    const reactivated = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ReactivateAdmin, { actorId: owner.id, id }, owner, correlationId),
    );
    assert.deepEqual(
      [reactivated.action, reactivated.entityId, reactivated.before, reactivated.after],
      ['admin-account.reactivated', id, { status: 'deactivated' }, { status: 'active' }],
    );
  });

  it('records the acceptance of an invitation as the public caller’s, for the new admin’s account, without the password or link', async () => {
    const { id } = await harness
      .get(AdminAccountsService)
      .invite({ actorId: owner.id, email: 'accepting@office.example', firstName: 'Kiran', role: 'treasurer' });
    const token = await invitationToken(id);
    const row = await onlyRow(publicCaller, (correlationId) =>
      call(IdentitySubjects.AcceptAdminInvitation, { token, newPassword: PASSWORD }, publicCaller, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.before, row.after],
      [
        'admin-account.invitation-accepted',
        'admin-account',
        id,
        { status: 'invited' },
        { status: 'active', passwordSet: true },
      ],
    );
    assertNoSecret(row, token, PASSWORD, await storedPassword('users', id));
  });
});
