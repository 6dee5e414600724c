import 'reflect-metadata';
import { addCalendarDays, MemberDto, MembershipEvents, startOfIndiaDay, todayInIndia } from '@portal/contracts';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { memberActor, MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const HOUR_MS = 3_600_000;

/** dd/mm/yyyy written out by hand, so the test does not lean on the formatter it checks. */
const asRead = (day: string) => day.split('-').reverse().join('/');

describe('issue 30: a member asks to renew from 30 days before the end date', () => {
  let fx: MembershipFixture;
  const today = todayInIndia();

  beforeAll(async () => {
    fx = await startMembershipFixture();
  });
  afterAll(() => fx?.teardown());

  /** An active member whose last valid India day is `lastDay` (ending 10:00 IST that day), or without an end date. */
  async function activeThrough(lastDay: string | null): Promise<MemberDto> {
    const member = await fx.members.create(
      { firstName: 'Asha', lastName: 'Rao', phone: nextPhone(), status: 'active' },
      fx.admin,
    );
    const end = lastDay === null ? null : new Date(startOfIndiaDay(lastDay).getTime() + 10 * HOUR_MS);
    await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [member.id, end]);
    return fx.members.get(member.id, fx.admin);
  }

  const requestedEvents = async (memberId: string) =>
    (await fx.events(MembershipEvents.RenewalRequested)).filter((e) => e.data.member.id === memberId);

  it('refuses a request 31 days before the end with the day renewal opens, and stores nothing', async () => {
    const lastDay = addCalendarDays(today, 31);
    const member = await activeThrough(lastDay);
    await assert.rejects(fx.renewals.create({ memberId: member.id }, memberActor(member.id)), {
      code: 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN',
      message: `Renewal opens on ${asRead(addCalendarDays(today, 1))}, 30 days before your membership ends. Please request it then.`,
    });
    const yearLeft = await activeThrough(addCalendarDays(today, 300));
    await assert.rejects(fx.renewals.create({ memberId: yearLeft.id }, memberActor(yearLeft.id)), {
      code: 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN',
    });
    for (const id of [member.id, yearLeft.id]) {
      assert.deepEqual(await fx.renewals.list(id, fx.admin), [], 'no request was stored');
      assert.deepEqual(await requestedEvents(id), [], 'no renewal-requested event');
    }
  });

  it('accepts a request 30 days before the end, once the window opens at 00:00 IST', async () => {
    // Last valid day 31 days ahead: the window opens tomorrow at 00:00 IST (18:30 UTC today).
    const member = await activeThrough(addCalendarDays(today, 31));
    const opens = startOfIndiaDay(addCalendarDays(today, 1));
    await assert.rejects(
      fx.renewals.create({ memberId: member.id }, memberActor(member.id), new Date(opens.getTime() - 1)),
      { code: 'MEMBERSHIP_RENEWAL_NOT_YET_OPEN' },
    );
    const request = await fx.renewals.create({ memberId: member.id }, memberActor(member.id), opens);
    assert.equal(request.status, 'open');

    const thirty = await activeThrough(addCalendarDays(today, 30));
    assert.equal((await fx.renewals.create({ memberId: thirty.id }, memberActor(thirty.id))).status, 'open');
    assert.equal((await requestedEvents(thirty.id)).length, 1);
  });

  it('accepts a request once the membership has lapsed, and from a member without an end date', async () => {
    const lapsed = await activeThrough(addCalendarDays(today, -10));
    assert.equal(lapsed.status, 'expired');
    assert.equal((await fx.renewals.create({ memberId: lapsed.id }, memberActor(lapsed.id))).status, 'open');
    const lastDay = await activeThrough(today);
    assert.equal((await fx.renewals.create({ memberId: lastDay.id }, memberActor(lastDay.id))).status, 'open');
    const open = await activeThrough(null);
    assert.equal(open.membershipEndDate, null);
    assert.equal((await fx.renewals.create({ memberId: open.id }, memberActor(open.id))).status, 'open');
  });

  it("lets the office record a renewal on a member's behalf at any time", async () => {
    const member = await activeThrough(addCalendarDays(today, 200));
    const request = await fx.renewals.create({ memberId: member.id }, fx.admin);
    assert.equal(request.status, 'open');
    assert.equal((await requestedEvents(member.id)).length, 1);
  });
});
