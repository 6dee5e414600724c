import 'reflect-metadata';
import { ClientProxy, ClientProxyFactory, NatsRecordBuilder, Transport } from '@nestjs/microservices';
import {
  AdminInvitationEventData,
  IdentityEvents,
  IdentitySubjects,
  MembershipEvents,
  PasswordLinkEventData,
  RpcRequest,
  RpcResponse,
  RpcSubject,
} from '@portal/contracts';
import { ACTOR_HEADER, actorHeader, CORRELATION_HEADER, loadConfig, namespaced, totpCode } from '@portal/platform';
import { memberSnapshot, MemberSnapshot, ServiceHarness } from '@portal/testing/service-harness';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import { AdminAccountsService } from '../src/admin-accounts/admin-accounts.service';
import { IdentityAppModule } from '../src/app.module';
import { IdentityConfig } from '../src/config';
import { MemberCredentialsProjection } from '../src/member-accounts/member-credentials.projection';

const OWNER_EMAIL = 'owner@office.example';
const OWNER_PASSWORD = 'Rolleiflex-Chamundi-1961';
const PASSWORD = 'Hasselblad-Mysuru-500';
const NEW_PASSWORD = 'Yashica-Kabini-Dusk-77';

/** Who calls, as the gateway names them in the x-portal-actor header. */
interface Caller {
  type: 'admin' | 'member' | 'public';
  id?: string | null;
  role?: string | null;
  ip: string;
}

interface AuditRow {
  actor_type: string;
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  correlation_id: string | null;
}

/**
 * The audit trail in identity (DESIGN.md §6, issue 27): each change an admin, member or public caller makes to an
 * account leaves exactly one row naming them, in the change's own transaction, and never a password, hash, token,
 * two-factor secret or recovery code. Signing in leaves none (the gateway records sign-ins itself). The service runs
 * as deployed (its module on real Postgres and NATS) and is called as the gateway calls it, with the actor header.
 */
