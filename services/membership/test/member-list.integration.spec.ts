import 'reflect-metadata';
import { MemberDto } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberListService, SEARCH_COUNT_CAP } from '../src/members/member-list.service';
import { memberActor, MembershipFixture, startMembershipFixture } from './membership-fixture';

describe('MemberListService over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MemberListService;
  const created: MemberDto[] = [];
  const names = (members: MemberDto[]) => members.map((m) => `${m.firstName} ${m.lastName}`);

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.memberList;
    const people = [
      { firstName: 'Ravi', lastName: 'Kumar', phone: '9845012345', email: 'ravi.kumar@example.com', status: 'active' },
      { firstName: 'Lakshmi', lastName: 'Narayan', phone: '9845099999', email: 'lakshmi@studio.in', status: 'pending' },
      { firstName: 'Suresh', lastName: 'Gowda', phone: '9900112233', email: null, status: 'active' },
      { firstName: 'Asha', lastName: 'Kumari', phone: '9123456780', email: 'asha_k@example.com', status: 'suspended' },
      { firstName: '100%', lastName: 'Studio', phone: '9123456781', email: null, status: 'expired' },
    ];
    for (const person of people) {
      created.push(await fx.members.create({ ...person, address: `${person.firstName}'s street` }, fx.admin));
    }
    // Distinct creation times, one second apart, in creation order.
    for (const [index, member] of created.entries()) {
      await fx.dataSource.query(
        `UPDATE members SET created_at = '2025-01-01'::timestamptz + $2 * interval '1 second' WHERE id = $1`,
        [member.id, index],
      );
    }
  });
  afterAll(() => fx?.teardown());

  it('lists newest first, 10 a page by default, with the total', async () => {
    const { members, total } = await sut.list({}, fx.admin);
    assert.equal(total, 5);
    assert.deepEqual(names(members), ['100% Studio', 'Asha Kumari', 'Suresh Gowda', 'Lakshmi Narayan', 'Ravi Kumar']);
  });

  it('pages without repeating or losing members', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => sut.list({ page, limit: 2 }, fx.admin)));
    assert.deepEqual(
      pages.map((p) => p.members.length),
      [2, 2, 1],
    );
    assert.deepEqual(
      pages.map((p) => p.total),
      [5, 5, 5],
    );
    assert.equal(new Set(pages.flatMap((p) => p.members.map((m) => m.id))).size, 5);
    assert.deepEqual((await sut.list({ page: 4, limit: 2 }, fx.admin)).members, []);
  });

  it('finds members by part of the name, e-mail, phone or member id, whatever the case', async () => {
    assert.deepEqual(names((await sut.list({ search: 'KUMAR' }, fx.admin)).members), ['Asha Kumari', 'Ravi Kumar']);
    assert.deepEqual(names((await sut.list({ search: 'ravi kum' }, fx.admin)).members), ['Ravi Kumar']);
    assert.deepEqual(names((await sut.list({ search: 'studio.in' }, fx.admin)).members), ['Lakshmi Narayan']);
    assert.deepEqual(names((await sut.list({ search: '99001' }, fx.admin)).members), ['Suresh Gowda']);
    assert.deepEqual(names((await sut.list({ search: '+91 98450-12' }, fx.admin)).members), ['Ravi Kumar']);
    assert.deepEqual(names((await sut.list({ search: created[1].memberId.toLowerCase() }, fx.admin)).members), [
      'Lakshmi Narayan',
    ]);
  });

  it('takes % and _ in a search literally', async () => {
    assert.deepEqual(names((await sut.list({ search: '100%' }, fx.admin)).members), ['100% Studio']);
    assert.deepEqual(names((await sut.list({ search: 'asha_' }, fx.admin)).members), ['Asha Kumari']);
    assert.equal((await sut.list({ search: '%' }, fx.admin)).total, 1);
  });

  it('filters by status and counts with the same filter', async () => {
    const active = await sut.list({ status: 'active' }, fx.admin);
    assert.equal(active.total, 2);
    assert.deepEqual(names(active.members), ['Suresh Gowda', 'Ravi Kumar']);
    const activeKumar = await sut.list({ status: 'active', search: 'kumar' }, fx.admin);
    assert.deepEqual([activeKumar.total, names(activeKumar.members)], [1, ['Ravi Kumar']]);
  });

  it('gives a member only themself, with their own details, whatever status or search they ask for', async () => {
    const ravi = created[0];
    for (const query of [
      { limit: 1000 },
      { limit: 1000, status: 'active' },
      { limit: 1000, status: 'pending' },
      { search: 'gowda' },
      { search: '99001' },
    ]) {
      const { members, total } = await sut.list(query, memberActor(ravi.id));
      assert.equal(total, 1, JSON.stringify(query));
      assert.deepEqual(
        members.map((m) => [m.id, m.phone, m.email]),
        [[ravi.id, '9845012345', 'ravi.kumar@example.com']],
        JSON.stringify(query),
      );
    }
    assert.deepEqual((await sut.list({ page: 2 }, memberActor(ravi.id))).members, []);
  });

  it('shows, filters and counts an active member whose end date has passed as expired', async () => {
    const lapsed = await fx.members.create(
      {
        firstName: 'Lapsed',
        lastName: 'Member',
        phone: '9988776655',
        status: 'active',
        membershipEndDate: '2024-03-31',
      },
      fx.admin,
    );
    const lastDay = await fx.members.create(
      { firstName: 'Lastday', lastName: 'Member', phone: '9988776656', status: 'active' },
      fx.admin,
    );
    // Valid through the end date: ending today (in India) is still active.
    await fx.dataSource.query(`UPDATE members SET membership_end_date = now() WHERE id = $1`, [lastDay.id]);
    try {
      assert.equal(lapsed.status, 'expired', 'the answer to the create');
      assert.equal((await fx.members.get(lapsed.id, fx.admin)).status, 'expired', 'the member page');
      const expired = await sut.list({ status: 'expired', limit: 100 }, fx.admin);
      assert.deepEqual(names(expired.members).sort(), ['100% Studio', 'Lapsed Member']);
      assert.equal(expired.total, 2);
      const active = await sut.list({ status: 'active', limit: 100 }, fx.admin);
      assert.deepEqual(names(active.members), ['Lastday Member', 'Suresh Gowda', 'Ravi Kumar']);
      assert.equal(active.total, 3);
      const all = await sut.list({ search: 'member' }, fx.admin);
      assert.equal(all.members.find((m) => m.id === lapsed.id)?.status, 'expired', 'the list without a filter');
      const stored = await fx.dataSource.query(`SELECT status FROM members WHERE id = $1`, [lapsed.id]);
      assert.equal(stored[0].status, 'active', 'the daily job flips the stored status; reads do not write');
    } finally {
      await fx.dataSource.query(`DELETE FROM members WHERE id = ANY($1::uuid[])`, [[lapsed.id, lastDay.id]]);
    }
  });

  it('pages a search too, and serves at most 1000 a page', async () => {
    const pages = await Promise.all([1, 2].map((page) => sut.list({ search: 'kumar', page, limit: 1 }, fx.admin)));
    assert.deepEqual(
      pages.map((p) => [p.total, names(p.members)]),
      [
        [2, ['Asha Kumari']],
        [2, ['Ravi Kumar']],
      ],
    );
    assert.equal((await sut.list({ limit: 5000 }, fx.admin)).members.length, 5);
  });

  it('counts a very common search exactly up to the cap, then says the total is at least the cap and still pages newest first', async () => {
    await fx.dataSource.query(
      `INSERT INTO members (member_id, first_name, last_name, phone, status, created_at)
       SELECT 'BULKX' || lpad(g::text, 6, '0'), 'Commonname', 'Person' || g, (7000000000 + g)::text, 'active',
              '2024-01-01'::timestamptz + g * interval '1 minute'
       FROM generate_series(1, $1) g`,
      [SEARCH_COUNT_CAP + 5],
    );
    const first = await sut.list({ search: 'commonname', page: 1, limit: 3 }, fx.admin);
    assert.equal(first.total, SEARCH_COUNT_CAP);
    assert.equal(first.totalCapped, true);
    assert.deepEqual(
      names(first.members),
      [1005, 1004, 1003].map((g) => `Commonname Person${g}`),
    );
    const second = await sut.list({ search: 'commonname', page: 2, limit: 3 }, fx.admin);
    assert.deepEqual(
      names(second.members),
      [1002, 1001, 1000].map((g) => `Commonname Person${g}`),
    );
    const exact = await sut.list({ search: 'person100' }, fx.admin);
    assert.equal(exact.totalCapped, undefined, 'a smaller match set is counted exactly');
    assert.equal(exact.total, 7, 'Person100 and Person1000-1005');
    await fx.dataSource.query(`DELETE FROM members WHERE member_id LIKE 'BULKX%'`);
  });

  it('shows each member in the list exactly as the member page shows it', async () => {
    const full = await fx.members.create(
      {
        firstName: 'Listed',
        lastName: 'Exactly',
        phone: '9845077001',
        email: 'listed@example.com',
        dateOfBirth: '1990-02-28',
        membershipEndDate: '2027-03-31',
        optedSchemes: ['esi', 'postal'],
        status: 'active',
      },
      fx.admin,
    );
    const { members } = await sut.list({ search: 'listed exactly' }, fx.admin);
    assert.deepEqual(members, [await fx.members.get(full.id, fx.admin)]);
    await fx.dataSource.query('DELETE FROM members WHERE id = $1', [full.id]);
  });

  it('refuses anonymous callers', async () => {
    await assert.rejects(sut.list({}, { userId: 'x', userType: 'public' }), { code: 'FORBIDDEN' });
  });

  it('keeps to members who joined within the days asked for, as those days are in India (the members report)', async () => {
    const ravi = created[0];
    const joinedAt = (at: string) =>
      fx.dataSource.query(`UPDATE members SET created_at = $2 WHERE id = $1`, [ravi.id, at]);
    // 00:00 on 1 January 2025 in India is still 31 December in UTC.
    await joinedAt('2024-12-31T18:30:00.000Z');
    assert.equal((await sut.list({ from: '2025-01-01', to: '2025-01-01' }, fx.admin)).total, 5);
    assert.equal((await sut.list({ to: '2024-12-31' }, fx.admin)).total, 0);
    // One minute earlier it is 23:59 on 31 December in India.
    await joinedAt('2024-12-31T18:29:00.000Z');
    assert.deepEqual(names((await sut.list({ to: '2024-12-31' }, fx.admin)).members), ['Ravi Kumar']);
    const fromNewYear = await sut.list({ from: '2025-01-01' }, fx.admin);
    assert.equal(fromNewYear.total, 4);
    assert.ok(!names(fromNewYear.members).includes('Ravi Kumar'));
  });
});
