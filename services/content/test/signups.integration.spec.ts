import 'reflect-metadata';
import {
  CommonErrorCode,
  ContentErrorCode,
  ContentEvents,
  ContentMessages,
  ContentSubjects as S,
  EventInput,
  EventSignupChangedEventData,
  MEMBERSHIP_VALIDITY_CASES,
  MembershipEvents,
  startOfTodayInIndia,
  todayInIndia,
  WireError,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ContentMembersRepository, isActiveMember } from '../src/members/content-members.repository';
import { ADMIN, aMember, asMember, ContentHarness, daysFromNow } from './support/content-harness';

describe('event sign-up: members take and give back seats, never more than there are', () => {
  const harness = new ContentHarness();

  beforeAll(async () => {
    await harness.setUp();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  const anEvent = (input: EventInput = {}) =>
    harness.rpc(S.CreateEvent, {
      actor: ADMIN,
      input: { title: `Meet ${randomUUID().slice(0, 6)}`, eventDate: daysFromNow(7), ...input },
    });
  const signUp = (member: { id: string }, id: string) => harness.rpc(S.SignUp, { actor: asMember(member), id });
  const cancel = (member: { id: string }, id: string) => harness.rpc(S.CancelSignUp, { actor: asMember(member), id });
  const signupEvents = (eventId: string) =>
    harness.outbox<EventSignupChangedEventData>(ContentEvents.EventSignupChanged, (e) => e.data.eventId === eventId);
  const seats = async (eventId: string) => {
    const { rows } = await harness.db.query<{ signed_up: number; rows: number }>(
      `SELECT signed_up, (SELECT count(*)::int FROM event_signups WHERE event_id = $1) AS rows FROM events WHERE id = $1`,
      [eventId],
    );
    return rows[0];
  };

  it('gives exactly 10 seats to 50 members signing up at once for an event with 10', async () => {
    const event = await anEvent({ capacity: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => harness.member()));

    const outcomes = await Promise.allSettled(members.map((m) => signUp(m, event.id)));

    const ok = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => o.reason as WireError);
    assert.equal(ok.length, 10);
    assert.equal(refused.length, 40);
    assert.ok(refused.every((e) => e.status === 409 && e.code === ContentErrorCode.EventFull));
    assert.deepEqual(await seats(event.id), { signed_up: 10, rows: 10 });
    assert.equal((await signupEvents(event.id)).length, 10);
  });

  it('signs a member up, shows them their seat, and changes nothing when they sign up again', async () => {
    const event = await anEvent({ capacity: 3 });
    const member = await harness.member();

    const sut = await signUp(member, event.id);
    assert.deepEqual([sut.signedUp, sut.seatsLeft, sut.isSignedUp, sut.status], [1, 2, true, 'upcoming']);
    const again = await signUp(member, event.id);
    assert.deepEqual([again.signedUp, again.seatsLeft, again.isSignedUp], [1, 2, true]);
    const listed = (await harness.rpc(S.ListEvents, { actor: asMember(member) })).find((e) => e.id === event.id);
    assert.equal(listed?.isSignedUp, true);
    const others = (await harness.rpc(S.ListEvents, { actor: asMember(await harness.member()) })).find(
      (e) => e.id === event.id,
    );
    assert.equal(others?.isSignedUp, false);
    assert.deepEqual(
      (await signupEvents(event.id)).map((e) => e.data),
      [
        {
          eventId: event.id,
          eventTitle: event.title,
          memberId: member.id,
          change: 'signed_up',
          signedUp: 1,
          capacity: 3,
        },
      ],
    );
  });

  it('gives the seat back when the member cancels, once', async () => {
    const event = await anEvent({ capacity: 1 });
    const member = await harness.member();
    await signUp(member, event.id);

    const sut = await cancel(member, event.id);
    assert.deepEqual([sut.signedUp, sut.seatsLeft, sut.isSignedUp], [0, 1, false]);
    const again = await cancel(member, event.id);
    assert.deepEqual([again.signedUp, again.isSignedUp], [0, false]);
    assert.deepEqual(
      (await signupEvents(event.id)).map((e) => [e.data.change, e.data.signedUp]),
      [
        ['signed_up', 1],
        ['cancelled', 0],
      ],
    );
    const next = await signUp(await harness.member(), event.id);
    assert.equal(next.seatsLeft, 0);
  });

  it('says the event is full when every seat is taken', async () => {
    const event = await anEvent({ capacity: 1 });
    await signUp(await harness.member(), event.id);
    const sut = await harness.rpcError(S.SignUp, { actor: asMember(await harness.member()), id: event.id });
    assert.deepEqual([sut.status, sut.code, sut.message], [409, ContentErrorCode.EventFull, ContentMessages.eventFull]);
  });

  it('lets only active members sign up: pending, suspended, deleted, lapsed and unknown members are refused', async () => {
    const event = await anEvent();
    const notActive = [
      await harness.member({ status: 'pending' }),
      await harness.member({ status: 'expired' }),
      await harness.member({ status: 'active', membershipEndDate: daysFromNow(-1) }),
    ];
    for (const member of notActive) {
      const sut = await harness.rpcError(S.SignUp, { actor: asMember(member), id: event.id });
      assert.deepEqual(
        [sut.status, sut.code, sut.message],
        [409, ContentErrorCode.MemberNotActive, ContentMessages.signupNeedsActiveMembership],
        member.status,
      );
    }
    const deleted = await harness.member();
    await harness.deliver(MembershipEvents.MemberDeleted, { member: deleted });
    for (const member of [deleted, aMember(), { id: 'PHOTO0001' }]) {
      const sut = await harness.rpcError(S.SignUp, { actor: asMember(member), id: event.id });
      assert.deepEqual([sut.status, sut.code], [404, ContentErrorCode.MemberNotFound]);
    }
    const renewed = await harness.member({ status: 'active', membershipEndDate: daysFromNow(200) });
    assert.equal((await signUp(renewed, event.id)).signedUp, 1);
  });

  it('refuses admins and anonymous callers: sign-up is a member’s own', async () => {
    const event = await anEvent();
    for (const actor of [ADMIN, { userId: 'x', userType: 'public' as const }]) {
      for (const subject of [S.SignUp, S.CancelSignUp]) {
        const sut = await harness.rpcError(subject, { actor, id: event.id });
        assert.deepEqual([sut.status, sut.code], [403, CommonErrorCode.Forbidden]);
      }
    }
  });

  it('keeps sign-up closed for past, cancelled and hidden events', async () => {
    const member = await harness.member();
    const past = await anEvent({ eventDate: daysFromNow(-1) });
    const cancelled = await anEvent({ cancelled: true });
    const hidden = await anEvent({ isActive: false });
    for (const event of [past, cancelled, hidden]) {
      for (const subject of [S.SignUp, S.CancelSignUp]) {
        const sut = await harness.rpcError(subject, { actor: asMember(member), id: event.id });
        assert.deepEqual(
          [sut.status, sut.code, sut.message],
          [409, ContentErrorCode.EventNotOpen, ContentMessages.eventNotOpen],
          `${subject} ${event.title}`,
        );
      }
    }
    assert.deepEqual(await seats(past.id), { signed_up: 0, rows: 0 });
  });

  it('answers 404 for an unknown or malformed event', async () => {
    const member = await harness.member();
    for (const id of [randomUUID(), 'abc']) {
      const sut = await harness.rpcError(S.SignUp, { actor: asMember(member), id });
      assert.deepEqual([sut.status, sut.code], [404, ContentErrorCode.EventNotFound]);
    }
  });

  it('lists the attendees for the admin in sign-up order with names, member ids and phones', async () => {
    const event = await anEvent({ capacity: 5 });
    const first = await harness.member({ firstName: 'Kiran', lastName: 'Shetty', phone: '9845012345' });
    const second = await harness.member({ firstName: 'Lata', lastName: 'M' });
    await signUp(first, event.id);
    await signUp(second, event.id);

    const sut = await harness.rpc(S.ListAttendees, { actor: ADMIN, id: event.id });
    assert.equal(sut.event.id, event.id);
    assert.equal(sut.event.signedUp, 2);
    assert.equal('isSignedUp' in sut.event, false);
    assert.deepEqual(
      sut.attendees.map((a) => ({ ...a, signedUpAt: typeof a.signedUpAt })),
      [
        {
          memberId: first.id,
          memberCode: first.memberId,
          name: 'Kiran Shetty',
          phone: '9845012345',
          email: first.email,
          signedUpAt: 'string',
        },
        {
          memberId: second.id,
          memberCode: second.memberId,
          name: 'Lata M',
          phone: second.phone,
          email: second.email,
          signedUpAt: 'string',
        },
      ],
    );
    assert.ok(sut.attendees[0].signedUpAt <= sut.attendees[1].signedUpAt);
  });

  it("learns members from membership's events through JetStream, and frees a deleted member's seats", async () => {
    const event = await anEvent({ capacity: 2 });
    const member = aMember({ status: 'pending' });
    await harness.publish(MembershipEvents.MemberCreated, { member, source: 'registration' });
    await harness.publish(MembershipEvents.MemberApproved, {
      member: { ...member, status: 'active', membershipEndDate: daysFromNow(365) },
    });
    const signed = await harness.waitFor(
      () => signUp(member, event.id).catch(() => undefined),
      'the approved member able to sign up',
    );
    assert.equal(signed.signedUp, 1);

    await harness.publish(MembershipEvents.MemberDeleted, { member });
    await harness.waitFor(async () => (await seats(event.id)).signed_up === 0, "the deleted member's seat freed");
    assert.deepEqual(await seats(event.id), { signed_up: 0, rows: 0 });
  });

  it('lets a member sign up on their last valid day (in India) and refuses them from the day after', async () => {
    const event = await anEvent();
    // Their membership ended at 00:00 IST today: today is still theirs.
    const today = startOfTodayInIndia();
    const lastDay = await harness.member({ membershipEndDate: today.toISOString(), validThrough: todayInIndia() });
    assert.equal((await signUp(lastDay, event.id)).signedUp, 1);
    const dayAfter = await harness.member({ membershipEndDate: new Date(today.getTime() - 1).toISOString() });
    const sut = await harness.rpcError(S.SignUp, { actor: asMember(dayAfter), id: event.id });
    assert.deepEqual([sut.status, sut.code], [409, ContentErrorCode.MemberNotActive]);
  });

  describe('sign-up eligibility of a stored member, against the shared validity table', () => {
    for (const c of MEMBERSHIP_VALIDITY_CASES) {
      it(`${c.name}`, async () => {
        // As an older event (end date only) and as membership writes them now (with the last valid day).
        for (const carried of [{}, { validThrough: c.validThrough }]) {
          const sent = await harness.member({ status: c.status, membershipEndDate: c.membershipEndDate, ...carried });
          const stored = await harness.get(ContentMembersRepository).get(sent.id);
          assert.equal(stored.validThrough, c.validThrough);
          assert.equal(isActiveMember(stored, new Date(c.now)), c.valid);
        }
      });
    }
  });
});
