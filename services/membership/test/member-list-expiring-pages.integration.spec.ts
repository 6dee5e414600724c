import 'reflect-metadata';
import { isExpiringWithin, MemberListFilterName, MemberListSort, SortOrder } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EXPIRING_BY_DAY_FROM_OFFSET } from '../src/members/member-list.repository';
import { MemberListService } from '../src/members/member-list.service';
import { MembershipFixture, seedMembers, startMembershipFixture } from './membership-fixture';

const COUNT = 1600;
const DAY = 86_400_000;

/**
 * Far pages of "expiring within 30 days" in join-date order come from one index walk per day of the window, merged
 * (member_expiring_page, migration MemberListPagePlans), from EXPIRING_BY_DAY_FROM_OFFSET on: enough expiring members that the
 * pages past that offset exist, each page checked against the rule applied to every member.
 */
describe('the expiring members list past its first pages', () => {
  let fx: MembershipFixture;
  let sut: MemberListService;
  const seeded: { id: string; memberId: string; status: string; membershipEndDate: Date; createdAt: Date }[] = [];

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.memberList;
    const now = Date.now();
    const rows = Array.from({ length: COUNT }, (_, i) => ({
      memberId: `PHOTO${String(i + 1).padStart(5, '0')}`,
      firstName: 'Expiring',
      lastName: 'Member',
      phone: `9${String(700000000 + i)}`,
      // Mostly active, some expired; end dates from 3 days ago to 33 days ahead, at varied hours.
      status: i % 10 === 0 ? 'expired' : 'active',
      membershipEndDate: new Date(now + (((i * 17) % 37) - 3) * DAY + ((i * 7) % 24) * 3_600_000),
      // Members joined in the same minute tie on the date: the uuid orders them.
      createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % 1000) * 60_000),
    }));
    seeded.push(...(await seedMembers(fx.dataSource, rows)));
  });
  afterAll(() => fx?.teardown());

  const expected = (descending: boolean) => {
    const list = seeded
      .filter((m) => isExpiringWithin({ status: m.status, membershipEndDate: m.membershipEndDate }))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return (descending ? list.reverse() : list).map((m) => m.memberId);
  };

  const query = (order: SortOrder | undefined, sort?: MemberListSort) => ({
    filter: 'expiring' as MemberListFilterName,
    ...(order ? { order } : {}),
    ...(sort ? { sort } : {}),
  });

  it('has more expiring members than the offset where the days are merged', () => {
    assert.ok(expected(true).length > EXPIRING_BY_DAY_FROM_OFFSET + 100, `${expected(true).length} expiring`);
  });

  for (const [label, order, sort, descending] of [
    ['newest first', undefined, undefined, true],
    ['oldest first', 'asc', undefined, false],
    ['sorted by join date', 'asc', 'joined', false],
    ['sorted by join date, newest first', 'desc', 'joined', true],
  ] as const) {
    it(`lists exactly the expiring members ${label}, on pages before and after that offset`, async () => {
      const want = expected(descending);
      const limit = 100;
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const answer = await sut.list({ ...query(order, sort), page, limit }, fx.admin);
        assert.equal(answer.total, want.length, `total on page ${page}`);
        ids.push(...answer.members.map((m) => m.memberId));
        if (answer.members.length < limit) break;
      }
      assert.deepEqual(ids, want);
      // A page that starts inside a day's run, not on a page boundary of 100.
      const odd = await sut.list({ ...query(order, sort), page: 53, limit: 20 }, fx.admin);
      assert.deepEqual(
        odd.members.map((m) => m.memberId),
        want.slice(52 * 20, 53 * 20),
      );
    });
  }
});
