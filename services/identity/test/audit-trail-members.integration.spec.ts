import 'reflect-metadata';
import { describe, it } from '@jest/globals';
import { IdentityEvents, IdentitySubjects, PasswordLinkEventData } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Caller, identityAuditTrail, NEW_PASSWORD, PASSWORD } from './support/audit-trail.fixture';

/**
 * The audit trail in identity (DESIGN.md §6, issue 27): each change an admin, member or public caller makes to an
 * account leaves exactly one row naming them, in the change's own transaction, and never a password, hash, token,
 * two-factor secret or recovery code. Signing in leaves none (the gateway records sign-ins itself). The service runs
 * as deployed (its module on real Postgres and NATS) and is called as the gateway calls it, with the actor header.
 */
// The members' accounts here; the admins' in audit-trail.integration.spec.ts.
describe('identity audit trail', () => {
  const {
    harness,
    publicCaller,
    call,
    lastRowId,
    rowsAfter,
    during,
    onlyRow,
    assertNoSecret,
    storedPassword,
    linkToken,
    approvedMember,
    memberWithPassword,
  } = identityAuditTrail();

  it("records a member's first password, chosen with the set-up link, for the member's account", async () => {
    const { member, setupToken } = await approvedMember();
    const row = await onlyRow(publicCaller, (correlationId) =>
      call(IdentitySubjects.SetupPassword, { token: setupToken, newPassword: PASSWORD }, publicCaller, correlationId),
    );
    assert.deepEqual(
      [row.action, row.entity, row.entityId, row.after],
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
      [row.action, row.entity, row.entityId, row.after],
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
      [row.action, row.entity, row.entityId, row.after],
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
      [row.actorType, row.actorId, row.ip, row.correlationId],
      ['public', null, publicCaller.ip, correlationId],
    );
    assert.deepEqual([row.action, row.entity, row.entityId], ['password-reset.requested', 'password-reset', member.id]);
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
      [row.action, row.entity, row.entityId, row.after],
      ['member-account.password-reset', 'member-account', member.id, { passwordChanged: true }],
    );
    assertNoSecret(row, token, NEW_PASSWORD, await storedPassword('member_credentials', member.id));
  });
});
