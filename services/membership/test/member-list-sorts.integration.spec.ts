import 'reflect-metadata';
import {
  effectiveStatus,
  isExpiringWithin,
  MemberListFilterName,
  MemberListFilters,
  MemberListSort,
  MemberListSorts,
  PaymentsEvents,
  SortOrder,
} from '@portal/contracts';
import { EventConsumers, eventSubject, JsonLogger } from '@portal/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberDuesConsumer } from '../src/members/member-dues.consumer';
import { MemberDuesRepository } from '../src/members/member-dues.repository';
import { MemberListService } from '../src/members/member-list.service';
import { MembersRepository } from '../src/members/members.repository';
import { MembershipFixture, seedMembers, startMembershipFixture } from './membership-fixture';

const COUNT = 1200;
const FIRST = ['Anil', 'Bhavya', 'Chetan', 'Deepa', 'Esha', 'Farhan', 'Girish', 'Hema', 'Irfan', 'Jyothi', 'Kiran'];
const LAST = ['Rao', 'Shetty', 'Gowda', 'Nayak', 'Hegde', 'Pai', 'Kamath', 'Bhat', 'Iyer'];
const STATUSES = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'expired',
  'pending',
  'suspended',
  'active',
];
const DAY = 24 * 60 * 60 * 1000;

interface Seeded {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  status: string;
  membershipEndDate: Date | null;
  createdAt: Date;
}

/** The order a user expects for each sort, with ties going by the uuid (as the page does). */
function compare(sort: MemberListSort | undefined): (a: Seeded, b: Seeded) => number {
  const byId = (a: Seeded, b: Seeded) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const then = (primary: number, a: Seeded, b: Seeded) => primary || byId(a, b);
  const cmp = (x: string | number, y: string | number) => (x < y ? -1 : x > y ? 1 : 0);
  switch (sort) {
    case 'name':
      return (a, b) =>
        then(cmp(`${a.firstName} ${a.lastName}`.toLowerCase(), `${b.firstName} ${b.lastName}`.toLowerCase()), a, b);
    case 'memberId':
      return (a, b) => cmp(a.memberId, b.memberId);
    case 'status':
      return (a, b) => then(cmp(a.status, b.status), a, b);
    case 'endDate':
      // No end date never lapses: it sorts after every date.
      return (a, b) =>
        then(cmp(a.membershipEndDate?.getTime() ?? Infinity, b.membershipEndDate?.getTime() ?? Infinity), a, b);
    case 'joined':
    case undefined:
      return (a, b) => then(cmp(a.createdAt.getTime(), b.createdAt.getTime()), a, b);
  }
}

