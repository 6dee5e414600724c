import 'reflect-metadata';
import { MemberDto, MembershipEvents } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MembersService } from '../src/members/members.service';
import {
  memberActor,
  MembershipFixture,
  newMemberInput,
  nextPhone,
  startMembershipFixture,
} from './membership-fixture';

describe('MembersService over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MembersService;
  const count = async () => Number((await fx.dataSource.query('SELECT count(*) AS n FROM members'))[0].n);

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.members;
  });
  afterAll(() => fx?.teardown());

  describe('create', () => {
    it('creates a pending member with a generated id and writes its created event in the same transaction', async () => {
      const member = await sut.create(
        newMemberInput({ email: 'ravi@example.com', phone: '+91 98450-00001' }),
        fx.admin,
      );
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
      await sut.create(
        newMemberInput({ memberId: 'photo7001', email: 'Taken@Example.com', phone: '9000070001' }),
        fx.admin,
      );
      await assert.rejects(sut.create(newMemberInput({ memberId: 'PHOTO7001' }), fx.admin), {
        code: 'MEMBERSHIP_DUPLICATE_MEMBER_ID',
        message: 'Membership ID "PHOTO7001" is already taken',
        details: { field: 'memberId' },
      } as object);
      await assert.rejects(sut.create(newMemberInput({ email: 'taken@example.COM' }), fx.admin), {
        message: 'Email address is already registered',
        details: { field: 'email' },
      } as object);
      await assert.rejects(sut.create(newMemberInput({ phone: '+91 90000 70001' }), fx.admin), {
        message: 'Phone number is already registered',
        details: { field: 'phone' },
      } as object);
    });

    it('never generates an id somebody typed by hand, and the next-id preview says which one comes', async () => {
      const { nextId } = await sut.nextId(fx.admin);
      const typed = await sut.create(newMemberInput({ memberId: nextId }), fx.admin);
      assert.equal(typed.memberId, nextId);
      const preview = (await sut.nextId(fx.admin)).nextId;
      assert.notEqual(preview, nextId);
      const generated = await sut.create(newMemberInput(), fx.admin);
      assert.equal(generated.memberId, preview);
    });

    it('gives 100 members created at the same moment 100 different ids', async () => {
      const created = await Promise.all(Array.from({ length: 100 }, () => sut.create(newMemberInput(), fx.admin)));
      assert.equal(new Set(created.map((m) => m.memberId)).size, 100);
    });

    it('lets only one of many simultaneous registrations with the same phone through', async () => {
      const phone = nextPhone();
      const results = await Promise.allSettled(
        Array.from({ length: 10 }, () => sut.create(newMemberInput({ phone }), fx.admin)),
      );
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        assert.equal(r.reason.details.field, 'phone');
      }
    });

    it('creates a registration as pending whatever it asks for, keeping only the last four Aadhaar digits', async () => {
      const member = await sut.create(
        newMemberInput({
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
      await assert.rejects(sut.create(newMemberInput(), memberActor('00000000-0000-0000-0000-000000000000')), {
        code: 'FORBIDDEN',
      });
    });
  });
});
