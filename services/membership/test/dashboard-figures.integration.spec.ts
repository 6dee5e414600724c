import 'reflect-metadata';
import { MemberStatus } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberDashboardFigures } from '../src/stats/member-dashboard-figures';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

describe("the dashboard's member figures over Postgres", () => {
  let fx: MembershipFixture;

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  const ist = (day: string) => new Date(`${day}T12:00:00+05:30`);

  /** A member as stored, with the dates that decide the figures (days in India). */
  async function stored(status: MemberStatus, dates: { created: string; approved?: string; ends?: string }) {
    const member = await fx.members.create(
      { firstName: 'Figure', lastName: `Member${nextPhone()}`, phone: nextPhone(), status },
      fx.admin,
    );
    await fx.dataSource.query(
      `UPDATE members SET created_at = $2::timestamptz, approved_at = $3::timestamptz, membership_start_date = coalesce($3::timestamptz, $2::timestamptz),
              membership_end_date = $4 WHERE id = $1`,
      [member.id, ist(dates.created), dates.approved ? ist(dates.approved) : null, dates.ends ? ist(dates.ends) : null],
    );
  }

  it('gives the counts as they stood when the month began, members by status and new members per month', async () => {
    const now = new Date('2030-03-10T10:00:00+05:30');
    await stored('active', { created: '2030-01-15', approved: '2030-01-20', ends: '2031-01-20' });
    // Joined last month, approved this month: in last month's total, not among its active members.
    await stored('active', { created: '2030-02-27', approved: '2030-03-02', ends: '2031-03-02' });
    await stored('pending', { created: '2030-03-05' });
    // Valid through the last day of last month, lapsed since: active then, expired now, and a renewal then.
    await stored('active', { created: '2029-06-01', approved: '2029-06-01', ends: '2030-02-28' });
    await stored('expired', { created: '2029-05-01', approved: '2029-05-01', ends: '2029-12-31' });
    await stored('suspended', { created: '2030-02-01' });

    const sut = await memberDashboardFigures(fx.dataSource, now);

    assert.deepEqual(sut.lastMonth, { totalMembers: 5, activeMembers: 2, pendingRenewals: 2 });
    assert.deepEqual(sut.byStatus, [
      { status: 'active', count: 2 },
      { status: 'expired', count: 2 },
      { status: 'pending', count: 1 },
      { status: 'suspended', count: 1 },
    ]);
    assert.deepEqual(
      sut.newMembersByMonth.filter((m) => m.count > 0),
      [
        { month: '2029-05', count: 1 },
        { month: '2029-06', count: 1 },
        { month: '2030-01', count: 1 },
        { month: '2030-02', count: 2 },
        { month: '2030-03', count: 1 },
      ],
    );
    assert.equal(sut.newMembersByMonth.length, 12);
    assert.deepEqual([sut.newMembersByMonth[0].month, sut.newMembersByMonth[11].month], ['2029-04', '2030-03']);
  });

  it('counts a member who joined in the small hours of the 1st in India in the new month, though it was still the old one in UTC', async () => {
    const member = await fx.members.create(
      { firstName: 'Late', lastName: 'Evening', phone: nextPhone(), status: 'pending' },
      fx.admin,
    );
    // 1 June, 02:00 in India is 20:30 UTC on 31 May.
    await fx.dataSource.query(`UPDATE members SET created_at = $2 WHERE id = $1`, [
      member.id,
      new Date('2035-06-01T02:00:00+05:30'),
    ]);

    const sut = await memberDashboardFigures(fx.dataSource, new Date('2035-06-01T09:00:00+05:30'));

    assert.deepEqual(sut.newMembersByMonth.slice(-2), [
      { month: '2035-05', count: 0 },
      { month: '2035-06', count: 1 },
    ]);
  });
});