describe('member list sorts and filters over 1,200 members', () => {
  let fx: MembershipFixture;
  let sut: MemberListService;
  let consumers: EventConsumers;
  const seeded: Seeded[] = [];
  const overdue = new Set<string>();
  const now = new Date();

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.memberList;
    const rows = Array.from({ length: COUNT }, (_, i) => {
      const endOffset = (i * 13) % 97; // -40 .. 56 days from today, at 10:00 IST
      return {
        memberId: `PHOTO${String(((i * 37) % COUNT) + 1).padStart(5, '0')}`,
        firstName: i === 7 ? 'QaAuto' : FIRST[i % FIRST.length],
        lastName: i === 7 ? 'Tester' : LAST[(i * 5) % LAST.length],
        phone: `9${String(800000000 + i)}`,
        status: STATUSES[i % STATUSES.length],
        membershipEndDate:
          i % 7 === 0
            ? null
            : new Date(
                Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 4, 30) + (endOffset - 40) * DAY,
              ),
        createdAt: new Date(Date.UTC(2025, 0, 1) + ((i * 7919) % COUNT) * 60_000),
      };
    });
    seeded.push(...(await seedMembers(fx.dataSource, rows)));

    // Overdue dues through payments' events: every 17th member has an overdue record; for every other one of
    // them that record is then paid, half of those with the payment arriving before the overdue event.
    consumers = new EventConsumers(fx.dataSource, fx.nats, new JsonLogger('membership', 'error'), fx.namespace);
    await new MemberDuesConsumer(consumers, new MemberDuesRepository()).onApplicationBootstrap();
    const js = fx.nats.jetstream();
    const publish = (type: string, data: object) =>
      js.publish(
        eventSubject(fx.namespace, type),
        JSON.stringify({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data }),
      );
    const owing = seeded.filter((_, i) => i % 17 === 0);
    for (const [n, member] of owing.entries()) {
      const recordId = randomUUID();
      const overdueEvent = () =>
        publish(PaymentsEvents.PaymentReminderIssued, {
          memberId: member.id,
          recordId,
          scheme: 'esi',
          amount: '100.00',
          dueDate: new Date(now.getTime() - 20 * DAY).toISOString(),
          occasion: 'payment_overdue',
        });
      const paidEvent = () =>
        publish(PaymentsEvents.PaymentRecorded, {
          recordId,
          memberId: member.id,
          memberCode: member.memberId,
          memberName: `${member.firstName} ${member.lastName}`,
          memberEmail: null,
          scheme: 'esi',
          amount: '100.00',
          period: null,
          paymentMethod: 'cash',
          razorpayPaymentId: null,
          receiptNumber: `R-${n}`,
          paidAt: now.toISOString(),
          source: 'office',
        });
      if (n % 2 === 0) {
        await overdueEvent();
        overdue.add(member.id);
      } else if (n % 4 === 1) {
        await overdueEvent();
        await paidEvent();
      } else {
        await paidEvent();
        await overdueEvent();
      }
    }
    const expectedRows = owing.length + Math.floor(owing.length / 2);
    for (const deadline = Date.now() + 20_000; ;) {
      const [{ n }] = await fx.dataSource.query(
        `SELECT count(*)::int AS n FROM processed_events WHERE consumer LIKE 'membership-dues-%'`,
      );
      if (n >= expectedRows) break;
      if (Date.now() > deadline) throw new Error(`payments' events handled: ${n} of ${expectedRows}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }, 60_000);
  afterAll(async () => {
    await consumers?.stopAll();
    await fx?.teardown();
  });

  const matches = (filter: MemberListFilterName | undefined, m: Seeded): boolean => {
    const term = { status: m.status, membershipEndDate: m.membershipEndDate };
    switch (filter) {
      case undefined:
        return true;
      case 'expiring':
        return isExpiringWithin(term, now);
      case 'expired':
        return effectiveStatus(term, now) === 'expired';
      case 'renewalDue':
        return isExpiringWithin(term, now) || effectiveStatus(term, now) === 'expired';
      case 'noValidity':
        return m.membershipEndDate === null;
      case 'overdueDues':
        return overdue.has(m.id);
    }
  };

  const expected = (sort: MemberListSort | undefined, order: SortOrder | undefined, filter?: MemberListFilterName) => {
    const list = seeded.filter((m) => matches(filter, m)).sort(compare(sort));
    const descending = sort ? order === 'desc' : order !== 'asc';
    return (descending ? list.reverse() : list).map((m) => m.memberId);
  };

  /** Every page of the list, 500 a page, as member ids in the order shown. */
  const listed = async (query: {
    sort?: MemberListSort;
    order?: SortOrder;
    filter?: MemberListFilterName;
    status?: string;
  }) => {
    const ids: string[] = [];
    let total: number | undefined;
    for (let page = 1; ; page++) {
      const answer = await sut.list({ ...query, page, limit: 500 }, fx.admin);
      total = answer.total;
      ids.push(...answer.members.map((m) => m.memberId));
      if (answer.members.length < 500) break;
    }
    return { ids, total };
  };

  it('has members in every filter, so each combination below is a real check', () => {
    for (const filter of MemberListFilters) assert.ok(seeded.filter((m) => matches(filter, m)).length > 20, filter);
  });

  for (const sort of [undefined, ...MemberListSorts]) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorted by ${sort ?? 'default'} ${order}, each filter shows exactly its members in that order across pages`, async () => {
        for (const filter of [undefined, ...MemberListFilters]) {
          const want = expected(sort, order, filter);
          const got = await listed({ sort, order, filter });
          assert.equal(got.total, want.length, `total of ${filter ?? 'no filter'}`);
          assert.deepEqual(got.ids, want, `order of ${filter ?? 'no filter'}`);
        }
      });
    }
  }

  it('without a sort lists newest first', async () => {
    assert.deepEqual((await listed({})).ids, expected(undefined, undefined));
  });

  it('combines a filter with the status filter', async () => {
    const got = await listed({ sort: 'name', filter: 'noValidity', status: 'active' });
    const want = seeded
      .filter((m) => m.membershipEndDate === null && effectiveStatus(m, now) === 'active')
      .sort(compare('name'))
      .map((m) => m.memberId);
    assert.deepEqual(got.ids, want);
    assert.equal(got.total, want.length);
  });

  it('counts in the dashboard the same members Pending Renewals lists', async () => {
    const { renewals } = await new MembersRepository(fx.dataSource).counts(now);
    assert.equal((await sut.list({ filter: 'renewalDue' }, fx.admin)).total, renewals);
  });

  it('finds a member by name written surname first, and sorts the matches', async () => {
    const found = await sut.list({ search: 'Tester QaAuto' }, fx.admin);
    assert.deepEqual(
      found.members.map((m) => `${m.firstName} ${m.lastName}`),
      ['QaAuto Tester'],
    );
    const rao = await sut.list({ search: 'rao anil', sort: 'memberId', order: 'desc', limit: 1000 }, fx.admin);
    const want = seeded
      .filter((m) => m.firstName === 'Anil' && m.lastName === 'Rao')
      .sort(compare('memberId'))
      .reverse()
      .map((m) => m.memberId);
    assert.ok(want.length > 1);
    assert.deepEqual(
      rao.members.map((m) => m.memberId),
      want,
    );
  });
});
