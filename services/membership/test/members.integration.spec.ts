import 'reflect-metadata';
import { MemberDto, MembershipEvents, startOfTodayInIndia } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembersService } from '../src/members/members.service';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

describe('MembersService over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MembersService;
  const newMember = (extra: Record<string, unknown> = {}) => ({
    firstName: 'Ravi',
    lastName: 'Kumar',
    phone: nextPhone(),
    ...extra,
  });
  const count = async () => Number((await fx.dataSource.query('SELECT count(*) AS n FROM members'))[0].n);

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.members;
  });
  afterAll(() => fx?.teardown());

  describe('create', () => {
    it('creates a pending member with a generated id and writes its created event in the same transaction', async () => {
      const member = await sut.create(newMember({ email: 'ravi@example.com', phone: '+91 98450-00001' }), fx.admin);
      assert.match(member.memberId, /^PHOTO\d{4,}$/);
      assert.equal(member.status, 'pending');
      assert.equal(member.phone, '9845000001');
      assert.deepEqual(member.optedSchemes, []);
      assert.notEqual(member.membershipStartDate, null, 'membership starts today unless given');
      const [event] = (await fx.events(MembershipEvents.MemberCreated)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.deepEqual(event.data, {
        member: {
          id: member.id,
          memberId: member.memberId,
          firstName: 'Ravi',
          lastName: 'Kumar',
          email: 'ravi@example.com',
          phone: '9845000001',
          status: 'pending',
          optedSchemes: [],
          membershipEndDate: null,
          validThrough: null,
          language: 'en',
        },
        by: fx.admin.userId,
        source: 'admin',
      });
    });

    it('answers 400 with every field problem and stores nothing', async () => {
      const before = await count();
      await assert.rejects(
        sut.create(
          { firstName: '', lastName: 'K', phone: '12345', email: 'nope', memberId: 'X1', dateOfBirth: '1990-02-31' },
          fx.admin,
        ),
        {
          code: 'VALIDATION_FAILED',
          details: {
            errors: [
              {
                field: 'memberId',
                message: 'Member ID must be in format PHOTO followed by at least 4 digits (e.g., PHOTO0001)',
              },
              { field: 'firstName', message: 'First name is required' },
              { field: 'phone', message: 'Phone number must be a valid 10-digit Indian mobile number' },
              { field: 'email', message: 'Please enter a valid email address' },
              { field: 'dateOfBirth', message: 'Date of birth must be a valid date (YYYY-MM-DD)' },
            ],
          },
        } as object,
      );
      assert.equal(await count(), before);
    });

    it('answers 409 naming the field for a taken member id, e-mail (any case) or phone (any spelling)', async () => {
      await sut.create(newMember({ memberId: 'photo7001', email: 'Taken@Example.com', phone: '9000070001' }), fx.admin);
      await assert.rejects(sut.create(newMember({ memberId: 'PHOTO7001' }), fx.admin), {
        code: 'MEMBERSHIP_DUPLICATE_MEMBER_ID',
        message: 'Membership ID "PHOTO7001" is already taken',
        details: { field: 'memberId' },
      } as object);
      await assert.rejects(sut.create(newMember({ email: 'taken@example.COM' }), fx.admin), {
        message: 'Email address is already registered',
        details: { field: 'email' },
      } as object);
      await assert.rejects(sut.create(newMember({ phone: '+91 90000 70001' }), fx.admin), {
        message: 'Phone number is already registered',
        details: { field: 'phone' },
      } as object);
    });

    it('never generates an id somebody typed by hand, and the next-id preview says which one comes', async () => {
      const { nextId } = await sut.nextId(fx.admin);
      const typed = await sut.create(newMember({ memberId: nextId }), fx.admin);
      assert.equal(typed.memberId, nextId);
      const preview = (await sut.nextId(fx.admin)).nextId;
      assert.notEqual(preview, nextId);
      const generated = await sut.create(newMember(), fx.admin);
      assert.equal(generated.memberId, preview);
    });

    it('gives 100 members created at the same moment 100 different ids', async () => {
      const created = await Promise.all(Array.from({ length: 100 }, () => sut.create(newMember(), fx.admin)));
      assert.equal(new Set(created.map((m) => m.memberId)).size, 100);
    });

    it('lets only one of many simultaneous registrations with the same phone through', async () => {
      const phone = nextPhone();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => sut.create(newMember({ phone }), fx.admin)),
      );
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        assert.equal(r.reason.details.field, 'phone');
      }
    });

    it('creates a registration as pending whatever it asks for, keeping only the last four Aadhaar digits', async () => {
      const member = await sut.create(
        newMember({
          memberId: 'PHOTO9999',
          status: 'active',
          optedSchemes: ['esi'],
          membershipEndDate: '2099-12-31',
          aadharNumber: '1234 5678 9012',
          gender: 'female',
          city: 'Mysuru',
        }),
        { userId: 'anonymous', userType: 'public' },
        'registration',
        {
          passportPhoto: {
            key: 'registrations/x/photo.jpg',
            contentType: 'image/jpeg',
            fileName: 'me.jpg',
            size: 1200,
          },
        },
      );
      assert.equal(member.status, 'pending');
      assert.notEqual(member.memberId, 'PHOTO9999');
      assert.deepEqual([member.optedSchemes, member.membershipEndDate], [[], null]);
      assert.deepEqual([member.gender, member.city], ['female', 'Mysuru']);
      assert.equal(member.aadhaarLast4, '9012');
      assert.equal(member.passportPhotoUrl, `/api/members/${member.id}/passport-photo`);
      const [row] = await fx.dataSource.query(`SELECT row_to_json(m)::text AS json FROM members m WHERE id = $1`, [
        member.id,
      ]);
      assert.ok(!row.json.includes('123456789012'), 'the full Aadhaar number is stored nowhere');
      const [event] = (await fx.events(MembershipEvents.MemberCreated)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(event.data.source, 'registration');
      assert.equal(event.data.by, null);
    });

    it('refuses a create by anyone but an admin', async () => {
      await assert.rejects(sut.create(newMember(), memberActor('00000000-0000-0000-0000-000000000000')), {
        code: 'FORBIDDEN',
      });
    });
  });

  describe('get and update', () => {
    it('finds a member by uuid or by member id in any case, and says "Member not found" otherwise', async () => {
      const member = await sut.create(newMember(), fx.admin);
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
      const member = await sut.create(newMember({ email: 'first@example.com', address: 'Old street' }), fx.admin);
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
      const one = await sut.create(newMember({ email: 'one@example.com' }), fx.admin);
      const two = await sut.create(newMember(), fx.admin);
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
      const member = await sut.create(newMember(), fx.admin);
      const self = memberActor(member.id);
      const updated = await sut.update(
        member.id,
        { firstName: 'Ravindra', email: 'ravindra@example.com', address: 'Udupi' },
        self,
      );
      assert.equal(updated.firstName, 'Ravindra');
      await assert.rejects(sut.update(member.id, { status: 'active' }, self), { code: 'FORBIDDEN' });
      await assert.rejects(sut.update(member.id, { optedSchemes: ['esi'] }, self), { code: 'FORBIDDEN' });
      const other = await sut.create(newMember(), fx.admin);
      await assert.rejects(sut.update(other.id, { firstName: 'Mallory' }, self), { code: 'FORBIDDEN' });
      assert.equal((await sut.get(other.id, fx.admin)).firstName, 'Ravi');
    });
  });

  describe('approve and reject', () => {
    it('approves a pending application once, recording who and when, with its event', async () => {
      const member = await sut.create(newMember(), fx.admin);
      const approved = await sut.approve(member.id, fx.admin);
      assert.equal(approved.status, 'active');
      assert.equal(approved.approvedBy, fx.admin.userId);
      assert.notEqual(approved.approvedAt, null);
      const events = (await fx.events(MembershipEvents.MemberApproved)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1);
      assert.equal((events[0].data.member as MemberDto).status, 'active');
      assert.equal(events[0].data.by, fx.admin.userId);
      await assert.rejects(sut.approve(member.id, fx.admin), {
        code: 'MEMBERSHIP_NOT_PENDING',
        message: 'Only pending applications can be approved',
      });
      await assert.rejects(sut.reject(member.id, 'late', fx.admin), {
        message: 'Only pending applications can be rejected',
      });
    });

    it("carries the joining fee the admin recorded as paid at the fees setting's amount, and refuses a bad one naming the field", async () => {
      const joiningFee = (await fx.renewals.getFees()).joiningFee;
      const paid = await sut.create(newMember(), fx.admin);
      await sut.approve(paid.id, fx.admin, { joiningFee: 'paid', paymentMethod: 'cheque', reference: ' CHQ-9 ' });
      const waived = await sut.create(newMember(), fx.admin);
      await sut.approve(waived.id, fx.admin, { joiningFee: 'not_collected' });
      const feeOf = async (id: string) =>
        (await fx.events(MembershipEvents.MemberApproved)).filter((e) => (e.data.member as MemberDto).id === id)[0]
          ?.data.joiningFee;
      assert.deepEqual(await feeOf(paid.id), {
        amount: joiningFee,
        paymentMethod: 'cheque',
        paymentReference: 'CHQ-9',
      });
      assert.equal(await feeOf(waived.id), undefined);

      const pending = await sut.create(newMember(), fx.admin);
      for (const [body, field] of [
        [{ joiningFee: 'yes' }, 'joiningFee'],
        [{ joiningFee: 'paid' }, 'paymentMethod'],
        [{ joiningFee: 'paid', paymentMethod: 'gold' }, 'paymentMethod'],
        [{ joiningFee: 'paid', paymentMethod: 'upi', reference: 42 }, 'reference'],
      ] as const) {
        await assert.rejects(
          sut.approve(pending.id, fx.admin, body),
          (error: { details?: { errors?: { field: string }[] } }) => {
            assert.deepEqual(
              error.details?.errors?.map((e) => e.field),
              [field],
              JSON.stringify(body),
            );
            return true;
          },
        );
      }
      assert.equal((await sut.get(pending.id, fx.admin)).status, 'pending');
    });

    it('rejects a pending application with a reason, suspending it', async () => {
      const member = await sut.create(newMember(), fx.admin);
      const rejected = await sut.reject(member.memberId, '  Incomplete documents ', fx.admin);
      assert.equal(rejected.status, 'suspended');
      assert.equal(rejected.rejectionReason, 'Incomplete documents');
      assert.equal(rejected.rejectedBy, fx.admin.userId);
      const [event] = (await fx.events(MembershipEvents.MemberRejected)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(event.data.reason, 'Incomplete documents');
    });

    it('lets only admins approve or reject', async () => {
      const member = await sut.create(newMember(), fx.admin);
      await assert.rejects(sut.approve(member.id, memberActor(member.id)), { code: 'FORBIDDEN' });
      assert.equal((await sut.get(member.id, fx.admin)).status, 'pending');
    });

    it('approves each application once even when two admins click at the same time', async () => {
      const member = await sut.create(newMember(), fx.admin);
      const results = await Promise.allSettled([sut.approve(member.id, fx.admin), sut.approve(member.id, fx.admin)]);
      assert.deepEqual(results.map((r) => r.status).sort(), ['fulfilled', 'rejected']);
      const events = (await fx.events(MembershipEvents.MemberApproved)).filter(
        (e) => (e.data.member as MemberDto).id === member.id,
      );
      assert.equal(events.length, 1, 'one approval e-mail, not two');
    });
  });

  describe('delete', () => {
    it('deletes the member with their documents and answers every stored file to remove', async () => {
      const member = await sut.create(newMember(), fx.admin);
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
        const member = await sut.create(newMember({ status: 'active' }), fx.admin);
        await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
          member.id,
          new Date(today.getTime() + days * 86_400_000 + 3_600_000),
        ]);
        return member;
      };
      await sut.create(newMember(), fx.admin); // a new applicant (pending)
      const expired = await sut.create(newMember({ status: 'expired' }), fx.admin);
      await sut.create(newMember({ status: 'active', membershipEndDate: '2024-01-31' }), fx.admin); // lapsed
      await sut.create(newMember({ status: 'suspended' }), fx.admin);
      await endingIn(0); // its last day is today
      await endingIn(30);
      await endingIn(31);
      await sut.create(newMember({ status: 'active', membershipEndDate: '2099-12-31' }), fx.admin);
      await sut.create(newMember({ status: 'active' }), fx.admin); // imported or older records: no end date

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
