import 'reflect-metadata';
import {
  ContentEvents,
  EventCancelledEventData,
  EventChangedEventData,
  EventSignupChangedEventData,
  NotificationsSubjects,
} from '@portal/contracts';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness, PUBLIC_URL } from './support/notifications-harness';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

function eventOf(title: string): EventChangedEventData['event'] {
  return {
    id: randomUUID(),
    title,
    // 04:30 UTC is 10:00 am in India.
    eventDate: '2026-12-05T04:30:00.000Z',
    location: 'Town Hall, Mysuru',
    status: 'upcoming',
  };
}

describe('content events: cancellation e-mails and the event activity', () => {
  const harness = new NotificationsHarness();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it('e-mails each attendee with an address once when an event is cancelled, however often the event comes', async () => {
    const id = unique();
    const withEmail = {
      memberId: randomUUID(),
      memberCode: 'PHOTO0042',
      name: 'Asha Rao',
      email: `asha.${id}@example.org`,
    };
    const withoutEmail = { memberId: randomUUID(), memberCode: 'PHOTO0043', name: 'Ravi Kumar', email: null };
    const other = {
      memberId: randomUUID(),
      memberCode: 'PHOTO0044',
      name: 'Meena S',
      email: `meena.${id}@example.org`,
    };
    const data: EventCancelledEventData = {
      event: { ...eventOf(`Heritage Walk ${id}`), status: 'cancelled' },
      by: 'admin-1',
      attendees: [withEmail, withoutEmail, other],
    };

    const event = await harness.publish(ContentEvents.EventCancelled, data);
    // The same event redelivered (a relay retry past JetStream's duplicate window).
    await harness.publish(ContentEvents.EventCancelled, data, { event, msgId: randomUUID() });

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(withEmail.email), 15_000);
    assert.equal(mail.subject, `Event cancelled: ${data.event.title}`);
    assert.equal(mail.to[0].name, 'Asha Rao');
    for (const line of [
      'Dear Asha Rao,',
      `"${data.event.title}", which you signed up for, has been cancelled.`,
      'Date: 05/12/2026',
      'Time: 10:00 am IST',
      'Location: Town Hall, Mysuru',
      'We apologise for the inconvenience.',
      `${PUBLIC_URL}/member-events`,
    ]) {
      assert.ok(mail.text.includes(line), `${line} in\n${mail.text}`);
    }

    const toOther = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(other.email), 15_000);
    assert.ok(toOther.text.startsWith('Dear Meena S,'), toOther.text);

    const row = await harness.waitForRow(withEmail.email, (r) => r.status === 'sent', 'the e-mail to be marked sent');
    assert.equal(row.template, EmailTemplates.EventCancelled);
    await harness.allSent();
    assert.equal(harness.messagesTo(withEmail.email).length, 1, 'one e-mail, not one per delivery');
    assert.equal(harness.messagesTo(other.email).length, 1, 'one e-mail, not one per delivery');
    const { rows } = await harness.db.query<{ dedupe_key: string }>(
      'SELECT dedupe_key FROM email_messages WHERE template = $1 AND subject = $2',
      [EmailTemplates.EventCancelled, mail.subject],
    );
    assert.deepEqual(
      rows.map((r) => r.dedupe_key).sort(),
      [withEmail.memberId, other.memberId].map((m) => `${event.id}:${EmailTemplates.EventCancelled}:${m}`).sort(),
      'nothing queued for the attendee without an e-mail address',
    );
    assert.equal(harness.mail.messages().filter((m) => m.subject === mail.subject).length, 2);
  });

  it('shows a created event once in the dashboard activity, and nothing for edits or sign-ups', async () => {
    const created: EventChangedEventData = { event: eventOf(`Photo Walk ${unique()}`), by: 'admin-1' };
    const event = await harness.publish(ContentEvents.EventCreated, created);
    await harness.publish(ContentEvents.EventCreated, created, { event, msgId: randomUUID() });
    await harness.publish(ContentEvents.EventUpdated, created);
    const signup: EventSignupChangedEventData = {
      eventId: created.event.id,
      eventTitle: created.event.title,
      memberId: randomUUID(),
      change: 'signed_up',
      signedUp: 1,
      capacity: 10,
    };
    await harness.publish(ContentEvents.EventSignupChanged, signup);

    const title = `New event: ${created.event.title}`;
    const items = await waitFor(
      async () => {
        const recent = await harness.rpc(NotificationsSubjects.RecentActivity, { limit: 50 });
        return recent.some((item) => item.title === title) ? recent : undefined;
      },
      { timeoutMs: 15_000, what: 'the new event in the activity feed' },
    );
    const item = items.find((i) => i.title === title)!;
    assert.equal(item.type, 'event_created');
    assert.equal(item.createdAt, event.occurredAt);

    await harness.eventsHandled();
    const recent = await harness.rpc(NotificationsSubjects.RecentActivity, { limit: 50 });
    assert.deepEqual(
      recent.map((i) => [i.type, i.title]),
      [['event_created', title]],
      'one item for the redelivered creation; cancellations, edits and sign-ups add none',
    );
  });

  // Last: its members' arrival adds 'Member added' items to the activity the test before counts.
  it("e-mails a Kannada reader the cancellation in Kannada (ಬೆಳಿಗ್ಗೆ 10:00), an English reader's staying English", async () => {
    const id = unique();
    const kannada = {
      memberId: randomUUID(),
      memberCode: 'PHOTO0052',
      name: 'ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ',
      email: `lakshmi.${id}@example.org`,
    };
    const english = {
      memberId: randomUUID(),
      memberCode: 'PHOTO0053',
      name: 'Asha Rao',
      email: `asha.${id}@example.org`,
    };
    await harness.membersKnown(
      (
        [
          [kannada, 'kn'],
          [english, 'en'],
        ] as const
      ).map(([attendee, language]) => ({
        id: attendee.memberId,
        memberId: attendee.memberCode,
        firstName: attendee.name,
        lastName: '',
        email: attendee.email,
        phone: '9876543210',
        status: 'active',
        optedSchemes: [],
        membershipEndDate: '2027-03-31T18:30:00.000Z',
        language,
      })),
    );
    const data: EventCancelledEventData = {
      event: { ...eventOf(`Heritage Walk ${id}`), status: 'cancelled' },
      by: 'admin-1',
      attendees: [kannada, english],
    };
    await harness.publish(ContentEvents.EventCancelled, data);

    const inKannada = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(kannada.email), 15_000);
    assert.equal(inKannada.subject, `ಕಾರ್ಯಕ್ರಮ ರದ್ದಾಗಿದೆ: ${data.event.title}`);
    assert.ok(inKannada.text.startsWith('ಆತ್ಮೀಯ ಲಕ್ಷ್ಮೀ ತ್ರಿವೇಣಿ,'), inKannada.text);
    assert.ok(inKannada.text.includes('ಸಮಯ: ಬೆಳಿಗ್ಗೆ 10:00 (ಭಾರತೀಯ ಕಾಲಮಾನ)'), inKannada.text);
    const inEnglish = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(english.email), 15_000);
    assert.equal(inEnglish.subject, `Event cancelled: ${data.event.title}`);
    assert.ok(inEnglish.text.includes('Time: 10:00 am IST'), inEnglish.text);
  });
});
