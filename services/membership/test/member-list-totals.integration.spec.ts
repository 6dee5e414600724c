import 'reflect-metadata';
import { effectiveStatus, isExpiringWithin, MemberListFilterName, MemberStatus } from '@portal/contracts';
import { JsonLogger, OutboxWriter } from '@portal/platform';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberActivityRepository } from '../src/activity/member-activity.repository';
import { MemberListService } from '../src/members/member-list.service';
import { MembershipExpiryJob } from '../src/schedule/membership-expiry.job';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const STATUSES: MemberStatus[] = ['active', 'expired', 'pending', 'suspended'];
/** The filters whose totals are kept or summed rather than counted (member-list.repository totalOf). */
const FILTERS: MemberListFilterName[] = ['noValidity', 'overdueDues', 'expiring', 'renewalDue'];

describe('the member list totals and exact-key searches over Postgres', () => {
  let fx: MembershipFixture;
  let sut: MemberListService;

  beforeAll(async () => {
    fx = await startMembershipFixture();
    sut = fx.memberList;
  });
  afterAll(() => fx?.teardown());

  /** Every member's effective status, read row by row: what the totals must agree with. */
  async function effectiveCounts(): Promise<Record<string, number>> {
    const rows = await fx.dataSource.query<{ status: MemberStatus; membership_end_date: Date | null }[]>(
      'SELECT status, membership_end_date FROM members',
    );
    const counts: Record<string, number> = { all: rows.length };
    for (const status of STATUSES) counts[status] = 0;
    for (const filter of FILTERS) counts[filter] = 0;
    for (const row of rows) {
      const term = { status: row.status, membershipEndDate: row.membership_end_date };
      counts[effectiveStatus(term)]++;
      if (row.membership_end_date === null) counts.noValidity++;
      if (isExpiringWithin(term)) counts.expiring++;
      if (isExpiringWithin(term) || effectiveStatus(term) === 'expired') counts.renewalDue++;
    }
    // Overdue from the records themselves, not from the flag their triggers keep on members.
    const [overdue] = await fx.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM members m WHERE EXISTS (SELECT 1 FROM member_dues_records d
         WHERE d.member_id = m.id AND d.overdue_since IS NOT NULL AND d.paid_at IS NULL)`,
    );
    counts.overdueDues = overdue.n;
    return counts;
  }

  /** The list's totals, unfiltered and per status filter, first and far pages alike. */
  async function listedCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = { all: (await sut.list({}, fx.admin)).total };
    for (const status of STATUSES) {
      const [first, far] = await Promise.all([
        sut.list({ status }, fx.admin),
        sut.list({ status, page: 50, limit: 5 }, fx.admin),
      ]);
      assert.equal(far.total, first.total, `page 50 of ${status} gives the same total as page 1`);
      counts[status] = first.total;
    }
    for (const filter of FILTERS) {
      const [first, far] = await Promise.all([
        sut.list({ filter }, fx.admin),
        sut.list({ filter, page: 50, limit: 5 }, fx.admin),
      ]);
      assert.equal(far.total, first.total, `page 50 of ${filter} gives the same total as page 1`);
      counts[filter] = first.total;
    }
    return counts;
  }

  const assertTotalsExact = async (after: string) =>
    assert.deepEqual(await listedCounts(), await effectiveCounts(), `totals after ${after}`);

  const create = (status: MemberStatus, extra: Record<string, unknown> = {}) =>
    fx.members.create(
      { firstName: 'Total', lastName: `Member${randomUUID().slice(0, 6)}`, phone: nextPhone(), status, ...extra },
      fx.admin,
    );

  it('keeps the list totals, by status and by filter, exact through create, status change, approval, dues, delete, import and the expiry job', async () => {
    await assertTotalsExact('nothing');
    const pending = await create('pending');
    const active = await create('active');
    await create('suspended');
    await assertTotalsExact('creating members');

    await fx.members.update(active.id, { status: 'suspended' }, fx.admin);
    await assertTotalsExact('a status change');

    await fx.review.approve(pending.id, fx.admin);
    await assertTotalsExact('an approval');

    // Dues records as payments' events leave them (MemberDuesRepository), paid, and removed.
    const owing = await create('active');
    const records = [randomUUID(), randomUUID()];
    for (const record of records)
      await fx.dataSource.query(
        `INSERT INTO member_dues_records (record_id, member_id, overdue_since) VALUES ($1, $2, now())`,
        [record, owing.id],
      );
    await fx.dataSource.query(
      `INSERT INTO member_dues_records (record_id, member_id, overdue_since) VALUES ($1, $2, now())`,
      [randomUUID(), active.id],
    );
    await assertTotalsExact('overdue dues records');
    await fx.dataSource.query(`UPDATE member_dues_records SET paid_at = now() WHERE record_id = $1`, [records[0]]);
    await assertTotalsExact('one of two overdue records paid');
    await fx.dataSource.query(`UPDATE member_dues_records SET paid_at = now() WHERE record_id = $1`, [records[1]]);
    await assertTotalsExact('both records paid');
    await fx.dataSource.query(`DELETE FROM member_dues_records WHERE record_id = ANY($1)`, [records]);
    await assertTotalsExact('records removed');

    await fx.members.delete(active.id, fx.admin);
    await assertTotalsExact('a delete of a member with overdue dues');
    await fx.dataSource.query(`DELETE FROM member_dues_records WHERE member_id = $1`, [active.id]);

    const key = `imports/${randomUUID()}.csv`;
    const rows = ['memberId,firstName,lastName,email,phone,address,dateOfBirth,status'];
    for (let i = 0; i < 30; i++)
      rows.push(`,Imported,Member${i},,${nextPhone()},,,${['active', 'pending', 'expired'][i % 3]}`);
    rows.push(`,Duplicate,Phone,,${rows[1].split(',')[4]},,,active`);
    await fx.storage.upload(key, [Buffer.from(rows.join('\n'))], 'text/csv');
    const imported = await fx.importer.import({ fileKey: key, actor: fx.admin }, fx.admin);
    assert.equal(imported.imported, 30, 'the duplicate row is skipped');
    await assertTotalsExact('an import with a skipped row');

    // Lapsed but still stored active: the list reads them as expired before the job runs.
    const lapsed = await Promise.all([create('active'), create('active')]);
    await fx.dataSource.query(`UPDATE members SET membership_end_date = now() - interval '3 days' WHERE id = ANY($1)`, [
      lapsed.map((m) => m.id),
    ]);
    const beforeJob = await listedCounts();
    await assertTotalsExact('memberships lapsed before the expiry job ran');
    const expiredIds = async () =>
      (await sut.list({ status: 'expired', limit: 1000 }, fx.admin)).members.map((m) => m.id).sort();
    const listedExpired = await expiredIds();
    for (const member of lapsed) assert.ok(listedExpired.includes(member.id), 'a lapsed member is listed as expired');

    const job = new MembershipExpiryJob(
      fx.dataSource,
      new MemberActivityRepository(fx.dataSource),
      new OutboxWriter(),
      new JsonLogger('membership', 'error'),
    );
    assert.equal((await job.run()).expired, 2);
    assert.deepEqual(await listedCounts(), beforeJob, 'the job changes no total the list showed');
    assert.deepEqual(await expiredIds(), listedExpired, 'the job changes no page of expired members');
    await assertTotalsExact('the expiry job');
  });

  it('finds exactly the member a whole member id, e-mail or phone number names', async () => {
    const phone = nextPhone();
    const member = await create('active', { email: 'Whole.Key@Example.com', phone });
    // Their member id, e-mail and phone are also part of these members' search text.
    const longerId = await create('active', { memberId: `${member.memberId}7` });
    await create('active', { email: `a${'whole.key@example.com'}` });
    assert.ok(longerId.memberId.startsWith(member.memberId));

    const spaced = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    for (const search of [member.memberId, member.memberId.toLowerCase(), 'whole.key@example.com', phone, spaced]) {
      const answer = await sut.list({ search }, fx.admin);
      assert.deepEqual(
        answer.members.map((m) => m.id),
        [member.id],
        search,
      );
      assert.equal(answer.total, 1, search);
    }
    assert.equal((await sut.list({ search: member.memberId, status: 'suspended' }, fx.admin)).total, 0);
    // A key no one has falls back to the substring search, as before.
    const fragment = await sut.list({ search: `ole.key@example.com` }, fx.admin);
    assert.equal(fragment.total, 2);
  });
});
