import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { createEvent, EventDto, inDays, listEvents, signUp } from '../support/fixtures/content';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { download, eventually, mailsTo } from '../support/fixtures/payments';
import { portalSettled } from '../support/fixtures/settled';
import { parseCsv } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { sharedTestStack, TestStack } from '../support/test-stack';

/**
 * Events and sign-ups through the gateway (issue 11; spec part 1 §2, §3, §5, §7, §8):
 * what the admin runs and what members see and sign up for.
 */
describe('events and sign-ups', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let admin: ApiClient;
  let ravi: MemberSession;
  let latha: MemberSession;

  beforeAll(async () => {
    stack = await sharedTestStack();
    sessions = await MemberSessions.open(stack);
    admin = sessions.admin;
    [ravi, latha] = await Promise.all([
      sessions.signedIn({ firstName: 'Ravi', lastName: 'Kulkarni' }),
      sessions.signedIn({ firstName: 'Latha', lastName: 'Shetty' }),
    ]);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  describe('the admin runs events', () => {
    it("refuses an event without a title or date-time with the form's words, and stores nothing", async () => {
      const before = (await listEvents(admin)).length;
      const res = await admin.post('/api/events', { description: 'no title, no date' });
      assert.equal(res.status, 400, res.text);
      assert.deepEqual(
        [...res.json.errors].map((e: { field: string; message: string }) => [e.field, e.message]).sort(),
        [
          ['eventDate', 'Date & Time is required'],
          ['title', 'Title is required'],
        ],
      );
      const badDate = await admin.post('/api/events', { title: 'Exhibition', eventDate: 'next friday' });
      assert.equal(badDate.status, 400);
      assert.equal(badDate.json.errors[0].message, 'Date & Time must be a valid date and time');
      assert.equal((await listEvents(admin)).length, before);
    });

    it('reads a date-time typed in the form as India time and shows the event as upcoming', async () => {
      const year = new Date().getFullYear() + 1;
      const event = await createEvent(admin, { title: 'Annual general meeting', eventDate: `${year}-01-10T10:30` });
      assert.equal(event.eventDate, `${year}-01-10T05:00:00.000Z`);
      assert.equal(event.status, 'upcoming');
      assert.equal(event.capacity, null);
      assert.equal(event.signedUp, 0);
      assert.equal(event.isActive, true);
      assert.ok((await listEvents(admin)).some((e) => e.id === event.id));
    });

    it('edits an event, and answers 404 for an event that does not exist, whatever its id looks like', async () => {
      const event = await createEvent(admin, { title: 'Portrait lighting' });
      const res = await admin.put(`/api/events/${event.id}`, {
        title: 'Portrait lighting masterclass',
        eventDate: event.eventDate,
        location: 'Hubballi',
        capacity: 30,
      });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        [res.json.title, res.json.location, res.json.capacity],
        ['Portrait lighting masterclass', 'Hubballi', 30],
      );
      for (const id of [randomUUID(), 'not-an-id', "1' OR '1'='1"]) {
        const put = await admin.put(`/api/events/${encodeURIComponent(id)}`, { title: 'x', eventDate: inDays(3) });
        assert.equal(put.status, 404, `PUT ${id}: ${put.text}`);
        assert.equal((await admin.delete(`/api/events/${encodeURIComponent(id)}`)).status, 404);
      }
    });

    it('deletes an event so nobody sees it any more', async () => {
      const event = await createEvent(admin, { title: 'Drone rules briefing' });
      const res = await admin.delete(`/api/events/${event.id}`);
      assert.equal(res.status, 200, res.text);
      assert.ok(!(await listEvents(admin)).some((e) => e.id === event.id));
      assert.ok(!(await listEvents(ravi.api)).some((e) => e.id === event.id));
    });

    it('lists upcoming events first, soonest first, then past ones, most recent first, and accepts a past date', async () => {
      const mark = `Order ${Date.now()}`;
      const made = new Map<string, string>();
      for (const [name, days] of [
        ['in 30 days', 30],
        ['5 days ago', -5],
        ['in 2 days', 2],
        ['in 2020', -365 * 6],
        ['yesterday', -1],
      ] as const) {
        const event = await createEvent(admin, { title: `${mark}: ${name}`, eventDate: inDays(days) });
        made.set(event.id, name);
      }
      const order = (await listEvents(admin)).filter((e) => made.has(e.id)).map((e) => [made.get(e.id), e.status]);
      assert.deepEqual(order, [
        ['in 2 days', 'upcoming'],
        ['in 30 days', 'upcoming'],
        ['yesterday', 'completed'],
        ['5 days ago', 'completed'],
        ['in 2020', 'completed'],
      ]);
      // The whole list keeps the rule: every upcoming event before every past one.
      const statuses = (await listEvents(admin)).filter((e) => e.status !== 'cancelled').map((e) => e.status);
      const firstPast = statuses.indexOf('completed');
      assert.ok(firstPast >= 0 && !statuses.slice(firstPast).includes('upcoming'), statuses.join(','));
      for (const id of made.keys()) assert.equal((await admin.delete(`/api/events/${id}`)).status, 200);
    });

    it('counts events on the dashboard and shows the new event in the activity feed', async () => {
      const event = await createEvent(admin, { title: 'Cricket match: studios vs freelancers', category: 'sports' });
      const stats = await admin.get('/api/dashboard/stats');
      assert.equal(stats.json.totalEvents, (await listEvents(admin)).length);
      await eventually(async () => {
        const feed = await admin.get('/api/dashboard/activity');
        return feed.json.some(
          (item: { type: string; title: string }) => item.type === 'event_created' && item.title.includes(event.title),
        );
      }, 'the event_created activity item');
    });
  });

  describe('members see and sign up', () => {
    it('shows members the active events only, each with whether they are signed up', async () => {
      const hidden = await createEvent(admin, { title: 'Committee only', isActive: false });
      const open = await createEvent(admin, { title: 'Street photography walk', capacity: 5 });
      const seen = await listEvents(ravi.api);
      assert.ok(!seen.some((e) => e.id === hidden.id), 'an inactive event is hidden from members');
      const walk = seen.find((e) => e.id === open.id)!;
      assert.deepEqual([walk.isSignedUp, walk.seatsLeft], [false, 5]);
      assert.equal((await listEvents(admin)).find((e) => e.id === hidden.id)?.isActive, false);
    });

    it('signs a member up once however often they press, and cancelling frees the seat', async () => {
      const event = await createEvent(admin, { title: 'Studio lighting workshop', capacity: 2 });
      const first = await signUp(ravi.api, event.id);
      assert.equal(first.status, 200, first.text);
      assert.deepEqual([first.json.isSignedUp, first.json.signedUp, first.json.seatsLeft], [true, 1, 1]);
      const again = await ravi.api.post(`/api/events/${event.id}/signup`);
      assert.equal(again.status, 200);
      assert.equal(again.json.signedUp, 1, 'a second press takes no second seat');
      const cancelled = await ravi.api.delete(`/api/events/${event.id}/signup`);
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.deepEqual([cancelled.json.isSignedUp, cancelled.json.signedUp], [false, 0]);
    });

    it("refuses a sign-up for a full event with 'This event is full'", async () => {
      const event = await createEvent(admin, { title: 'Darkroom session', capacity: 1 });
      assert.equal((await signUp(ravi.api, event.id)).status, 200);
      const full = await signUp(latha.api, event.id);
      assert.equal(full.status, 409, full.text);
      assert.equal(full.json.message, 'This event is full');
    });

    it('closes sign-up for a past or cancelled event, and refuses an admin signing up', async () => {
      const past = await createEvent(admin, { title: 'Last year’s exhibition', eventDate: inDays(-30) });
      assert.equal(past.status, 'completed');
      const pastTry = await signUp(ravi.api, past.id);
      assert.equal(pastTry.status, 409, pastTry.text);
      assert.equal(pastTry.json.message, 'Sign-up is closed for this event');
      const called = await createEvent(admin, { title: 'Rain-hit outdoor shoot' });
      await admin.put(`/api/events/${called.id}`, {
        title: called.title,
        eventDate: called.eventDate,
        cancelled: true,
      });
      assert.equal((await signUp(ravi.api, called.id)).status, 409);
      assert.equal((await admin.post(`/api/events/${called.id}/signup`)).status, 403);
    });

    it('gives exactly 10 seats to 50 members signing up for the last 10 at once', async () => {
      // Ten set up at a time, each starting as soon as one is done (batches of ten waited for their slowest).
      const members: MemberSession[] = [];
      let started = 0;
      const setUp = async () => {
        while (started < 50) {
          const n = started++;
          members[n] = await sessions.signedIn({ firstName: `Seat${Math.floor(n / 10)}${n % 10}`, lastName: 'Gowda' });
        }
      };
      await Promise.all(Array.from({ length: 10 }, setUp));
      assert.equal(members.filter(Boolean).length, 50);
      const event = await createEvent(admin, { title: 'Masterclass with limited seats', capacity: 10 });
      // Every member is known to content before the race starts, so only the seats decide.
      await signUp(members[0].api, event.id);
      await members[0].api.delete(`/api/events/${event.id}/signup`);
      await Promise.all(members.map((m) => eventuallyKnown(m, event.id)));

      const answers = await Promise.all(members.map((m) => m.api.post(`/api/events/${event.id}/signup`)));

      const statuses = answers.map((a) => a.status);
      assert.equal(statuses.filter((s) => s === 200).length, 10, statuses.join(','));
      assert.equal(statuses.filter((s) => s === 409).length, 40);
      const attendees = await admin.get(`/api/events/${event.id}/attendees`);
      assert.equal(attendees.json.attendees.length, 10);
      assert.equal((await listEvents(admin)).find((e) => e.id === event.id)?.signedUp, 10);
    });
  });

  describe('attendees and cancellation', () => {
    let event: EventDto;

    beforeAll(async () => {
      event = await createEvent(admin, { title: 'Heritage walk, Hampi', capacity: 20, category: 'cultural' });
      assert.equal((await signUp(ravi.api, event.id)).status, 200);
      assert.equal((await signUp(latha.api, event.id)).status, 200);
    });

    it('lists the attendees with names, member ids and phones, and downloads them as CSV', async () => {
      const res = await admin.get(`/api/events/${event.id}/attendees`);
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        res.json.attendees.map((a: { name: string; memberCode: string; phone: string }) => [
          a.name,
          a.memberCode,
          a.phone,
        ]),
        [
          ['Ravi Kulkarni', ravi.member.memberId, ravi.member.phone],
          ['Latha Shetty', latha.member.memberId, latha.member.phone],
        ],
      );
      const csv = await download(stack, admin, `/api/events/${event.id}/attendees?format=csv`);
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get('content-type') ?? '', /^text\/csv/);
      assert.match(
        csv.headers.get('content-disposition') ?? '',
        /attachment; filename="attendees-heritage-walk-hampi-/,
      );
      const rows = parseCsv(csv.body.toString('utf8').replace(/^\uFEFF/, ''));
      assert.deepEqual(rows[0], ['Member ID', 'Name', 'Phone', 'Email', 'Signed up']);
      assert.deepEqual(
        rows.slice(1).map((r) => r[0]),
        [ravi.member.memberId, latha.member.memberId],
      );
    });

    it('e-mails each member who signed up once when the admin cancels the event', async () => {
      const res = await admin.put(`/api/events/${event.id}`, {
        title: event.title,
        eventDate: event.eventDate,
        cancelled: true,
      });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.json.status, 'cancelled');
      for (const m of [ravi, latha]) {
        await eventually(
          async () => (await mailsTo(stack, m.member.email, 'Event cancelled')).length > 0,
          `the cancellation e-mail to ${m.member.firstName}`,
        );
      }
      // Saving the cancelled event again tells nobody twice.
      await admin.put(`/api/events/${event.id}`, { title: event.title, eventDate: event.eventDate, cancelled: true });
      await portalSettled(stack);
      for (const m of [ravi, latha]) assert.equal((await mailsTo(stack, m.member.email, 'Event cancelled')).length, 1);
    });
  });
});

/** Waits until content knows the member: an unknown member's sign-up is a 404 naming the member. */
async function eventuallyKnown(m: MemberSession, eventId: string): Promise<void> {
  await eventually(async () => {
    const res = await m.api.delete(`/api/events/${eventId}/signup`);
    return res.status === 200;
  }, `content to know ${m.member.memberId}`);
}
