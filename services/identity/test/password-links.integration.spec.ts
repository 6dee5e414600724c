import 'reflect-metadata';
import { IdentityErrorCode, IdentityEvents, IdentityMessages, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { hashToken } from '../src/member-accounts/password-tokens';
import { aMember, IdentityDatabase, openIdentityDatabase } from './support/identity-database';

const sameSetupAnswer = {
  success: true,
  message: 'If an account matches, we have e-mailed a link to set your password.',
};
const sameResetAnswer = { success: true, message: 'If an account matches, we have e-mailed a password reset link.' };
const invalidSetup = {
  code: IdentityErrorCode.InvalidSetupToken,
  message: 'This set-up link is invalid or has expired. Request a new one.',
};
const invalidReset = { code: IdentityErrorCode.InvalidResetToken, message: IdentityMessages.InvalidResetToken };

describe('set-up and reset links over Postgres', () => {
  let db: IdentityDatabase;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_links_');
  });
  afterAll(async () => {
    await db?.close();
  });

  async function setupToken(memberUuid: string): Promise<string> {
    const [latest] = await db.linkEvents(memberUuid, IdentityEvents.SetupLinkIssued);
    assert.ok(latest, 'a set-up link was issued');
    return latest.data.token;
  }

  async function memberWithPassword(password = 'First-Password-1') {
    const member = await db.approvedMember();
    await db.links.setupPassword({
      loginId: member.memberId,
      token: await setupToken(member.id),
      newPassword: password,
    });
    return member;
  }

  it('e-mails a set-up link on approval: a 128-bit token, stored only as its hash, valid for 24 hours', async () => {
    const member = await db.approvedMember();
    const [event, ...others] = await db.linkEvents(member.id);
    assert.equal(others.length, 0, 'exactly one link event');
    assert.equal(event.type, IdentityEvents.SetupLinkIssued);
    assert.deepEqual(
      { ...event.data, token: undefined, expiresAt: undefined },
      {
        memberId: member.memberId,
        memberUuid: member.id,
        email: member.email,
        name: `${member.firstName} ${member.lastName}`,
        token: undefined,
        expiresAt: undefined,
        reason: 'approved',
        language: 'en',
      },
    );
    assert.equal(Buffer.from(event.data.token, 'base64url').length, 16);
    const hoursLeft = (Date.parse(event.data.expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hoursLeft > 23.9 && hoursLeft <= 24, `${hoursLeft} h`);
    const rows = await db.dataSource.query('SELECT token_hash FROM password_tokens WHERE member_uuid = $1', [
      member.id,
    ]);
    assert.deepEqual(rows, [{ token_hash: hashToken(event.data.token) }], 'the raw token is not stored');
  });

  it("carries the member's language to the set-up link's e-mail: on approval and when one more link is asked for", async () => {
    const member = await db.approvedMember({ language: 'kn' });
    const [approval] = await db.linkEvents(member.id);
    assert.equal(approval.data.language, 'kn');
    await db.links.setupPassword({ loginId: member.memberId });
    const [asked, ...earlier] = await db.linkEvents(member.id);
    assert.equal(earlier.length, 1, 'one more link event');
    assert.deepEqual([asked.data.reason, asked.data.language], ['requested', 'kn']);
  });

  it('sends no set-up link to an approved member without an e-mail address', async () => {
    const member = await db.approvedMember({ email: null });
    assert.deepEqual(await db.linkEvents(member.id), []);
  });

  it('sets the first password with the link, for the member id, e-mail or phone the member types', async () => {
    for (const loginId of ['memberId', 'email', 'phone'] as const) {
      const member = await db.approvedMember();
      const typed =
        loginId === 'email'
          ? member.email!.toUpperCase()
          : loginId === 'phone'
            ? `+91 ${member.phone}`
            : member[loginId].toLowerCase();
      const sut = db.links;
      const answer = await sut.setupPassword({
        loginId: typed,
        token: await setupToken(member.id),
        newPassword: 'My-New-Password',
      });
      assert.deepEqual(answer, { success: true, message: 'Your password has been set. You can now log in.' });
      assert.equal((await db.accounts.login(member.memberId, 'My-New-Password')).id, member.id, loginId);
    }
  });

  it('uses a set-up link once only', async () => {
    const member = await db.approvedMember();
    const token = await setupToken(member.id);
    await db.links.setupPassword({ loginId: member.memberId, token, newPassword: 'My-New-Password' });
    await assert.rejects(
      db.links.setupPassword({ loginId: member.memberId, token, newPassword: 'Attackers-Password' }),
      invalidSetup,
    );
    assert.equal(
      (await db.accounts.login(member.memberId, 'My-New-Password')).id,
      member.id,
      'the first password stays',
    );
  });

  it('refuses an expired set-up link, a forged one and one used with another member id', async () => {
    const member = await db.approvedMember();
    const other = await db.approvedMember();
    const token = await setupToken(member.id);
    await assert.rejects(
      db.links.setupPassword({ loginId: other.memberId, token, newPassword: 'My-New-Password' }),
      invalidSetup,
    );
    await assert.rejects(
      db.links.setupPassword({
        loginId: member.memberId,
        token: 'AAAAAAAAAAAAAAAAAAAAAA',
        newPassword: 'My-New-Password',
      }),
      invalidSetup,
    );
    await db.dataSource.query(
      `UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE member_uuid = $1`,
      [member.id],
    );
    await assert.rejects(
      db.links.setupPassword({ loginId: member.memberId, token, newPassword: 'My-New-Password' }),
      invalidSetup,
    );
    await assert.rejects(db.accounts.login(member.memberId, 'My-New-Password'), {
      code: IdentityErrorCode.PasswordSetupRequired,
    });
  });

  it("without a token e-mails one more link and leaves the approval e-mail's link working", async () => {
    const member = await db.approvedMember();
    const fromApproval = await setupToken(member.id);
    // Anyone can type this member's id on /setup-password.
    const answer = await db.links.setupPassword({ loginId: member.phone, newPassword: 'ignored-here' });
    assert.deepEqual(answer, sameSetupAnswer);
    const [fresh] = await db.linkEvents(member.id, IdentityEvents.SetupLinkIssued);
    assert.equal(fresh.data.reason, 'requested');
    assert.notEqual(fresh.data.token, fromApproval);
    assert.equal((await db.links.verifySetupToken(fresh.data.token)).valid, true, 'the new link works');

    await db.links.setupPassword({ loginId: member.memberId, token: fromApproval, newPassword: 'My-New-Password' });
    assert.equal((await db.accounts.login(member.memberId, 'My-New-Password')).id, member.id);
    assert.deepEqual(
      await db.links.verifySetupToken(fresh.data.token),
      { valid: false },
      'a used account voids the rest',
    );
    await assert.rejects(
      db.links.setupPassword({ loginId: member.memberId, token: fresh.data.token, newPassword: 'Attackers-Password' }),
      invalidSetup,
    );
  });

  it('e-mails at most three set-up links a member an hour, answering every request the same', async () => {
    const member = await db.approvedMember();
    const answers = [];
    for (let request = 1; request <= 4; request += 1) {
      answers.push(await db.links.setupPassword({ loginId: member.memberId }));
    }
    assert.deepEqual(answers, Array(4).fill(sameSetupAnswer), 'nothing tells that the limit was reached');
    const issued = await db.linkEvents(member.id, IdentityEvents.SetupLinkIssued);
    assert.equal(issued.length, 3, 'the approval link and two requested ones');
    for (const event of issued) {
      assert.equal((await db.links.verifySetupToken(event.data.token)).valid, true, 'every link stays live');
    }

    // An hour later the member may ask again.
    await db.dataSource.query(
      `UPDATE password_tokens SET created_at = created_at - interval '61 minutes' WHERE member_uuid = $1`,
      [member.id],
    );
    await db.links.setupPassword({ loginId: member.email! });
    assert.equal((await db.linkEvents(member.id, IdentityEvents.SetupLinkIssued)).length, 4);
  });

  it('tells the set-up page whom a live link is for (first name, masked member id) and nothing for a dead one', async () => {
    const member = await db.approvedMember({ memberId: 'PHOTO4242', firstName: 'Lakshmi' });
    const token = await setupToken(member.id);
    const answer = await db.links.verifySetupToken(token);
    assert.deepEqual(answer, { valid: true, firstName: 'Lakshmi', maskedMemberId: 'PH•••••42' });
    assert.deepEqual(await db.links.verifySetupToken('AAAAAAAAAAAAAAAAAAAAAA'), { valid: false });

    await db.links.setupPassword({ token, newPassword: 'My-New-Password' });
    assert.equal(
      (await db.accounts.login(member.memberId, 'My-New-Password')).id,
      member.id,
      'the link alone names the member: no login id needed',
    );
    assert.deepEqual(await db.links.verifySetupToken(token), { valid: false }, 'used');

    const expiring = await db.approvedMember();
    const old = await setupToken(expiring.id);
    await db.dataSource.query(
      `UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE member_uuid = $1`,
      [expiring.id],
    );
    assert.deepEqual(await db.links.verifySetupToken(old), { valid: false }, 'expired');
    const resetToken = await (async () => {
      const withPassword = await memberWithPassword();
      await db.links.forgotPassword(withPassword.memberId);
      return (await db.linkEvents(withPassword.id, IdentityEvents.ResetLinkIssued))[0].data.token;
    })();
    assert.deepEqual(await db.links.verifySetupToken(resetToken), { valid: false }, 'a reset link is no set-up link');
  });

  it('answers a set-up request the same for unknown, pending and already set-up accounts, and e-mails none of them', async () => {
    const pending = aMember();
    await db.deliver(MembershipEvents.MemberCreated, pending);
    const done = await memberWithPassword();
    const before = (await db.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
    for (const loginId of ['PHOTO7777', 'stranger@example.in', pending.memberId, done.memberId]) {
      assert.deepEqual(await db.links.setupPassword({ loginId }), sameSetupAnswer, loginId);
    }
    const afterwards = (await db.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
    assert.equal(afterwards, before, 'no e-mail went out');
  });

  it('e-mails a reset link valid for one hour to a member with a password, and answers unknown ones the same', async () => {
    const member = await memberWithPassword();
    assert.deepEqual(await db.links.forgotPassword(member.email!.toUpperCase()), sameResetAnswer);
    const [event] = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    assert.equal(event.data.reason, 'requested');
    const minutesLeft = (Date.parse(event.data.expiresAt) - Date.now()) / 60_000;
    assert.ok(minutesLeft > 59 && minutesLeft <= 60, `${minutesLeft} min`);
    const before = (await db.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n;
    assert.deepEqual(await db.links.forgotPassword('nobody@example.in'), sameResetAnswer);
    assert.equal((await db.dataSource.query('SELECT count(*)::int AS n FROM outbox'))[0].n, before);
  });

  it('resets the password once with the link, and tells the gateway whose sessions to end', async () => {
    const member = await memberWithPassword();
    await db.links.forgotPassword(member.memberId);
    const [{ data }] = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    assert.equal(await db.links.verifyResetToken(data.token), true);
    const answer = await db.links.resetPassword({ token: data.token, newPassword: 'Reset-Password-2' });
    assert.deepEqual(answer, {
      success: true,
      message: 'Your password has been reset. You can now log in.',
      memberUuid: member.id,
    });
    assert.equal((await db.accounts.login(member.memberId, 'Reset-Password-2')).id, member.id);
    assert.equal(await db.links.verifyResetToken(data.token), false, 'used up');
    await assert.rejects(db.links.resetPassword({ token: data.token, newPassword: 'Another-Password' }), invalidReset);
  });

  it('refuses an expired or superseded reset link and a set-up link used as a reset link', async () => {
    const member = await memberWithPassword();
    await db.links.forgotPassword(member.memberId);
    const [older] = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    await db.links.forgotPassword(member.memberId);
    const [newer] = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    assert.notEqual(newer.data.token, older.data.token);
    assert.equal(await db.links.verifyResetToken(older.data.token), false, 'the newer link voids the older');
    await assert.rejects(
      db.links.resetPassword({ token: older.data.token, newPassword: 'Reset-Password-2' }),
      invalidReset,
    );

    await db.dataSource.query(
      `UPDATE password_tokens SET expires_at = now() - interval '1 second' WHERE member_uuid = $1`,
      [member.id],
    );
    assert.equal(await db.links.verifyResetToken(newer.data.token), false);
    await assert.rejects(
      db.links.resetPassword({ token: newer.data.token, newPassword: 'Reset-Password-2' }),
      invalidReset,
    );

    const fresh = await db.approvedMember();
    await assert.rejects(
      db.links.resetPassword({ token: await setupToken(fresh.id), newPassword: 'Reset-Password-2' }),
      invalidReset,
    );
  });
});
