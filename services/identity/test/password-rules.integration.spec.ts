import 'reflect-metadata';
import { IdentityErrorCode, IdentityEvents, IdentityMessages } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { IdentityDatabase, openIdentityDatabase } from './support/identity-database';

const GOOD = 'Nikon-Z6-Hubballi-2026';

const refused = (message: string) => ({
  code: IdentityErrorCode.WeakPassword,
  message,
  details: { field: 'newPassword', errors: [{ field: 'newPassword', message }] },
});
const tooCommon = refused(IdentityMessages.PasswordTooCommon);
const tooPersonal = refused(IdentityMessages.PasswordTooPersonal);

/** Passwords people cannot guess (issue 27) at every place a member sets one: set-up link, reset link, change. */
describe('common and personal passwords refused wherever a password is set', () => {
  let db: IdentityDatabase;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_password_rules_');
  });
  afterAll(async () => {
    await db?.close();
  });

  const newestToken = async (memberUuid: string, type: string) => (await db.linkEvents(memberUuid, type))[0].data.token;

  /** A member named Meera Nair with these details (e-mail and phone unique to the test run). */
  const meera = () => db.approvedMember({ firstName: 'Meera', lastName: 'Nair' });

  it('refuses a common and a personal password on the set-up link, which keeps working for a good one', async () => {
    const member = await meera();
    const token = await newestToken(member.id, IdentityEvents.SetupLinkIssued);
    const setUp = (newPassword: string) => db.links.setupPassword({ loginId: member.memberId, token, newPassword });

    await assert.rejects(setUp('password1'), tooCommon);
    await assert.rejects(setUp('12345678'), tooCommon);
    await assert.rejects(setUp('aaaaaaaa'), tooCommon);
    await assert.rejects(setUp(member.email!), tooPersonal);
    await assert.rejects(setUp(`${member.email!.split('@')[0].toUpperCase()}!1`), tooPersonal);
    await assert.rejects(setUp('Meera-Nair-1990'), tooPersonal);
    await assert.rejects(setUp(`+91${member.phone}`), tooPersonal);
    await assert.rejects(setUp(`${member.memberId.toLowerCase()}#`), tooPersonal);
    await assert.rejects(db.accounts.login(member.memberId, 'password1'), {
      code: IdentityErrorCode.PasswordSetupRequired,
    });

    assert.deepEqual(await setUp(GOOD), { success: true, message: IdentityMessages.PasswordSet });
    assert.equal((await db.accounts.login(member.memberId, GOOD)).id, member.id);
  });

  it('refuses a common and a personal password on the reset link, which keeps working for a good one', async () => {
    const member = await meera();
    await db.links.setupPassword({
      loginId: member.memberId,
      token: await newestToken(member.id, IdentityEvents.SetupLinkIssued),
      newPassword: GOOD,
    });
    await db.links.forgotPassword(member.memberId);
    const token = await newestToken(member.id, IdentityEvents.ResetLinkIssued);
    const reset = (newPassword: string) => db.links.resetPassword({ token, newPassword });

    await assert.rejects(reset('iloveyou'), tooCommon);
    await assert.rejects(reset('Meera2025!'), tooPersonal);
    assert.equal((await db.accounts.login(member.memberId, GOOD)).id, member.id, 'the old password still works');

    const answer = await reset('Canon-R5-Hubli-Lake');
    assert.equal(answer.message, IdentityMessages.PasswordReset);
    assert.equal((await db.accounts.login(member.memberId, 'Canon-R5-Hubli-Lake')).id, member.id);
  });

  it('refuses a common and a personal new password on change, keeping the current one', async () => {
    const member = await meera();
    await db.links.setupPassword({
      loginId: member.memberId,
      token: await newestToken(member.id, IdentityEvents.SetupLinkIssued),
      newPassword: GOOD,
    });

    await assert.rejects(db.accounts.changePassword(member.id, GOOD, 'qwertyuiop'), tooCommon);
    await assert.rejects(db.accounts.changePassword(member.id, GOOD, `nair-${member.phone}`), tooPersonal);
    assert.equal((await db.accounts.login(member.memberId, GOOD)).id, member.id, 'the current password stays');

    await db.accounts.changePassword(member.id, GOOD, 'Fuji-XT4-Udupi-Coast');
    assert.equal((await db.accounts.login(member.memberId, 'Fuji-XT4-Udupi-Coast')).id, member.id);
  });
});
