import 'reflect-metadata';
import {
  AdminInvitationEventData,
  DomainEvent,
  IdentityErrorCode,
  IdentityEvents,
  IdentityMessages,
} from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AdminAccountsRepository } from '../src/admin-accounts/admin-accounts.repository';
import { AdminAccountsService } from '../src/admin-accounts/admin-accounts.service';
import { AdminInvitationsRepository } from '../src/admin-accounts/admin-invitations.repository';
import { AdminTwoFactorRepository } from '../src/admins/admin-two-factor.repository';
import { AdminsRepository } from '../src/admins/admins.repository';
import { AdminsService } from '../src/admins/admins.service';
import { hashToken } from '../src/member-accounts/password-tokens';
import { PasswordHasher } from '../src/passwords/password-hasher';
import { identityHarness, signedInAdmin } from './support/identity-database';

const PASSWORD = 'Rolleiflex-Chamundi-1961';

/** Issue 27: the office's admin accounts, invited by e-mail, with roles, deactivated and reactivated. */
describe('admin accounts over Postgres', () => {
  const harness = identityHarness('identity_admin_accounts_');
  let sut: AdminAccountsService;
  let admins: AdminsService;
  let ownerId: string;
  let counter = 0;

  beforeAll(async () => {
    await harness.setUp();
    const hasher = new PasswordHasher();
    sut = new AdminAccountsService(
      harness.dataSource,
      new AdminAccountsRepository(),
      new AdminInvitationsRepository(),
      hasher,
      new OutboxWriter(),
      new AuditTrail(),
      new AdminTwoFactorRepository(harness.dataSource),
    );
    admins = new AdminsService(
      new AdminsRepository(harness.dataSource),
      hasher,
      harness.dataSource,
      new OutboxWriter(),
      new AuditTrail(),
    );
    await admins.ensureAdmin('owner@office.example', 'Owner-Password-1', 'Meera');
    ownerId = signedInAdmin(await admins.login('owner@office.example', 'Owner-Password-1')).id;
  });
  afterAll(() => harness.tearDown());

  async function invitationEvents(adminId: string): Promise<Array<DomainEvent<AdminInvitationEventData>>> {
    const rows: Array<{ payload: DomainEvent<AdminInvitationEventData> }> = await harness.dataSource.query(
      `SELECT payload FROM outbox WHERE event_type = $1 AND payload->'data'->>'adminId' = $2 ORDER BY created_at`,
      [IdentityEvents.AdminInvitationIssued, adminId],
    );
    return rows.map((row) => row.payload);
  }

  /** An invited account: its id, e-mail and the token its (latest) invitation event carried. */
  async function invite(role: 'admin' | 'treasurer' | 'secretary' | 'viewer' = 'treasurer', firstName = 'Anil') {
    counter += 1;
    const email = `staff${counter}@office.example`;
    const account = await sut.invite({ actorId: ownerId, email: ` ${email} `, firstName, lastName: 'Shetty', role });
    const events = await invitationEvents(account.id);
    return { id: account.id, email, account, token: events[events.length - 1].data.token };
  }

  async function active(role: 'admin' | 'treasurer' | 'secretary' | 'viewer' = 'treasurer') {
    const invited = await invite(role);
    await sut.acceptInvitation({ token: invited.token, newPassword: PASSWORD });
    return invited;
  }

  const refusal = (code: IdentityErrorCode, message?: string) => (message ? { code, message } : { code });

  it('invites an account that cannot sign in, and announces the link once with who invited, the role and the expiry', async () => {
    const before = Date.now();
    const { id, email, account, token } = await invite('treasurer');
    assert.deepEqual(
      [account.email, account.firstName, account.lastName, account.role, account.status],
      [email, 'Anil', 'Shetty', 'treasurer', 'invited'],
    );
    assert.notEqual(account.invitedAt, null);
    const expiresIn = Date.parse(account.invitationExpiresAt!) - before;
    assert.ok(Math.abs(expiresIn - 72 * 3600 * 1000) < 60_000, `expires in ${expiresIn} ms`);
    const [event, ...more] = await invitationEvents(id);
    assert.equal(more.length, 0);
    assert.deepEqual(
      { ...event.data, token: undefined },
      {
        adminId: id,
        email,
        name: 'Anil Shetty',
        role: 'treasurer',
        token: undefined,
        expiresAt: account.invitationExpiresAt,
        invitedBy: 'Meera',
        language: 'en',
      },
    );
    assert.match(token, /^[A-Za-z0-9_-]{22}$/, '128 random bits');
    const [stored] = await harness.dataSource.query(`SELECT token_hash FROM admin_invitations WHERE user_id = $1`, [
      id,
    ]);
    assert.equal(stored.token_hash, hashToken(token), 'only the hash is stored');
    await assert.rejects(
      admins.login(email, PASSWORD),
      refusal(IdentityErrorCode.InvalidAdminCredentials),
      'no password yet',
    );
  });

  it('refuses an e-mail address another admin account has, whatever its case', async () => {
    await assert.rejects(
      sut.invite({ actorId: ownerId, email: 'OWNER@office.example', firstName: 'X', role: 'viewer' }),
      refusal(IdentityErrorCode.AdminEmailTaken, IdentityMessages.AdminEmailTaken),
    );
  });

  it('tells the accept page whom a link is for, and takes a password that is neither common nor personal', async () => {
    const { id, email, token } = await invite('secretary', 'Kavya');
    assert.deepEqual(await sut.verifyInvitation(token), {
      email,
      firstName: 'Kavya',
      lastName: 'Shetty',
      role: 'secretary',
    });
    await assert.rejects(
      sut.acceptInvitation({ token, newPassword: 'password123' }),
      refusal(IdentityErrorCode.WeakPassword, IdentityMessages.PasswordTooCommon),
    );
    await assert.rejects(
      sut.acceptInvitation({ token, newPassword: 'Kavya-Shetty-99' }),
      refusal(IdentityErrorCode.WeakPassword, IdentityMessages.PasswordTooPersonal),
    );
    assert.deepEqual(await sut.acceptInvitation({ token, newPassword: PASSWORD }), {
      success: true,
      message: IdentityMessages.InvitationAccepted,
    });
    const admin = signedInAdmin(await admins.login(email, PASSWORD));
    assert.deepEqual([admin.id, admin.role], [id, 'secretary']);
    const invalid = refusal(IdentityErrorCode.InvalidInvitationToken, IdentityMessages.InvalidInvitationToken);
    await assert.rejects(sut.acceptInvitation({ token, newPassword: 'Another-Password-88' }), invalid, 'used once');
    await assert.rejects(sut.verifyInvitation(token), invalid);
    await assert.rejects(sut.verifyInvitation('not-a-token'), invalid);
    const listed = (await sut.list()).find((a) => a.id === id)!;
    assert.deepEqual([listed.status, listed.invitationExpiresAt], ['active', null]);
  });

  it('replaces the link with a fresh one for a still-invited account, and refuses one for an active account', async () => {
    const { id, token: first } = await invite('viewer');
    await sut.reinvite({ id, actorId: ownerId, language: 'kn' });
    const events = await invitationEvents(id);
    assert.equal(events.length, 2);
    // Each e-mail is written in the language of the admin who sent it (issue 31): English unless told.
    assert.deepEqual(
      events.map((event) => event.data.language),
      ['en', 'kn'],
    );
    const second = events[1].data.token;
    assert.notEqual(second, first);
    await assert.rejects(sut.verifyInvitation(first), refusal(IdentityErrorCode.InvalidInvitationToken));
    assert.equal((await sut.verifyInvitation(second)).role, 'viewer');
    await sut.acceptInvitation({ token: second, newPassword: PASSWORD });
    await assert.rejects(
      sut.reinvite({ id, actorId: ownerId }),
      refusal(IdentityErrorCode.AdminNotInvited, IdentityMessages.AdminNotInvited),
    );
    await assert.rejects(
      sut.reinvite({ id: '00000000-0000-4000-8000-000000000000', actorId: ownerId }),
      refusal(IdentityErrorCode.UserNotFound),
    );
  });

  it('refuses an expired link', async () => {
    const { id, token } = await invite('viewer');
    await harness.dataSource.query(
      `UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [id],
    );
    await assert.rejects(
      sut.acceptInvitation({ token, newPassword: PASSWORD }),
      refusal(IdentityErrorCode.InvalidInvitationToken),
    );
    assert.equal((await sut.list()).find((a) => a.id === id)!.invitationExpiresAt, null);
  });

  it('changes a role, saying whether anything changed', async () => {
    const { id } = await active('treasurer');
    const changed = await sut.changeRole({ id, role: 'viewer', actorId: ownerId });
    assert.deepEqual([changed.changed, changed.account.role], [true, 'viewer']);
    const same = await sut.changeRole({ id, role: 'viewer', actorId: ownerId });
    assert.equal(same.changed, false);
    assert.equal(signedInAdmin(await admins.login(changed.account.email, PASSWORD)).role, 'viewer');
  });

  it('deactivates an account, which then cannot sign in nor use its link, and reactivates it', async () => {
    const staff = await active('treasurer');
    const off = await sut.deactivate({ id: staff.id, actorId: ownerId });
    assert.deepEqual([off.changed, off.account.status], [true, 'deactivated']);
    assert.equal((await sut.deactivate({ id: staff.id, actorId: ownerId })).changed, false);
    await assert.rejects(admins.login(staff.email, PASSWORD), refusal(IdentityErrorCode.InvalidAdminCredentials));
    assert.equal(await admins.get(staff.id), null);
    const on = await sut.reactivate({ id: staff.id, actorId: ownerId });
    assert.deepEqual([on.changed, on.account.status], [true, 'active']);
    assert.equal(signedInAdmin(await admins.login(staff.email, PASSWORD)).id, staff.id);

    const invited = await invite('viewer');
    await sut.deactivate({ id: invited.id, actorId: ownerId });
    await assert.rejects(sut.verifyInvitation(invited.token), refusal(IdentityErrorCode.InvalidInvitationToken));
    assert.equal((await sut.reactivate({ id: invited.id, actorId: ownerId })).account.status, 'invited');
    await assert.rejects(sut.verifyInvitation(invited.token), refusal(IdentityErrorCode.InvalidInvitationToken));
  });

  it('keeps at least one active administrator and lets nobody deactivate themself', async () => {
    const last = refusal(IdentityErrorCode.LastAdministrator, 'At least one active administrator is required');
    // An invited administrator does not count: they cannot sign in yet.
    const pending = await invite('admin');
    await assert.rejects(sut.changeRole({ id: ownerId, role: 'viewer', actorId: ownerId }), last);
    await assert.rejects(sut.deactivate({ id: ownerId, actorId: ownerId }), last);
    await sut.deactivate({ id: pending.id, actorId: ownerId });

    const second = await active('admin');
    await assert.rejects(
      sut.deactivate({ id: ownerId, actorId: ownerId }),
      refusal(IdentityErrorCode.CannotDeactivateSelf, IdentityMessages.CannotDeactivateSelf),
    );
    // Two administrators demoting each other at the same moment: one of them remains.
    const outcomes = await Promise.allSettled([
      sut.changeRole({ id: ownerId, role: 'viewer', actorId: second.id }),
      sut.changeRole({ id: second.id, role: 'viewer', actorId: ownerId }),
    ]);
    assert.deepEqual(outcomes.map((o) => o.status).sort(), ['fulfilled', 'rejected']);
    const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    assert.equal(rejected.reason.code, IdentityErrorCode.LastAdministrator);
    const administrators = (await sut.list()).filter((a) => a.role === 'admin' && a.status === 'active');
    assert.equal(administrators.length, 1);
  });
});
