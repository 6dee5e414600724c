import 'reflect-metadata';
import {
  CommonErrorCode,
  ContentErrorCode,
  ContentEvents,
  ContentMessages,
  ContentSubjects as S,
  EventCancelledEventData,
  EventChangedEventData,
  EventDto,
  EventInput,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, asMember, ContentHarness, daysFromNow, PUBLIC } from './support/content-harness';

describe('content events over NATS: the admin events page and what members see', () => {
  const harness = new ContentHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const create = (input: EventInput) => harness.rpc(S.CreateEvent, { actor: ADMIN, input });
  const update = (id: string, input: EventInput) => harness.rpc(S.UpdateEvent, { actor: ADMIN, id, input });
  const anEvent = (input: EventInput = {}) =>
    create({ title: `Workshop ${randomUUID().slice(0, 6)}`, eventDate: daysFromNow(10), ...input });

  it('counts no events before any exist, so the dashboard shows 0', async () => {
    assert.deepEqual(await harness.rpc(S.CountEvents, {}), { totalEvents: 0, totalEventsLastMonth: 0 });
  });

  it('reads a date-time typed without an offset as India time and fills in the defaults', async () => {
    const sut = await create({
      title: '  Wedding photography workshop ',
      eventDate: '2026-12-05T10:30',
      location: 'Mysuru',
      description: '  ',
    });
    assert.deepEqual(
      { ...sut, id: undefined, createdAt: undefined, updatedAt: undefined },
      {
        id: undefined,
        title: 'Wedding photography workshop',
        description: null,
        eventDate: '2026-12-05T05:00:00.000Z',
        location: 'Mysuru',
        category: 'information',
        capacity: null,
        signedUp: 0,
        seatsLeft: null,
        status: 'upcoming',
        isActive: true,
        createdBy: ADMIN.userId,
        createdAt: undefined,
        updatedAt: undefined,
      },
    );
    const [created] = await harness.outbox<EventChangedEventData>(
      ContentEvents.EventCreated,
      (e) => e.data.event.id === sut.id,
    );
    assert.deepEqual(created.data, {
      event: {
        id: sut.id,
        title: 'Wedding photography workshop',
        eventDate: '2026-12-05T05:00:00.000Z',
        location: 'Mysuru',
        status: 'upcoming',
      },
      by: ADMIN.userId,
    });
  });

  it('keeps the offset of a date-time that carries one', async () => {
    const sut = await anEvent({ eventDate: '2026-12-05T10:30:00Z', category: 'sports', capacity: '25' });
    assert.deepEqual(
      [sut.eventDate, sut.category, sut.capacity, sut.seatsLeft],
      ['2026-12-05T10:30:00.000Z', 'sports', 25, 25],
    );
  });

  it("answers an empty form with the spec's words on title and date-time, and creates nothing", async () => {
    const before = await harness.rpc(S.CountEvents, {});
    const sut = await harness.rpcError(S.CreateEvent, { actor: ADMIN, input: { title: ' ', description: 'x' } });
    assert.equal(sut.status, 400);
    assert.equal(sut.code, CommonErrorCode.ValidationFailed);
    assert.equal(sut.message, ContentMessages.titleRequired);
    assert.deepEqual(sut.errors, [
      { field: 'title', message: 'Title is required' },
      { field: 'eventDate', message: 'Date & Time is required' },
    ]);
    assert.deepEqual(await harness.rpc(S.CountEvents, {}), before);
  });

  it('refuses dates that do not exist, unknown categories and impossible capacities field by field', async () => {
    const cases: Array<[EventInput, string, string]> = [
      [{ eventDate: '2026-02-30T10:00' }, 'eventDate', ContentMessages.eventDateInvalid],
      [{ eventDate: 'next friday' }, 'eventDate', ContentMessages.eventDateInvalid],
      [{ eventDate: '2026-12-05T24:00' }, 'eventDate', ContentMessages.eventDateInvalid],
      [{ category: 'party' }, 'category', ContentMessages.categoryInvalid],
      [{ capacity: 0 }, 'capacity', ContentMessages.capacityInvalid],
      [{ capacity: 2.5 }, 'capacity', ContentMessages.capacityInvalid],
      [{ capacity: 'ten' }, 'capacity', ContentMessages.capacityInvalid],
      [{ capacity: 100_001 }, 'capacity', ContentMessages.capacityInvalid],
      [{ title: 'x'.repeat(201) }, 'title', ContentMessages.titleTooLong],
    ];
    for (const [input, field, message] of cases) {
      const sut = await harness.rpcError(S.CreateEvent, {
        actor: ADMIN,
        input: { title: 'Meeting', eventDate: daysFromNow(3), ...input },
      });
      assert.deepEqual([sut.status, sut.errors], [400, [{ field, message }]], JSON.stringify(input));
    }
  });

  it('lets only admins create, change, delete and see attendees; anonymous callers cannot list', async () => {
    const event = await anEvent();
    const member = asMember({ id: randomUUID() });
    const refusals = [
      await harness.rpcError(S.CreateEvent, { actor: member, input: { title: 'Mine', eventDate: daysFromNow(1) } }),
      await harness.rpcError(S.UpdateEvent, { actor: member, id: event.id, input: { title: 'Mine' } }),
      await harness.rpcError(S.DeleteEvent, { actor: member, id: event.id }),
      await harness.rpcError(S.ListAttendees, { actor: member, id: event.id }),
      await harness.rpcError(S.ListEvents, { actor: PUBLIC }),
      await harness.rpcError(S.CreateEvent, { actor: PUBLIC, input: { title: 'Mine', eventDate: daysFromNow(1) } }),
    ];
    assert.deepEqual(
      refusals.map((r) => [r.status, r.code]),
      refusals.map(() => [403, CommonErrorCode.Forbidden]),
    );
    const unchanged = (await harness.rpc(S.ListEvents, { actor: ADMIN })).find((e) => e.id === event.id);
    assert.equal(unchanged?.title, event.title);
  });

  it('shows admins every event by date and members only the active ones, each saying whether they are signed up', async () => {
    const later = await anEvent({ eventDate: daysFromNow(40) });
    const hidden = await anEvent({ eventDate: daysFromNow(20), isActive: false });
    const sooner = await anEvent({ eventDate: daysFromNow(5) });

    const forAdmin = await harness.rpc(S.ListEvents, { actor: ADMIN });
    const adminIds = forAdmin.map((e) => e.id);
    assert.ok(adminIds.indexOf(sooner.id) < adminIds.indexOf(hidden.id));
    assert.ok(adminIds.indexOf(hidden.id) < adminIds.indexOf(later.id));
    assert.ok(forAdmin.every((e) => !('isSignedUp' in e)));
    const dates = forAdmin.map((e) => e.eventDate);
    assert.deepEqual(dates, [...dates].sort());

    const forMember = await harness.rpc(S.ListEvents, { actor: asMember({ id: randomUUID() }) });
    const memberIds = forMember.map((e) => e.id);
    assert.equal(memberIds.includes(hidden.id), false);
    assert.ok(memberIds.indexOf(sooner.id) < memberIds.indexOf(later.id));
    assert.ok(forMember.every((e) => e.isSignedUp === false && e.isActive));
    const oddSession = await harness.rpc(S.ListEvents, { actor: { userId: 'PHOTO0001', userType: 'member' } });
    assert.equal(
      oddSession.some((e) => e.id === hidden.id),
      false,
      'a member session without a uuid must still see only active events',
    );
  });

  it('derives the status: completed once the date has passed, cancelled when cancelled, upcoming again when reopened', async () => {
    const past = await anEvent({ eventDate: daysFromNow(-1) });
    assert.equal(past.status, 'completed');
    const event = await anEvent();
    const cancelled = await update(event.id, { cancelled: true });
    assert.equal(cancelled.status, 'cancelled');
    const reopened = await update(event.id, { cancelled: false });
    assert.equal(reopened.status, 'upcoming');
    const moved = await update(event.id, { eventDate: daysFromNow(-2) });
    assert.equal(moved.status, 'completed');
  });

  it('changes only the fields sent, removes the seat limit for an empty capacity and records the change', async () => {
    const event = await anEvent({ capacity: 30, location: 'Hubli', description: 'Bring a tripod' });
    const sut = await update(event.id, { title: 'Renamed', capacity: '' });
    assert.deepEqual(
      [sut.title, sut.capacity, sut.seatsLeft, sut.location, sut.description, sut.eventDate],
      ['Renamed', null, null, 'Hubli', 'Bring a tripod', event.eventDate],
    );
    const blank = await harness.rpcError(S.UpdateEvent, { actor: ADMIN, id: event.id, input: { title: '' } });
    assert.deepEqual(blank.errors, [{ field: 'title', message: ContentMessages.titleRequired }]);
    const updates = await harness.outbox<EventChangedEventData>(
      ContentEvents.EventUpdated,
      (e) => e.data.event.id === event.id,
    );
    assert.deepEqual(
      updates.map((e) => [e.data.event.title, e.data.by]),
      [['Renamed', ADMIN.userId]],
    );
  });

  it('answers 404 for an unknown or malformed event id, never a server error', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      for (const [subject, payload] of [
        [S.UpdateEvent, { actor: ADMIN, id, input: { title: 'x' } }],
        [S.DeleteEvent, { actor: ADMIN, id }],
        [S.ListAttendees, { actor: ADMIN, id }],
      ] as const) {
        const sut = await harness.rpcError(subject, payload);
        assert.deepEqual([sut.status, sut.code], [404, ContentErrorCode.EventNotFound], `${subject} ${id}`);
      }
    }
  });

  it('refuses to lower the capacity below the members already signed up', async () => {
    const event = await anEvent({ capacity: 5 });
    for (let i = 0; i < 3; i += 1) {
      await harness.rpc(S.SignUp, { actor: asMember(await harness.member()), id: event.id });
    }
    const sut = await harness.rpcError(S.UpdateEvent, { actor: ADMIN, id: event.id, input: { capacity: 2 } });
    assert.deepEqual(
      [sut.status, sut.errors],
      [400, [{ field: 'capacity', message: ContentMessages.capacityBelowSignups }]],
    );
    const exact = await update(event.id, { capacity: 3 });
    assert.deepEqual([exact.capacity, exact.signedUp, exact.seatsLeft], [3, 3, 0]);
  });

  it('tells the signed-up members once when an event is cancelled, naming each with code and e-mail', async () => {
    const event = await anEvent({ title: 'Heritage walk' });
    const first = await harness.member({ firstName: 'Ravi', lastName: 'Kumar' });
    const second = await harness.member({ firstName: 'Meena', lastName: 'S', email: null });
    await harness.rpc(S.SignUp, { actor: asMember(first), id: event.id });
    await harness.rpc(S.SignUp, { actor: asMember(second), id: event.id });

    await update(event.id, { cancelled: true });
    await update(event.id, { cancelled: true, description: 'Rain' });
    const sut = await harness.outbox<EventCancelledEventData>(
      ContentEvents.EventCancelled,
      (e) => e.data.event.id === event.id,
    );
    assert.equal(sut.length, 1);
    assert.deepEqual(sut[0].data.event.status, 'cancelled');
    assert.equal(sut[0].data.by, ADMIN.userId);
    assert.deepEqual(sut[0].data.attendees, [
      { memberId: first.id, memberCode: first.memberId, name: 'Ravi Kumar', email: first.email },
      { memberId: second.id, memberCode: second.memberId, name: 'Meena S', email: null },
    ]);
  });

  it('deletes an event with its sign-ups, tells its attendees and keeps its photos without an event', async () => {
    const event = await anEvent({ title: 'Studio lighting' });
    const member = await harness.member();
    await harness.rpc(S.SignUp, { actor: asMember(member), id: event.id });
    const photoId = randomUUID();
    await harness.db.query(
      `INSERT INTO gallery_items (id, event_id, title, media_type, media_key, content_type, file_size)
       VALUES ($1, $2, 'Lights', 'image', 'gallery/x/web.jpg', 'image/jpeg', 10)`,
      [photoId, event.id],
    );

    const sut = await harness.rpc(S.DeleteEvent, { actor: ADMIN, id: event.id });
    assert.deepEqual(sut, { id: event.id, removedKeys: [] });
    const events = await harness.rpc(S.ListEvents, { actor: ADMIN });
    assert.equal(
      events.some((e: EventDto) => e.id === event.id),
      false,
    );
    const signups = await harness.db.query('SELECT 1 FROM event_signups WHERE event_id = $1', [event.id]);
    assert.equal(signups.rowCount, 0);
    const photo = await harness.db.query('SELECT event_id FROM gallery_items WHERE id = $1', [photoId]);
    assert.deepEqual(photo.rows, [{ event_id: null }]);
    const cancelled = await harness.outbox<EventCancelledEventData>(
      ContentEvents.EventCancelled,
      (e) => e.data.event.id === event.id,
    );
    assert.deepEqual(
      cancelled.map((e) => e.data.attendees.map((a) => a.memberId)),
      [[member.id]],
    );
    const deleted = await harness.outbox<EventChangedEventData>(
      ContentEvents.EventDeleted,
      (e) => e.data.event.id === event.id,
    );
    assert.equal(deleted.length, 1);
  });

  it('deletes a past event without telling anyone it was cancelled', async () => {
    const event = await anEvent();
    await harness.rpc(S.SignUp, { actor: asMember(await harness.member()), id: event.id });
    await harness.db.query(`UPDATE events SET event_date = now() - interval '1 day' WHERE id = $1`, [event.id]);
    await harness.rpc(S.DeleteEvent, { actor: ADMIN, id: event.id });
    const cancelled = await harness.outbox(
      ContentEvents.EventCancelled,
      (e) => (e.data as EventCancelledEventData).event.id === event.id,
    );
    assert.deepEqual(cancelled, []);
  });

  it('counts every event, active or not, for the dashboard', async () => {
    const { rows } = await harness.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    assert.ok(rows[0].n > 0);
    assert.equal((await harness.rpc(S.CountEvents, {})).totalEvents, rows[0].n);
  });

  it("counts as last month's Total Events only the events created before this month began in India", async () => {
    const before = await harness.rpc(S.CountEvents, {});
    const old = await anEvent();
    const older = await anEvent();
    // Created on the last evening of last month in India (the first of this month, 00:00 IST, less a minute).
    await harness.db.query(
      `UPDATE events SET created_at = date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
         - interval '1 minute' WHERE id = ANY($1::uuid[])`,
      [[old.id, older.id]],
    );
    await anEvent();

    const after = await harness.rpc(S.CountEvents, {});
    assert.equal(after.totalEvents - before.totalEvents, 3);
    assert.equal(after.totalEventsLastMonth - before.totalEventsLastMonth, 2);
  });
});
