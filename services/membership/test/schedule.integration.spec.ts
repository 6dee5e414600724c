import 'reflect-metadata';
import { MembershipEvents, MemberStatus, startOfTodayInIndia, todayInIndia } from '@portal/contracts';
import { applyMemberEvent, JsonLogger, MEMBER_EVENTS_FILTER, MemberSnapshot, OutboxWriter } from '@portal/platform';
import { gate, oneResolvesTo, openAfter } from '@portal/testing';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { MemberActivityRepository } from '../src/activity/member-activity.repository';
import { MembershipExpiryJob } from '../src/schedule/membership-expiry.job';
import { RenewalRemindersJob } from '../src/schedule/renewal-reminders.job';
import { membershipScheduler } from '../src/schedule/schedule.module';
import { MembershipFixture, nextPhone, startMembershipFixture } from './membership-fixture';

const DAY_MS = 86_400_000;

describe('scheduled membership jobs over Postgres', () => {
  let fx: MembershipFixture;
  let expiry: MembershipExpiryJob;
  let reminders: RenewalRemindersJob;
  const logger = new JsonLogger('membership', 'error');

  beforeAll(async () => {
    fx = await startMembershipFixture();
    const outbox = new OutboxWriter();
    expiry = new MembershipExpiryJob(fx.dataSource, new MemberActivityRepository(fx.dataSource), outbox, logger);
    reminders = new RenewalRemindersJob(fx.dataSource, outbox, logger);
  });
  afterAll(() => fx?.teardown());

  /** Midday in India, `days` calendar days after the day `now` falls on in India. */
  const dayInIndia = (now: Date, days: number) =>
    new Date(startOfTodayInIndia(now).getTime() + days * DAY_MS + 12 * 3_600_000);

  /** A member with this status whose membership ends on the day `days` after `now`'s (negative: passed). */
  async function memberEnding(now: Date, days: number, status: MemberStatus = 'active') {
    const member = await fx.members.create(
      { firstName: 'Sched', lastName: `Member${nextPhone()}`, phone: nextPhone(), status },
      fx.admin,
    );
    await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
      member.id,
      dayInIndia(now, days),
    ]);
    return member;
  }

  const storedStatus = async (id: string) =>
    (await fx.dataSource.query<{ status: string }[]>(`SELECT status FROM members WHERE id = $1`, [id]))[0].status;

  const expiredEvents = async (id: string) =>
    (await fx.events(MembershipEvents.MemberExpired)).filter((e) => e.data.member.id === id);

  const remindersOf = async (id: string) =>
    (await fx.events(MembershipEvents.RenewalReminderIssued))
      .filter((e) => e.data.memberId === id)
      .map((e) => e.data.occasion);

  describe('expiry', () => {
    const now = new Date('2031-03-10T09:00:00+05:30');

    it('makes an active member whose end date passed expired once, with one event carrying the expired member, however often it runs', async () => {
      const lapsed = await memberEnding(now, -3);
      const endsToday = await memberEnding(now, 0);
      const endsTomorrow = await memberEnding(now, 1);
      const suspended = await memberEnding(now, -3, 'suspended');
      const pending = await memberEnding(now, -3, 'pending');

      await expiry.run(now);
      await expiry.run(now);

      assert.equal(await storedStatus(lapsed.id), 'expired');
      const events = await expiredEvents(lapsed.id);
      assert.equal(events.length, 1, 'one membership.member.expired event');
      assert.deepEqual(events[0].data.member, {
        id: lapsed.id,
        memberId: lapsed.memberId,
        firstName: lapsed.firstName,
        lastName: lapsed.lastName,
        email: lapsed.email,
        phone: lapsed.phone,
        status: 'expired',
        optedSchemes: lapsed.optedSchemes,
        membershipEndDate: dayInIndia(now, -3).toISOString(),
        validThrough: todayInIndia(dayInIndia(now, -3)),
        language: 'en',
      });
      // Valid through the end date: the member ending today is still active, as are those who were never active.
      for (const [who, member, status] of [
        ['ends today', endsToday, 'active'],
        ['ends tomorrow', endsTomorrow, 'active'],
        ['suspended', suspended, 'suspended'],
        ['pending', pending, 'pending'],
      ] as const) {
        assert.equal(await storedStatus(member.id), status, who);
        assert.deepEqual(await expiredEvents(member.id), [], `${who} got an expiry event`);
      }
      const log = await fx.activity.list(lapsed.id, fx.admin);
      assert.deepEqual(
        log.filter((e) => e.kind === 'status_changed').map((e) => [e.by, e.details]),
        [[null, { from: 'active', to: 'expired' }]],
      );
    });

    it('catches up after downtime: every membership that ended while the service was down expires at the next run', async () => {
      const later = new Date('2032-08-20T09:00:00+05:30');
      const lapsedLongAgo = await memberEnding(later, -200);
      const lapsedLastWeek = await memberEnding(later, -7);
      // Ends in 10 days: still active now, expired by a run 12 days later.
      const endsSoon = await memberEnding(later, 10);

      await expiry.run(later);
      assert.deepEqual(
        [await storedStatus(lapsedLongAgo.id), await storedStatus(lapsedLastWeek.id), await storedStatus(endsSoon.id)],
        ['expired', 'expired', 'active'],
      );

      await expiry.run(new Date(later.getTime() + 12 * DAY_MS));
      assert.equal(await storedStatus(endsSoon.id), 'expired');
      for (const member of [lapsedLongAgo, lapsedLastWeek, endsSoon])
        assert.equal((await expiredEvents(member.id)).length, 1);
    });

    it('publishes the expiry as a membership.member.* event that the shared projection applies as the expired snapshot', async () => {
      const lapsed = await memberEnding(now, -1);
      await expiry.run(now);
      const [event] = await expiredEvents(lapsed.id);

      const upserted: MemberSnapshot[] = [];
      const projection = {
        upsert: async (_m: unknown, member: MemberSnapshot) => void upserted.push(member),
        markDeleted: async () => assert.fail('an expiry deleted the member'),
      };
      await applyMemberEvent(event, fx.dataSource.manager, projection);

      assert.ok(
        event.type.startsWith(MEMBER_EVENTS_FILTER.replace('*', '')),
        'outside the consumers of membership.member.*',
      );
      assert.deepEqual(
        upserted.map((m) => [m.id, m.status]),
        [[lapsed.id, 'expired']],
      );
    });
  });

  describe('renewal reminders', () => {
    it('reminds once 30 days and once 7 days before the end, whatever the number of runs', async () => {
      const now = new Date('2033-01-10T09:00:00+05:30');
      const member = await memberEnding(now, 20);

      await reminders.run(now);
      await reminders.run(now);
      assert.deepEqual(await remindersOf(member.id), ['renewal_30_days']);

      // 14 days on, 6 days are left: the 7-day reminder, once.
      const later = new Date(now.getTime() + 14 * DAY_MS);
      await reminders.run(later);
      await reminders.run(later);
      assert.deepEqual(await remindersOf(member.id), ['renewal_30_days', 'renewal_7_days']);
      const [, seven] = (await fx.events(MembershipEvents.RenewalReminderIssued)).filter(
        (e) => e.data.memberId === member.id,
      );
      assert.deepEqual(seven.data, {
        memberId: member.id,
        occasion: 'renewal_7_days',
        membershipEndDate: dayInIndia(now, 20).toISOString(),
      });
    });

    it('gives each member the occasion their days left fall in: 30 to 8 days the 30-day one, 7 days to the last day the 7-day one, none outside', async () => {
      const now = new Date('2034-05-01T09:00:00+05:30');
      const byDays = new Map<number, string>();
      for (const days of [31, 30, 8, 7, 3, 0, -1]) byDays.set(days, (await memberEnding(now, days)).id);
      const expired = await memberEnding(now, 5, 'expired');
      const pending = await memberEnding(now, 5, 'pending');

      await reminders.run(now);
      await reminders.run(now);

      const got = async (days: number) => remindersOf(byDays.get(days)!);
      assert.deepEqual(await got(31), [], 'reminded 31 days before the end');
      assert.deepEqual(await got(30), ['renewal_30_days']);
      assert.deepEqual(await got(8), ['renewal_30_days']);
      assert.deepEqual(await got(7), ['renewal_7_days']);
      assert.deepEqual(await got(0), ['renewal_7_days']);
      assert.deepEqual(await got(-1), [], 'reminded of an end date that has passed');
      assert.deepEqual(await remindersOf(expired.id), []);
      assert.deepEqual(await remindersOf(pending.id), []);
    });

    it('catches up after downtime: a member already inside the 7-day window gets only the 7-day reminder', async () => {
      const now = new Date('2035-02-01T09:00:00+05:30');
      // Ended up 3 days from the end while the job was not running for the last four weeks.
      const member = await memberEnding(now, 3);

      await reminders.run(now);
      await reminders.run(new Date(now.getTime() + DAY_MS));

      assert.deepEqual(await remindersOf(member.id), ['renewal_7_days']);
    });

    it('reminds a renewed member again before their new end date', async () => {
      const now = new Date('2036-04-01T09:00:00+05:30');
      const member = await memberEnding(now, 5);
      await reminders.run(now);
      await fx.dataSource.query(`UPDATE members SET membership_end_date = $2 WHERE id = $1`, [
        member.id,
        dayInIndia(now, 5 + 365),
      ]);

      const nextYear = new Date(now.getTime() + 365 * DAY_MS);
      await reminders.run(nextYear);

      assert.deepEqual(await remindersOf(member.id), ['renewal_7_days', 'renewal_7_days']);
    });
  });

  describe('across replicas', () => {
    it('expires and reminds once when two replicas run the jobs at the same moment', async () => {
      const now = new Date('2037-09-01T09:00:00+05:30');
      const lapsed = await Promise.all([memberEnding(now, -2), memberEnding(now, -5)]);
      const ending = await Promise.all([memberEnding(now, 4), memberEnding(now, 25)]);

      await Promise.all([expiry.run(now), expiry.run(now)]);
      await Promise.all([reminders.run(now), reminders.run(now), reminders.run(now)]);

      for (const member of lapsed) assert.equal((await expiredEvents(member.id)).length, 1);
      assert.deepEqual(await remindersOf(ending[0].id), ['renewal_7_days']);
      assert.deepEqual(await remindersOf(ending[1].id), ['renewal_30_days']);
    });

    it("runs a round once when two replicas' schedulers start it together, and again in the next round", async () => {
      let runs = 0;
      const busy = gate();
      const slowJob = {
        name: 'counting',
        run: async () => {
          runs += 1;
          await busy.passed;
        },
      };
      const replica = () =>
        membershipScheduler(fx.dataSource, logger, 60_000, {
          expiry: slowJob as unknown as MembershipExpiryJob,
          reminders: { name: 'none', run: async () => ({ issued: 0 }) } as unknown as RenewalRemindersJob,
        });

      const rounds = [replica().round(), replica().round()];
      // The replica without the lock gives up while the other's round is still busy.
      await openAfter(busy, oneResolvesTo(rounds, false, 'one replica to skip the round'));
      const ran = await Promise.all(rounds);
      assert.deepEqual(ran.sort(), [false, true]);
      assert.equal(runs, 1);

      await replica().round();
      assert.equal(runs, 2);
    });

    it('keeps running the other jobs of a round when one fails', async () => {
      const member = await memberEnding(new Date(), 10);
      const failing = { name: 'failing', run: () => Promise.reject(new Error('boom')) };
      const scheduler = membershipScheduler(fx.dataSource, logger, 60_000, {
        expiry: failing as unknown as MembershipExpiryJob,
        reminders,
      });

      assert.equal(await scheduler.round(), true);
      assert.deepEqual(await remindersOf(member.id), ['renewal_30_days']);
    });
  });
});