describe('identity audit trail', () => {
  const harness = new ServiceHarness({
    service: 'identity',
    runPrefix: 'identity_audit_',
    module: (env, logger) =>
      IdentityAppModule.register(
        loadConfig(IdentityConfig, 'identity', {
          ...env,
          ADMIN_EMAIL: OWNER_EMAIL,
          ADMIN_PASSWORD: OWNER_PASSWORD,
          ADMIN_FIRST_NAME: 'Meera',
        }),
        logger,
      ),
    memberCopy: { consumer: MemberCredentialsProjection },
  });
  let client: ClientProxy;
  let owner: Caller & { id: string };
  let admins = 0;
  const publicCaller: Caller = { type: 'public', ip: '198.51.100.4' };

  beforeAll(async () => {
    await harness.setUp();
    client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: harness.natsUrl } });
    const { rows } = await harness.db.query<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [OWNER_EMAIL]);
    owner = { type: 'admin', id: rows[0].id, role: 'admin', ip: '203.0.113.9' };
  });
  afterAll(async () => {
    await client?.close();
    await harness.tearDown();
  });

  /** One request as the gateway sends it: the caller in the actor header, the request id in the correlation header. */
  function call<S extends RpcSubject>(
    subject: S,
    payload: RpcRequest<S>,
    caller: Caller,
    correlationId = `req-${randomUUID().slice(0, 8)}`,
  ): Promise<RpcResponse<S>> {
    const headers = natsHeaders();
    headers.set(ACTOR_HEADER, actorHeader(caller));
    headers.set(CORRELATION_HEADER, correlationId);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    return firstValueFrom(
      client.send<RpcResponse<S>>(namespaced(harness.namespace, subject), record).pipe(timeout(20_000)),
    );
  }

  const lastRowId = async () =>
    (await harness.db.query<{ id: string }>(`SELECT coalesce(max(id), 0)::text AS id FROM audit_log`)).rows[0].id;
  const rowsAfter = async (id: string) =>
    (await harness.db.query<AuditRow>(`SELECT * FROM audit_log WHERE id > $1 ORDER BY id`, [id])).rows;

  /** The audit rows written while `work` ran. */
  async function during(work: () => Promise<unknown>): Promise<AuditRow[]> {
    const since = await lastRowId();
    await work();
    return rowsAfter(since);
  }

  /** The one row `work` wrote (failing when it wrote none or several), as `caller` with a request id of its own. */
  async function onlyRow(caller: Caller, work: (correlationId: string) => Promise<unknown>): Promise<AuditRow> {
    const correlationId = `req-${randomUUID().slice(0, 8)}`;
    const rows = await during(() => work(correlationId));
    assert.equal(rows.length, 1, `exactly one audit row, got ${JSON.stringify(rows.map((r) => r.action))}`);
    const [row] = rows;
    assert.deepEqual(
      [row.actor_type, row.actor_id, row.actor_role, row.ip, row.correlation_id],
      [caller.type, caller.id ?? null, caller.role ?? null, caller.ip, correlationId],
      'the row names the caller, their address and request',
    );
    return row;
  }

  function assertNoSecret(row: AuditRow, ...secrets: Array<string | null>): void {
    const text = JSON.stringify(row);
    for (const secret of secrets) {
      assert.ok(secret, 'a secret to look for');
      assert.ok(!text.includes(secret), `the audit row must not contain ${secret.slice(0, 6)}…`);
    }
  }

  const storedPassword = async (table: 'users' | 'member_credentials', id: string) => {
    const sql =
      table === 'users'
        ? `SELECT password AS hash FROM users WHERE id = $1`
        : `SELECT password_hash AS hash FROM member_credentials WHERE member_uuid = $1`;
    return (await harness.db.query<{ hash: string | null }>(sql, [id])).rows[0].hash;
  };

  async function invitationToken(adminId: string): Promise<string> {
    const events = await harness.outbox<AdminInvitationEventData>(
      IdentityEvents.AdminInvitationIssued,
      (event) => event.data.adminId === adminId,
    );
    return events[events.length - 1].data.token;
  }

  async function linkToken(type: string, memberUuid: string): Promise<string> {
    const events = await harness.outbox<PasswordLinkEventData>(type, (event) => event.data.memberUuid === memberUuid);
    assert.ok(events.length > 0, `a ${type} event for the member`);
    return events[events.length - 1].data.token;
  }

  /** An admin who accepted their invitation (set up outside any request), as they call identity. */
  async function anAdmin(role: 'admin' | 'treasurer' | 'secretary' | 'viewer' = 'treasurer') {
    admins += 1;
    const email = `staff${admins}@office.example`;
    const accounts = harness.get(AdminAccountsService);
    const { id } = await accounts.invite({ actorId: owner.id, email, firstName: 'Anil', lastName: 'Shetty', role });
    await accounts.acceptInvitation({ token: await invitationToken(id), newPassword: PASSWORD });
    const caller: Caller & { id: string } = { type: 'admin', id, role, ip: '198.51.100.20' };
    return { id, email, caller };
  }

  /** A member approved by membership (its set-up link issued), with the link's token. */
  async function approvedMember(): Promise<{ member: MemberSnapshot; setupToken: string }> {
    const member = memberSnapshot({ status: 'pending' });
    await harness.deliver(MembershipEvents.MemberCreated, { member });
    const approved = { ...member, status: 'active' };
    await harness.deliver(MembershipEvents.MemberApproved, { member: approved });
    return { member: approved, setupToken: await linkToken(IdentityEvents.SetupLinkIssued, member.id) };
  }

  /** A member who chose their password with the set-up link (outside any request). */
  async function memberWithPassword(): Promise<MemberSnapshot> {
    const { member, setupToken } = await approvedMember();
    await call(IdentitySubjects.SetupPassword, { token: setupToken, newPassword: PASSWORD }, publicCaller);
    return member;
  }

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
      [row.action, row.entity, row.entity_id, row.before, row.after],
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
      [row.action, row.entity, row.entity_id, row.before, row.after],
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
      [setUp.action, setUp.entity, setUp.entity_id, setUp.after],
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
      [enabled.action, enabled.entity_id, enabled.before, enabled.after],
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
      [renewed.action, renewed.entity_id, renewed.after],
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
      [disabled.action, disabled.entity_id, disabled.before, disabled.after],
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
      [invited.action, invited.entity, invited.entity_id, invited.before, invited.after],
      ['admin-account.invited', 'admin-account', id, null, { email, name: 'Divya Rao', role: 'viewer' }],
    );
    assertNoSecret(invited, await invitationToken(id));

    const firstToken = await invitationToken(id);
    const resent = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ReinviteAdmin, { actorId: owner.id, id }, owner, correlationId),
    );
    assert.deepEqual([resent.action, resent.entity_id], ['admin-account.invitation-resent', id]);
    assert.ok(resent.after?.invitationExpiresAt, 'the new link’s expiry');
    assertNoSecret(resent, firstToken, await invitationToken(id));
  });

  it('records a change of role with the role before and after, and nothing when the role stays', async () => {
    const { id } = await anAdmin('treasurer');
    const row = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ChangeAdminRole, { actorId: owner.id, id, role: 'secretary' }, owner, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id, row.before, row.after],
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
      [deactivated.action, deactivated.entity_id, deactivated.before, deactivated.after],
      ['admin-account.deactivated', id, { status: 'active' }, { status: 'deactivated' }],
    );
    const reactivated = await onlyRow(owner, (correlationId) =>
      call(IdentitySubjects.ReactivateAdmin, { actorId: owner.id, id }, owner, correlationId),
    );
    assert.deepEqual(
      [reactivated.action, reactivated.entity_id, reactivated.before, reactivated.after],
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
      [row.action, row.entity, row.entity_id, row.before, row.after],
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

  it("records a member's first password, chosen with the set-up link, for the member's account", async () => {
    const { member, setupToken } = await approvedMember();
    const row = await onlyRow(publicCaller, (correlationId) =>
      call(IdentitySubjects.SetupPassword, { token: setupToken, newPassword: PASSWORD }, publicCaller, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id, row.after],
      ['member-account.password-set', 'member-account', member.id, { passwordSet: true }],
    );
    assertNoSecret(row, setupToken, PASSWORD, await storedPassword('member_credentials', member.id));
  });

  it('records a request for one more set-up link when a link is e-mailed, and nothing for an unknown account', async () => {
    const { member } = await approvedMember();
    const row = await onlyRow(publicCaller, (correlationId) =>
      call(IdentitySubjects.SetupPassword, { loginId: member.memberId }, publicCaller, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id, row.after],
      ['password-setup.requested', 'password-setup', member.id, { setupLinkEmailed: true }],
    );
    assertNoSecret(row, await linkToken(IdentityEvents.SetupLinkIssued, member.id));
    const unknown = await during(() => call(IdentitySubjects.SetupPassword, { loginId: 'PHOTO9999' }, publicCaller));
    assert.deepEqual(unknown, []);
  });

  it("records a member's change of their own password as theirs", async () => {
    const member = await memberWithPassword();
    const caller: Caller = { type: 'member', id: member.id, ip: '198.51.100.77' };
    const row = await onlyRow(caller, (correlationId) =>
      call(
        IdentitySubjects.ChangePassword,
        { memberUuid: member.id, currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        caller,
        correlationId,
      ),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id, row.after],
      ['member-account.password-changed', 'member-account', member.id, { passwordChanged: true }],
    );
    assertNoSecret(row, PASSWORD, NEW_PASSWORD, await storedPassword('member_credentials', member.id));
  });

  it('records a forgotten password once a reset link is issued, as the caller who asked; nothing for an unknown account', async () => {
    const member = await memberWithPassword();
    const correlationId = `req-${randomUUID().slice(0, 8)}`;
    const since = await lastRowId();
    const answer = await call(IdentitySubjects.ForgotPassword, { loginId: member.email! }, publicCaller, correlationId);
    const rows = await harness.waitFor(async () => {
      const written = await rowsAfter(since);
      return written.length > 0 && written;
    }, 'the reset link to be issued');
    await harness.eventsHandled();
    assert.equal((await rowsAfter(since)).length, 1, 'exactly one row');
    const [row] = rows;
    assert.deepEqual(
      [row.actor_type, row.actor_id, row.ip, row.correlation_id],
      ['public', null, publicCaller.ip, correlationId],
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id],
      ['password-reset.requested', 'password-reset', member.id],
    );
    assertNoSecret(row, await linkToken(IdentityEvents.ResetLinkIssued, member.id));

    const unknown = await during(async () => {
      const same = await call(IdentitySubjects.ForgotPassword, { loginId: 'nobody@example.in' }, publicCaller);
      assert.deepEqual(same, answer, 'the same answer for an unknown account');
      await harness.eventsHandled();
    });
    assert.deepEqual(unknown, [], 'nothing recorded for an unknown account');
  });

  it('records a password reset with the e-mailed link for the member’s account, without the link or password', async () => {
    const member = await memberWithPassword();
    await call(IdentitySubjects.ForgotPassword, { loginId: member.memberId }, publicCaller);
    const token = await harness.waitFor(async () => {
      const events = await harness.outbox<PasswordLinkEventData>(
        IdentityEvents.ResetLinkIssued,
        (event) => event.data.memberUuid === member.id,
      );
      return events[0]?.data.token;
    }, 'the reset link');
    const row = await onlyRow(publicCaller, (correlationId) =>
      call(IdentitySubjects.ResetPassword, { token, newPassword: NEW_PASSWORD }, publicCaller, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entity_id, row.after],
      ['member-account.password-reset', 'member-account', member.id, { passwordChanged: true }],
    );
    assertNoSecret(row, token, NEW_PASSWORD, await storedPassword('member_credentials', member.id));
  });
});
