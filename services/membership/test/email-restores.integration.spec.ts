import 'reflect-metadata';
import {
  EmailChangedEventData,
  EmailChangeRequestedEventData,
  EmailRestoreMessages,
  MemberDto,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembersService } from '../src/members/members.service';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

let sequence = 0;
const address = (name: string) => `${name}.${++sequence}@restore.test`;
const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const invalidLink = { code: MembershipErrorCode.InvalidEmailChangeToken, message: EmailRestoreMessages.InvalidToken };

/** Issue 27: when a member's address changes, the old address hears of it with a link that puts it back. */
describe('restoring a member’s previous e-mail address', () => {
  let fx: MembershipFixture;
  let sut: MembersService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.members;
  });
  afterAll(() => fx?.teardown());

  async function aMember(): Promise<MemberDto> {
    return sut.create(
      { firstName: 'Asha', lastName: 'Rao', phone: nextPhone(), email: address('asha'), address: 'Mysuru' },
      fx.admin,
    );
  }

  async function notices(memberUuid: string): Promise<EmailChangedEventData[]> {
    return (await fx.events(MembershipEvents.EmailChanged))
      .map((e) => e.data)
      .filter((data) => data.memberUuid === memberUuid);
  }

  /** The member asks for a new address and follows the link sent to it. */
  async function changeByMember(member: MemberDto, wanted: string): Promise<void> {
    await sut.update(member.id, { email: wanted }, memberActor(member.id));
    const requests: EmailChangeRequestedEventData[] = (await fx.events(MembershipEvents.EmailChangeRequested))
      .map((e) => e.data)
      .filter((data) => data.memberUuid === member.id);
    await sut.confirmEmailChange(requests[requests.length - 1].token);
  }

  it('tells the old address once when the member confirms a new one, with a link valid 7 days stored only hashed', async () => {
    const member = await aMember();
    const wanted = address('asha-new');
    await sut.update(member.id, { email: wanted }, memberActor(member.id));
    assert.deepEqual(await notices(member.id), [], 'nothing changed yet: nothing to announce');
    await changeByMember(member, wanted);
    const [notice, ...more] = await notices(member.id);
    assert.equal(more.length, 0);
    assert.deepEqual(
      { ...notice, token: undefined, expiresAt: undefined },
      {
        memberUuid: member.id,
        memberId: member.memberId,
        name: 'Asha Rao',
        oldEmail: member.email,
        newEmail: wanted,
        changedBy: 'member',
        token: undefined,
        expiresAt: undefined,
      },
    );
    const days = (Date.parse(notice.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 6.99 && days <= 7, `${days} days`);
    const [row] = await fx.dataSource.query(`SELECT token_hash FROM member_email_restores WHERE member_id = $1`, [
      member.id,
    ]);
    assert.equal(row.token_hash, sha256(notice.token));
  });

  it('tells the old address when an admin changes it too', async () => {
    const member = await aMember();
    const wanted = address('asha-office');
    await sut.update(member.id, { email: wanted }, fx.admin);
    const [notice] = await notices(member.id);
    assert.equal(notice.oldEmail, member.email);
    assert.equal(notice.changedBy, 'admin');
  });

  it('puts the old address back once, names the member for the gateway, and refuses the link afterwards', async () => {
    const member = await aMember();
    await changeByMember(member, address('thief'));
    const [notice] = await notices(member.id);
    const answer = await sut.restoreEmail(notice.token);
    assert.deepEqual(answer, { email: member.email, memberUuid: member.id });
    assert.equal((await sut.get(member.id, fx.admin)).email, member.email);
    const updates = (await fx.events(MembershipEvents.MemberUpdated)).filter(
      (e) => e.data.member.id === member.id && e.data.member.email === member.email,
    );
    assert.ok(updates.length >= 1, 'identity hears of the restored address (its login identifier)');
    await assert.rejects(sut.restoreEmail(notice.token), invalidLink);
  });

  it('refuses an expired or unknown link and leaves the address as it is', async () => {
    const member = await aMember();
    const wanted = address('asha-later');
    await changeByMember(member, wanted);
    const [notice] = await notices(member.id);
    await fx.dataSource.query(
      `UPDATE member_email_restores SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    await assert.rejects(sut.restoreEmail(notice.token), invalidLink);
    await assert.rejects(sut.restoreEmail('no-such-token'), invalidLink);
    assert.equal((await sut.get(member.id, fx.admin)).email, wanted);
  });
});
