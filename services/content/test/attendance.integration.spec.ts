import 'reflect-metadata';
import {
  CommonErrorCode,
  ContentErrorCode,
  ContentSubjects as S,
  EventInput,
  formatIndiaTime,
  WireError,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { ADMIN, asMember, ContentHarness, daysFromNow } from './support/content-harness';

describe('check-in at the door: each member once per event (issue 30)', () => {
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
      input: { title: `Door ${randomUUID().slice(0, 6)}`, eventDate: daysFromNow(1), ...input },
    });
  const checkIn = (eventId: string, memberId: string, extra: { scannedAt?: string; method?: 'scan' | 'typed' } = {}) =>
    harness.rpc(S.RecordAttendance, { actor: ADMIN, id: eventId, input: { memberId, ...extra } });
  const rows = async (eventId: string) =>
    (await harness.db.query(`SELECT count(*)::int AS n FROM event_attendance WHERE event_id = $1`, [eventId])).rows[0]
      .n as number;
  const auditRows = async (eventId: string) =>
    (
      await harness.db.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE action = 'event-attendance.created' AND entity_id LIKE $1`,
        [`${eventId}:%`],
      )
    ).rows[0].n as number;

  it('checks a member in with their live status and sign-up, and a second scan says when they were checked in first', async () => {
    const event = await anEvent();
    const member = await harness.member({ firstName: 'Ravi', lastName: 'Kumar' });
    await harness.rpc(S.SignUp, { actor: asMember(member), id: event.id });

    const first = await checkIn(event.id, member.memberId);
    assert.equal(first.alreadyCheckedIn, false);
    assert.equal(first.message, `Checked in at ${formatIndiaTime(new Date(first.checkedInAt))}`);
    assert.deepEqual(first.member, {
      memberId: member.id,
      memberCode: member.memberId,
      name: 'Ravi Kumar',
      status: 'active',
      validThrough: null,
      signedUp: true,
    });
    assert.equal(first.checkedIn, 1);

    const second = await checkIn(event.id, member.memberId.toLowerCase(), { method: 'typed' });
    assert.equal(second.alreadyCheckedIn, true);
    assert.equal(second.checkedInAt, first.checkedInAt);
    assert.equal(second.message, `Already checked in at ${formatIndiaTime(new Date(first.checkedInAt))}`);
    assert.equal(await rows(event.id), 1);
    assert.equal(await auditRows(event.id), 1, 'one audit row: the second scan changed nothing');
  });

  it('records one attendance when the same card is scanned on several phones at once', async () => {
    const event = await anEvent();
    const member = await harness.member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkIn(event.id, member.memberId)));
    assert.equal(answers.filter((a) => !a.alreadyCheckedIn).length, 1);
    assert.equal(new Set(answers.map((a) => a.checkedInAt)).size, 1);
    assert.equal(await rows(event.id), 1);
  });

  it('keeps the time a scan queued offline was made, and counts a time from the future as now', async () => {
    const event = await anEvent();
    const scannedAt = new Date(Date.now() - 20 * 60 * 1000).toISOString();
    const offline = await checkIn(event.id, (await harness.member()).memberId, { scannedAt });
    assert.equal(offline.checkedInAt, scannedAt);
    const future = await checkIn(event.id, (await harness.member()).memberId, {
      scannedAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.ok(Date.parse(future.checkedInAt) <= Date.now());
  });

  it('shows a lapsed member as expired at the door, and refuses an unknown id, a malformed one and a cancelled event', async () => {
    const event = await anEvent();
    const lapsed = await harness.member({ membershipEndDate: new Date(Date.now() - 40 * 86_400_000).toISOString() });
    assert.equal((await checkIn(event.id, lapsed.memberId)).member.status, 'expired');

    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => assert.fail('accepted'),
        (error: WireError) => error,
      );
    const unknown = await refusal(checkIn(event.id, 'PHOTO99999'));
    assert.equal(unknown.code, ContentErrorCode.MemberNotFound);
    assert.equal(unknown.message, 'No member with id PHOTO99999');
    const malformed = await refusal(checkIn(event.id, 'not an id'));
    assert.equal(malformed.code, CommonErrorCode.ValidationFailed);

    const cancelled = await anEvent({ cancelled: true });
    const refused = await refusal(checkIn(cancelled.id, lapsed.memberId));
    assert.equal(refused.code, ContentErrorCode.EventNotOpen);
    assert.equal(await rows(cancelled.id), 0);
  });

  it('lists who came with counts and CSV, and tells a member "Attended" on that event only', async () => {
    const event = await anEvent();
    const other = await anEvent();
    const signedUp = await harness.member({ firstName: 'Signed' });
    const walkIn = await harness.member({ firstName: 'Walk' });
    await harness.rpc(S.SignUp, { actor: asMember(signedUp), id: event.id });
    await checkIn(event.id, signedUp.memberId);
    await checkIn(event.id, walkIn.memberId, { method: 'typed' });

    const list = await harness.rpc(S.ListAttendance, { actor: ADMIN, id: event.id });
    assert.equal(list.checkedIn, 2);
    assert.equal(list.signedUpAndCheckedIn, 1);
    assert.deepEqual(
      list.attendees.map((a) => [a.memberCode, a.signedUp, a.method]),
      [
        [signedUp.memberId, true, 'scan'],
        [walkIn.memberId, false, 'typed'],
      ],
    );

    const fileKey = `exports/${randomUUID()}.csv`;
    const exported = await harness.rpc(S.ExportAttendance, { actor: ADMIN, id: event.id, fileKey });
    assert.equal(exported.rows, 2);
    assert.match(exported.fileName, /^attendance-door-/);
    const csv = (await harness.stored(fileKey))!.toString('utf8');
    assert.match(csv, /Member ID,Name,Phone,Signed up,Checked in,How/);
    assert.match(csv, new RegExp(`${walkIn.memberId},Walk .*,No,.*,Member id typed`));

    const seen = await harness.rpc(S.ListEvents, { actor: asMember(walkIn) });
    assert.equal(seen.find((e) => e.id === event.id)?.attended, true);
    assert.equal(seen.find((e) => e.id === other.id)?.attended, false);
    await assert.rejects(harness.rpc(S.ListAttendance, { actor: asMember(walkIn), id: event.id }));
  });
});
