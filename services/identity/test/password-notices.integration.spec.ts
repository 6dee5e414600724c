import 'reflect-metadata';
import { DomainEvent, IdentityEvents, PasswordChangedEventData } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { IdentityDatabase, openIdentityDatabase } from './support/identity-database';

/** Issue 27: every change or reset of a password is announced once, for the e-mail to its owner. */
describe('password change notices', () => {
  let db: IdentityDatabase;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_pw_notice_');
  });
  afterAll(async () => {
    await db?.close();
  });

  async function notices(memberUuid: string): Promise<Array<DomainEvent<PasswordChangedEventData>>> {
    const rows: Array<{ payload: DomainEvent<PasswordChangedEventData> }> = await db.dataSource.query(
      `SELECT payload FROM outbox WHERE event_type = $1 AND payload->'data'->>'userId' = $2`,
      [IdentityEvents.PasswordChanged, memberUuid],
    );
    return rows.map((row) => row.payload);
  }

  async function memberWithPassword() {
    const member = await db.approvedMember();
    const [link] = await db.linkEvents(member.id, IdentityEvents.SetupLinkIssued);
    await db.links.setupPassword({ token: link.data.token, newPassword: 'First-Password-1' });
    return member;
  }

  it('announces nothing when the member sets their first password', async () => {
    const member = await memberWithPassword();
    assert.deepEqual(await notices(member.id), []);
  });

  it('announces a change once, to the member’s address', async () => {
    const member = await memberWithPassword();
    await db.accounts.changePassword(member.id, 'First-Password-1', 'Second-Password-2');
    const events = await notices(member.id);
    assert.equal(events.length, 1);
    assert.deepEqual(events[0].data, {
      userType: 'member',
      userId: member.id,
      email: member.email,
      name: `${member.firstName} ${member.lastName}`,
      how: 'changed',
      language: 'en',
    });
  });

  it('announces a reset once, and nothing for a refused one', async () => {
    const member = await memberWithPassword();
    await db.links.forgotPassword(member.memberId);
    const [link] = await db.linkEvents(member.id, IdentityEvents.ResetLinkIssued);
    await assert.rejects(db.links.resetPassword({ token: link.data.token, newPassword: 'password' }));
    assert.deepEqual(await notices(member.id), [], 'a common password is refused and changes nothing');
    await db.links.resetPassword({ token: link.data.token, newPassword: 'Reset-Password-3' });
    const events = await notices(member.id);
    assert.deepEqual(
      events.map((event) => event.data.how),
      ['reset'],
    );
  });
});
