import 'reflect-metadata';
import { IdentityErrorCode, IdentityMessages, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { aMember, IdentityDatabase, openIdentityDatabase } from './support/identity-database';

const PASSWORD = 'Studio-Light-2024';

describe('member login over Postgres', () => {
  let db: IdentityDatabase;

  beforeAll(async () => {
    db = await openIdentityDatabase('identity_login_');
  });
  afterAll(async () => {
    await db?.close();
  });

  /** An approved member who has set a password. */
  async function memberWithPassword(overrides = {}) {
    const member = await db.approvedMember(overrides);
    await db.dataSource.transaction((manager) => db.accounts.setPassword(manager, member.id, PASSWORD));
    return member;
  }

  const refusedWith = (code: IdentityErrorCode, message: string) => ({ code, message });
  const invalid = refusedWith(IdentityErrorCode.InvalidMemberCredentials, IdentityMessages.InvalidMemberCredentials);

  it('lets an active member in by member id typed in any case, and answers their details without the password', async () => {
    const member = await memberWithPassword();
    const sut = db.accounts;
    const answer = await sut.login(member.memberId.toLowerCase(), PASSWORD);
    assert.deepEqual(answer, {
      id: member.id,
      memberId: member.memberId,
      email: member.email,
      phone: member.phone,
      firstName: member.firstName,
      lastName: member.lastName,
      status: 'active',
      previousLoginAt: null,
    });
    const [row] = await db.dataSource.query(
      'SELECT password_hash, last_login_at FROM member_credentials WHERE member_uuid = $1',
      [member.id],
    );
    assert.match(row.password_hash, /^\$argon2id\$/, 'only an argon2id hash is stored');
    assert.notEqual(row.last_login_at, null);
  });

  it('tells a member signing in again when they signed in before, for the profile page', async () => {
    const member = await memberWithPassword();
    const first = await db.accounts.login(member.memberId, PASSWORD);
    const [{ last_login_at: firstAt }] = await db.dataSource.query(
      'SELECT last_login_at FROM member_credentials WHERE member_uuid = $1',
      [member.id],
    );

    const second = await db.accounts.login(member.memberId, PASSWORD);

    assert.equal(first.previousLoginAt, null);
    assert.equal(second.previousLoginAt, (firstAt as Date).toISOString());
  });

  it('lets a member in by e-mail in any case', async () => {
    const member = await memberWithPassword({ email: 'Meera.Studio@Example.IN' });
    const answer = await db.accounts.login('  MEERA.studio@example.in ', PASSWORD);
    assert.equal(answer.id, member.id);
  });

  it('lets a member in by phone with or without +91, spaces or dashes', async () => {
    const member = await memberWithPassword({ phone: '+91 99001 23456' });
    for (const typed of ['9900123456', '+919900123456', '+91 99001 23456', '99001-23456', '+91-99001-23456']) {
      const answer = await db.accounts.login(typed, PASSWORD);
      assert.equal(answer.id, member.id, typed);
    }
  });

  it('lets an expired member in too', async () => {
    const member = await memberWithPassword();
    await db.deliver(MembershipEvents.MemberUpdated, { ...member, status: 'expired' });
    const answer = await db.accounts.login(member.memberId, PASSWORD);
    assert.equal(answer.status, 'expired');
  });

  it("sends an approved member without a password to set one up (422 'Password Setup Required')", async () => {
    const member = await db.approvedMember();
    await assert.rejects(
      db.accounts.login(member.phone, 'anything-at-all'),
      refusedWith(IdentityErrorCode.PasswordSetupRequired, 'Password Setup Required'),
    );
  });

  it('tells a pending applicant that the application awaits approval', async () => {
    await db.deliver(MembershipEvents.MemberCreated, aMember({ email: 'pending.one@example.in' }));
    await assert.rejects(
      db.accounts.login('pending.one@example.in', 'whatever-1'),
      refusedWith(IdentityErrorCode.MembershipPending, IdentityMessages.MembershipPending),
    );
  });

  it('tells a suspended member that the membership is suspended, once the password is right', async () => {
    const member = await memberWithPassword();
    await db.deliver(MembershipEvents.MemberUpdated, { ...member, status: 'suspended' });
    await assert.rejects(
      db.accounts.login(member.memberId, PASSWORD),
      refusedWith(IdentityErrorCode.MembershipSuspended, IdentityMessages.MembershipSuspended),
    );
    await assert.rejects(
      db.accounts.login(member.memberId, 'wrong-password'),
      invalid,
      'a wrong password reveals nothing more',
    );
  });

  it("answers an unknown identifier and a wrong password with the same 401 'Invalid member credentials'", async () => {
    const member = await memberWithPassword();
    await assert.rejects(db.accounts.login(member.memberId, 'wrong-password'), invalid);
    await assert.rejects(db.accounts.login('PHOTO9999', PASSWORD), invalid);
    await assert.rejects(db.accounts.login('nobody@example.in', PASSWORD), invalid);
    await assert.rejects(db.accounts.login('9000000000', PASSWORD), invalid);
  });

  it('does the same argon2id work for an unknown identifier as for a wrong password, so the time tells nothing', async () => {
    const member = await memberWithPassword();
    const verifiedBy = async (identifier: string) => {
      const before = db.verifiedHashes.length;
      await assert.rejects(db.accounts.login(identifier, 'wrong-password'), invalid);
      return db.verifiedHashes.slice(before);
    };
    // A member with a wrong password: one verification, against their own stored hash.
    const known = await verifiedBy(member.memberId);
    assert.equal(known.length, 1);
    // No such member: one verification too, against the decoy argon2id hash (the same cost), not none.
    const unknown = await verifiedBy('PHOTO8888');
    assert.equal(unknown.length, 1);
    assert.match(unknown[0], /^\$argon2id\$/);
    assert.notEqual(unknown[0], known[0]);
    assert.equal(known[0].split('$').slice(0, 4).join('$'), unknown[0].split('$').slice(0, 4).join('$'));
  });

  it('never locks a member out: after 20 wrong passwords the right one still lets the member in', async () => {
    const member = await memberWithPassword();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      await assert.rejects(
        db.accounts.login(member.memberId, `wrong-${attempt}-password`),
        invalid,
        `attempt ${attempt}`,
      );
    }
    assert.equal((await db.accounts.login(member.memberId, PASSWORD)).id, member.id);
  });

  it('answers repeated failures for an unknown identifier exactly as for a real member, with nothing that says "locked"', async () => {
    const member = await memberWithPassword();
    const failure = (identifier: string) =>
      db.accounts.login(identifier, 'wrong-password').then(
        () => assert.fail('a wrong password must be refused'),
        (error: { code: string; message: string; details?: unknown }) => ({
          code: error.code,
          message: error.message,
          details: error.details,
        }),
      );
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      const known = await failure(member.memberId);
      const unknown = await failure('PHOTO7777');
      assert.deepEqual(unknown, known, `attempt ${attempt}`);
      assert.equal(known.code, IdentityErrorCode.InvalidMemberCredentials, `attempt ${attempt}`);
    }
  });

  it('changes the password only with the right current one', async () => {
    const member = await memberWithPassword();
    await assert.rejects(db.accounts.changePassword(member.id, 'not-my-password', 'New-Password-1'), {
      code: IdentityErrorCode.WrongCurrentPassword,
      message: 'Current password is incorrect',
      details: {
        field: 'currentPassword',
        errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
    });
    await assert.rejects(db.accounts.login(member.memberId, 'New-Password-1'), invalid);
    await db.accounts.changePassword(member.id, PASSWORD, 'New-Password-1');
    assert.equal((await db.accounts.login(member.memberId, 'New-Password-1')).id, member.id);
    await assert.rejects(db.accounts.login(member.memberId, PASSWORD), invalid, 'the old password no longer works');
  });
});
