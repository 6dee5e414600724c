import 'reflect-metadata';
import { MEMBERSHIP_VALIDITY_CASES, MemberStatuses } from '@portal/contracts';
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
