import 'reflect-metadata';
import { MEMBERSHIP_VALIDITY_CASES, MemberStatuses, oneTermFrom, todayAsMembershipDate } from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberEntity } from '../src/members/member.entity';
import { toMemberDto, toMemberEventData } from '../src/members/member.mapper';
import { MembersRepository } from '../src/members/members.repository';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

/**
 * Membership's readers of the validity rule (the status it shows, the status
 * filter's SQL, the day its events carry) against the shared boundary table.
 */
describe('membership validity in the membership service', () => {
  let fx: MembershipFixture;
  let sut: MembersRepository;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = new MembersRepository(fx.dataSource);
  });
  afterAll(() => fx?.teardown());

  async function memberFor(status: string, end: string | null): Promise<MemberEntity> {
    const member = await fx.members.create(
      { firstName: 'Valid', lastName: `Member${randomUUID().slice(0, 6)}`, phone: nextPhone(), status },
      fx.admin,
    );
    await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [member.id, end]);
    return fx.dataSource.getRepository(MemberEntity).findOneByOrFail({ id: member.id });
  }

  for (const c of MEMBERSHIP_VALIDITY_CASES) {
    it(`${c.name}: shown, filtered and announced alike`, async () => {
      const member = await memberFor(c.status, c.membershipEndDate);
      const now = new Date(c.now);
      assert.equal(toMemberDto(member, now).status, c.effectiveStatus);
      assert.equal(toMemberEventData(member).member.validThrough, c.validThrough);
      for (const status of MemberStatuses) {
        const page = await sut.listPage({ status, onlyId: member.id }, 10, 0, now);
        assert.equal(page.members.length, status === c.effectiveStatus ? 1 : 0, `listed under ${status}`);
      }
    });
  }
});

describe('validity that is always set by the member form', () => {
  let fx: MembershipFixture;

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  const person = () => ({ firstName: 'Form', lastName: `Member${randomUUID().slice(0, 6)}`, phone: nextPhone() });
  const today = () => todayAsMembershipDate().toISOString();

  it('stores a blank start date as today and leaves a pending member without an end date', async () => {
    const member = await fx.members.create({ ...person(), membershipStartDate: null }, fx.admin);
    assert.deepEqual([member.membershipStartDate, member.membershipEndDate], [today(), null]);
  });

  it('ends a member created as active without an end date one year after the start', async () => {
    const given = await fx.members.create(
      { ...person(), status: 'active', membershipStartDate: '2026-04-01' },
      fx.admin,
    );
    assert.equal(given.membershipEndDate, '2027-04-01T00:00:00.000Z');
    const blank = await fx.members.create({ ...person(), status: 'active' }, fx.admin);
    assert.deepEqual(
      [blank.membershipStartDate, blank.membershipEndDate],
      [today(), oneTermFrom(todayAsMembershipDate()).toISOString()],
    );
    const ends = await fx.members.create(
      { ...person(), status: 'active', membershipStartDate: '2026-04-01', membershipEndDate: '2026-12-31' },
      fx.admin,
    );
    assert.equal(ends.membershipEndDate, '2026-12-31T00:00:00.000Z', 'an end date given is kept');
  });

  it('ends a member an admin sets to Active in Edit one year after the start', async () => {
    const member = await fx.members.create({ ...person(), membershipStartDate: '2026-05-10' }, fx.admin);
    assert.equal(member.membershipEndDate, null);
    const edited = await fx.members.update(member.id, { status: 'active', membershipEndDate: null }, fx.admin);
    assert.deepEqual(
      [edited.status, edited.membershipStartDate, edited.membershipEndDate],
      ['active', '2026-05-10T00:00:00.000Z', '2027-05-10T00:00:00.000Z'],
    );
  });

  it("leaves validity alone on a member's own edit of their name", async () => {
    const member = await fx.members.create({ ...person(), status: 'active' }, fx.admin);
    await fx.dataSource.query(`UPDATE members SET membership_end_date = NULL WHERE id = $1`, [member.id]);
    const self = { userId: member.id, userType: 'member' as const };
    const edited = await fx.members.update(member.id, { firstName: 'Renamed' }, self);
    assert.equal(edited.membershipEndDate, null);
  });
});
