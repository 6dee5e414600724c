import 'reflect-metadata';
import { MemberDto, MembershipEvents, startOfTodayInIndia } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembersService } from '../src/members/members.service';
import { memberActor, MembershipFixture, newMemberInput, startMembershipFixture } from './membership-fixture';

describe('MembersService over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MembersService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.members;
  });
  afterAll(() => fx?.teardown());

  describe('get and update', () => {
    it('finds a member by uuid or by member id in any case, and says "Member not found" otherwise', async () => {
      const member = await sut.create(newMemberInput(), fx.admin);
      assert.equal((await sut.get(member.id, fx.admin)).memberId, member.memberId);
      assert.equal((await sut.get(member.memberId.toLowerCase(), fx.admin)).id, member.id);
      await assert.rejects(sut.get('PHOTO0000000', fx.admin), {
        code: 'MEMBERSHIP_MEMBER_NOT_FOUND',
        message: 'Member not found',
      });
      await assert.rejects(sut.get(member.id, memberActor('00000000-0000-0000-0000-000000000000')), {
        code: 'FORBIDDEN',
      });
      assert.equal((await sut.get(member.id, memberActor(member.id))).id, member.id);
    });

    it('changes only what was sent, with the same rules, and records an updated event', async () => {
      const member = await sut.create(newMemberInput({ email: 'first@example.com', address: 'Old street' }), fx.admin);
      const updated = await sut.update(
        member.id,
        { address: 'New street, Hassan', optedSchemes: ['esi', 'postal'] },
        fx.admin,
      );
      assert.equal(updated.address, 'New street, Hassan');
      assert.deepEqual(updated.optedSchemes, ['esi', 'postal']);
      assert.equal(updated.email, 'first@example.com');
      assert.ok(updated.updatedAt > member.updatedAt);
      await assert.rejects(sut.update(member.id, { phone: '123' }, fx.admin), {
        details: {
          errors: [{ field: 'phone', message: 'Phone number must be a valid 10-digit Indian mobile number' }],
        },
      } as object);
      const events = (await fx.events(MembershipEvents.MemberUpdated)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1);
      assert.deepEqual((events[0].data.member as MemberDto).optedSchemes, ['esi', 'postal']);
    });

    it("answers 409 when an update takes another member's e-mail, id or phone", async () => {
      const one = await sut.create(newMemberInput({ email: 'one@example.com' }), fx.admin);
      const two = await sut.create(newMemberInput(), fx.admin);
      await assert.rejects(sut.update(two.id, { email: 'ONE@example.com' }, fx.admin), {
        details: { field: 'email' },
      } as object);
      await assert.rejects(sut.update(two.id, { memberId: one.memberId }, fx.admin), {
        message: `Membership ID "${one.memberId}" is already taken`,
      });
      await assert.rejects(sut.update(two.id, { phone: one.phone }, fx.admin), {
        details: { field: 'phone' },
      } as object);
      assert.equal(
        (await sut.update(one.id, { email: 'one@example.com', memberId: one.memberId }, fx.admin)).id,
        one.id,
        'keeping your own values is fine',
      );
    });

    it('lets a member change their own contact details but nothing else, and nobody else', async () => {
      const member = await sut.create(newMemberInput(), fx.admin);
      const self = memberActor(member.id);
      const updated = await sut.update(
        member.id,
        { firstName: 'Ravindra', email: 'ravindra@example.com', address: 'Udupi' },
        self,
      );
      assert.equal(updated.firstName, 'Ravindra');
      await assert.rejects(sut.update(member.id, { status: 'active' }, self), { code: 'FORBIDDEN' });
      await assert.rejects(sut.update(member.id, { optedSchemes: ['esi'] }, self), { code: 'FORBIDDEN' });
      const other = await sut.create(newMemberInput(), fx.admin);
      await assert.rejects(sut.update(other.id, { firstName: 'Mallory' }, self), { code: 'FORBIDDEN' });
      assert.equal((await sut.get(other.id, fx.admin)).firstName, 'Ravi');
    });
  });

  describe('delete', () => {
    it('deletes the member with their documents and answers every stored file to remove', async () => {
      const member = await sut.create(newMemberInput(), fx.admin);
      await fx.files.set(
        {
          id: member.id,
          kind: 'photo',
          key: 'members/p.jpg',
          contentType: 'image/jpeg',
          fileName: 'p.jpg',
          size: 10,
          actor: fx.admin,
        },
        fx.admin,
      );
      await fx.documents.add(
        {
          id: member.id,
          documentType: 'certificate',
          key: 'members/d.pdf',
          contentType: 'application/pdf',
          fileName: 'd.pdf',
          size: 10,
          actor: fx.admin,
        },
        fx.admin,
      );
      const deleted = await sut.delete(member.id, fx.admin);
      assert.equal(deleted.id, member.id);
      assert.deepEqual(deleted.removedKeys.sort(), ['members/d.pdf', 'members/p.jpg']);
      await assert.rejects(sut.get(member.id, fx.admin), { message: 'Member not found' });
      const [{ n }] = await fx.dataSource.query(
        'SELECT count(*)::int AS n FROM member_documents WHERE member_id = $1',
        [member.id],
      );
      assert.equal(n, 0);
      const events = (await fx.events(MembershipEvents.MemberDeleted)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1);
    });
  });

  describe('stats', () => {
    it('counts active members by their end date, and as pending renewals the expired and those ending within 30 days, not new applicants', async () => {
      const before = await sut.stats(fx.admin);
      const today = startOfTodayInIndia();
      const endingIn = async (days: number) => {
        const member = await sut.create(newMemberInput({ status: 'active' }), fx.admin);
        await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
          member.id,
          new Date(today.getTime() + days * 86_400_000 + 3_600_000),
        ]);
        return member;
      };
      await sut.create(newMemberInput(), fx.admin); // a new applicant (pending)
      const expired = await sut.create(newMemberInput({ status: 'expired' }), fx.admin);
      await sut.create(newMemberInput({ status: 'active', membershipEndDate: '2024-01-31' }), fx.admin); // lapsed
      await sut.create(newMemberInput({ status: 'suspended' }), fx.admin);
      await endingIn(0); // its last day is today
      await endingIn(30);
      await endingIn(31);
      await sut.create(newMemberInput({ status: 'active', membershipEndDate: '2099-12-31' }), fx.admin);
      await sut.create(newMemberInput({ status: 'active' }), fx.admin); // imported or older records: no end date

      const after = await sut.stats(fx.admin);
      assert.deepEqual(
        {
          totalMembers: after.totalMembers - before.totalMembers,
          activeMembers: after.activeMembers - before.activeMembers,
          pendingRenewals: after.pendingRenewals - before.pendingRenewals,
        },
        { totalMembers: 9, activeMembers: 5, pendingRenewals: 4 },
      );
      await assert.rejects(sut.stats(memberActor(expired.id)), { code: 'FORBIDDEN' });
    });
  });
});
