import 'reflect-metadata';
import {
  CommonErrorCode,
  EMAIL_CHANGE_REQUESTS_PER_HOUR,
  EmailChangeMessages,
  EmailChangeRequestedEventData,
  MemberDto,
  MemberEventData,
  MembershipErrorCode,
  MembershipEvents,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembersService } from '../src/members/members.service';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

let sequence = 0;
const address = (name: string) => `${name}.${++sequence}@studio.test`;
const sha256 = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

describe('a member changing their own e-mail address', () => {
  let fx: MembershipFixture;
  let sut: MembersService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.members;
  });
  afterAll(() => fx?.teardown());

  async function aMember(): Promise<MemberDto> {
    return sut.create(
      { firstName: 'Ravi', lastName: 'Kumar', phone: nextPhone(), email: address('ravi'), address: 'Mysuru' },
      fx.admin,
    );
  }

  /** The confirmation requests written for a member, oldest first. */
  async function requests(memberUuid: string): Promise<EmailChangeRequestedEventData[]> {
    return (await fx.events(MembershipEvents.EmailChangeRequested))
      .map((e) => e.data)
      .filter((data) => data.memberUuid === memberUuid);
  }

  async function latestToken(memberUuid: string): Promise<string> {
    const all = await requests(memberUuid);
    assert.ok(all.length > 0, 'a confirmation link was requested');
    return all[all.length - 1].token;
  }

  async function updatedEvents(memberUuid: string): Promise<MemberEventData[]> {
    return (await fx.events(MembershipEvents.MemberUpdated))
      .map((e) => e.data)
      .filter((data) => data.member.id === memberUuid);
  }

  const invalidLink = { code: MembershipErrorCode.InvalidEmailChangeToken, message: EmailChangeMessages.InvalidToken };

  it('keeps the old address until the new one is confirmed, applies the other fields at once and asks the new address for proof', async () => {
    const member = await aMember();
    const wanted = address('ravindra');
    const answer = await sut.update(
      member.id,
      { firstName: 'Ravindra', phone: '98450 11122', email: wanted, address: 'Udupi' },
      memberActor(member.id),
    );
    assert.equal(answer.email, member.email, 'the address in the answer is still the old one');
    assert.equal(answer.pendingEmail, wanted);
    assert.deepEqual([answer.firstName, answer.phone, answer.address], ['Ravindra', '9845011122', 'Udupi']);
    const stored = await sut.get(member.id, fx.admin);
    assert.equal(stored.email, member.email);
    assert.equal(stored.pendingEmail, wanted, 'the record read again still names the pending address');

    const [request] = await requests(member.id);
    assert.deepEqual(
      { ...request, token: undefined, expiresAt: undefined },
      {
        memberUuid: member.id,
        memberId: member.memberId,
        name: 'Ravindra Kumar',
        email: wanted,
        token: undefined,
        expiresAt: undefined,
      },
    );
    assert.match(request.token, /^[A-Za-z0-9_-]{22}$/, '128 random bits, URL-safe');
    const hoursLeft = (Date.parse(request.expiresAt) - Date.now()) / 3_600_000;
    assert.ok(hoursLeft > 23.9 && hoursLeft <= 24, `the link lasts a day (${hoursLeft} h)`);
    const [row] = await fx.dataSource.query(
      'SELECT new_email, token_hash FROM member_email_changes WHERE member_id = $1',
      [member.id],
    );
    assert.deepEqual(
      row,
      { new_email: wanted, token_hash: sha256(request.token) },
      'only the hash of the token is kept',
    );

    const [updated] = await updatedEvents(member.id);
    assert.equal(updated.member.email, member.email, 'identity keeps signing the member in with the old address');
    assert.equal(updated.member.firstName, 'Ravindra');
  });

  it('applies the new address when the link is followed, once, with an update event and a log line by the member', async () => {
    const member = await aMember();
    const wanted = address('confirmed');
    await sut.update(member.id, { email: wanted }, memberActor(member.id));
    const token = await latestToken(member.id);

    assert.deepEqual(await sut.confirmEmailChange(token), { email: wanted });
    const stored = await sut.get(member.id, memberActor(member.id));
    assert.equal(stored.email, wanted);
    assert.equal(stored.pendingEmail, undefined, 'nothing is pending any more');
    const events = await updatedEvents(member.id);
    assert.equal(events.length, 2, 'the request and the confirmation each send an update');
    assert.equal(events[1].member.email, wanted);
    assert.equal(events[1].by, null, 'not an admin change');
    const [log] = await fx.dataSource.query(
      `SELECT actor_type, actor_id, details FROM member_activity WHERE member_id = $1 AND kind = 'details_updated'
       ORDER BY occurred_at DESC LIMIT 1`,
      [member.id],
    );
    assert.deepEqual(log, { actor_type: 'member', actor_id: member.id, details: { fields: ['email'] } });

    await assert.rejects(sut.confirmEmailChange(token), invalidLink, 'a used link does not work again');
  });

  it('voids the older link when the member asks for another address, and applies only the newest', async () => {
    const member = await aMember();
    const first = address('first');
    const second = address('second');
    await sut.update(member.id, { email: first }, memberActor(member.id));
    const firstToken = await latestToken(member.id);
    const answer = await sut.update(member.id, { email: second }, memberActor(member.id));
    assert.equal(answer.pendingEmail, second);
    const secondToken = await latestToken(member.id);
    assert.notEqual(secondToken, firstToken);

    await assert.rejects(sut.confirmEmailChange(firstToken), invalidLink);
    assert.equal((await sut.get(member.id, fx.admin)).email, member.email);
    await sut.confirmEmailChange(secondToken);
    assert.equal((await sut.get(member.id, fx.admin)).email, second);
  });

  it('refuses an expired or unknown link and changes nothing', async () => {
    const member = await aMember();
    await sut.update(member.id, { email: address('late') }, memberActor(member.id));
    const token = await latestToken(member.id);
    await fx.dataSource.query(
      `UPDATE member_email_changes SET expires_at = now() - interval '1 second' WHERE member_id = $1`,
      [member.id],
    );
    await assert.rejects(sut.confirmEmailChange(token), invalidLink);
    await assert.rejects(sut.confirmEmailChange('AAAAAAAAAAAAAAAAAAAAAA'), invalidLink);
    const stored = await sut.get(member.id, fx.admin);
    assert.equal(stored.email, member.email);
    assert.equal(stored.pendingEmail, undefined, 'an expired change is not shown as pending');
  });

  it('answers 409 when another member took the address before the link was followed, and keeps the old address', async () => {
    const member = await aMember();
    const wanted = address('contested');
    await sut.update(member.id, { email: wanted }, memberActor(member.id));
    const token = await latestToken(member.id);
    await sut.create({ firstName: 'Asha', lastName: 'Rao', phone: nextPhone(), email: wanted.toUpperCase() }, fx.admin);

    await assert.rejects(sut.confirmEmailChange(token), {
      code: MembershipErrorCode.DuplicateEmail,
      message: 'Email address is already registered',
    });
    assert.equal((await sut.get(member.id, fx.admin)).email, member.email);
  });

  it('answers 409 at once for an address another member has, and applies none of the other fields', async () => {
    const member = await aMember();
    const other = await aMember();
    await assert.rejects(sut.update(member.id, { firstName: 'Changed', email: other.email }, memberActor(member.id)), {
      code: MembershipErrorCode.DuplicateEmail,
    });
    const stored = await sut.get(member.id, fx.admin);
    assert.deepEqual([stored.firstName, stored.pendingEmail], ['Ravi', undefined]);
    assert.deepEqual(await requests(member.id), []);
  });

  it('asks nothing when the member saves the address they already have, in any case', async () => {
    const member = await aMember();
    const same = await sut.update(member.id, { firstName: 'Ravi', email: member.email }, memberActor(member.id));
    assert.equal(same.pendingEmail, undefined);
    const recased = await sut.update(member.id, { email: member.email!.toUpperCase() }, memberActor(member.id));
    assert.equal(recased.email, member.email!.toUpperCase(), 'only the case changed: the same mailbox, applied');
    assert.equal(recased.pendingEmail, undefined);
    assert.deepEqual(await requests(member.id), []);
  });

  it('keeps a pending change while the member saves other details with the address they still have', async () => {
    const member = await aMember();
    const wanted = address('kept');
    await sut.update(member.id, { email: wanted }, memberActor(member.id));
    const answer = await sut.update(member.id, { lastName: 'Hegde', email: member.email }, memberActor(member.id));
    assert.equal(answer.pendingEmail, wanted);
    assert.equal((await requests(member.id)).length, 1, 'no second e-mail');
  });

  it("applies an admin's change of address at once and voids the member's pending link", async () => {
    const member = await aMember();
    await sut.update(member.id, { email: address('mine') }, memberActor(member.id));
    const token = await latestToken(member.id);
    const byAdmin = address('admin-set');
    const answer = await sut.update(member.id, { email: byAdmin }, fx.admin);
    assert.equal(answer.email, byAdmin);
    assert.equal(answer.pendingEmail, undefined);
    await assert.rejects(sut.confirmEmailChange(token), invalidLink);
    assert.equal((await sut.get(member.id, fx.admin)).email, byAdmin);
    const events = await updatedEvents(member.id);
    assert.equal(events[events.length - 1].member.email, byAdmin);
  });

  it('refuses (429) more confirmation e-mails than allowed in an hour, changing nothing', async () => {
    const member = await aMember();
    for (let n = 0; n < EMAIL_CHANGE_REQUESTS_PER_HOUR; n++) {
      await sut.update(member.id, { email: address('spam') }, memberActor(member.id));
    }
    const pendingBefore = (await sut.get(member.id, fx.admin)).pendingEmail;
    await assert.rejects(
      sut.update(member.id, { firstName: 'Late', email: address('spam') }, memberActor(member.id)),
      (error: { code: string; details: { retryAfter?: number } }) => {
        assert.equal(error.code, CommonErrorCode.RateLimited);
        assert.ok(error.details.retryAfter! > 0 && error.details.retryAfter! <= 3600, 'says when to try again');
        return true;
      },
    );
    const stored = await sut.get(member.id, fx.admin);
    assert.deepEqual([stored.firstName, stored.pendingEmail], ['Ravi', pendingBefore]);
    assert.equal((await requests(member.id)).length, EMAIL_CHANGE_REQUESTS_PER_HOUR);
  });
});
