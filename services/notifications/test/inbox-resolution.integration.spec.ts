import 'reflect-metadata';
import {
  ActorDto,
  MemberEventData,
  MemberRenewalEventData,
  MembershipEvents,
  MemberStatus,
  NotificationDto,
  NotificationsSubjects,
  PaymentConflictEventData,
  PaymentsEvents,
  Scheme,
} from '@portal/contracts';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { INestMicroservice } from '@nestjs/common';
import { EmailSender } from '../src/email/email-sender';
import { NotificationsHarness } from './support/notifications-harness';

type Member = MemberEventData['member'];

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;
const DAY = 86_400_000;
const admin = (): ActorDto => ({ userId: randomUUID(), userType: 'admin' });

function member(overrides: Partial<Member> = {}): Member {
  const id = unique();
  return {
    id: randomUUID(),
    memberId: `PHOTO${id}`,
    firstName: 'Asha',
    lastName: `Rao ${id}`,
    email: `asha.${id}@example.org`,
    phone: '9876543210',
    status: 'active',
    optedSchemes: ['esi'],
    membershipEndDate: new Date(Date.now() + 200 * DAY).toISOString(),
    ...overrides,
  };
}

/**
 * The admin inbox that empties itself (issue 29): each item that asks for something is resolved by the event that
 * says it was done, and leaves the unread count then; Mark all as read; pages beyond 100 items; and who an
 * audience reaches and leaves out.
 */
describe('the admin inbox, resolved by what was done', () => {
  const harness = new NotificationsHarness();
  let replica: INestMicroservice;

  const page = (actor: ActorDto, query: { page?: number; limit?: number } = {}) =>
    harness.rpc(NotificationsSubjects.ListNotificationsPage, { actor, query });
  const unreadOf = async (actor: ActorDto) => (await page(actor)).unreadCount;
  const itemAbout = (actor: ActorDto, text: string) =>
    waitFor(
      async () => {
        const items = (await page(actor, { limit: 100 })).items;
        return items.find((n: NotificationDto) => n.message.includes(text));
      },
      { timeoutMs: 20_000, what: `the inbox item about ${text}` },
    );
  const resolvedItem = (actor: ActorDto, id: string) =>
    waitFor(
      async () => (await page(actor, { limit: 100 })).items.find((n: NotificationDto) => n.id === id && n.resolvedAt),
      { timeoutMs: 20_000, what: `item ${id} resolved` },
    );

  beforeAll(async () => {
    await harness.setUp();
    replica = await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it.each([
    [MembershipEvents.MemberApproved, 'Approved'],
    [MembershipEvents.MemberRejected, 'Rejected'],
    [MembershipEvents.MemberDeleted, 'Member deleted'],
  ])('resolves a registration when the applicant is %s, and the bell stops counting it', async (type, why) => {
    const reader = admin();
    const applicant = member({ status: 'pending', membershipEndDate: null });
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, {
      member: applicant,
      source: 'registration',
    });
    const item = await itemAbout(reader, applicant.memberId);
    assert.equal(item.type, 'registration');
    assert.equal(item.resolvedAt, null);
    const before = await unreadOf(reader);

    const done = { ...applicant, status: type === MembershipEvents.MemberApproved ? 'active' : 'rejected' };
    await harness.publish<MemberEventData>(type, { member: done });

    const resolved = await resolvedItem(reader, item.id);
    assert.equal(resolved.resolution, why);
    assert.equal(await unreadOf(reader), before - 1);
    assert.equal(resolved.isRead, false, 'resolved is not the same as read: the admin never opened it');
  });

  it('lists an applicant returned to pending again, with the reason, until they are approved once more', async () => {
    const reader = admin();
    const applicant = member({ status: 'pending', membershipEndDate: null });
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, {
      member: applicant,
      source: 'registration',
    });
    const first = await itemAbout(reader, applicant.memberId);
    await harness.publish<MemberEventData>(MembershipEvents.MemberApproved, {
      member: { ...applicant, status: 'active' },
    });
    await resolvedItem(reader, first.id);
    const before = await unreadOf(reader);

    await harness.publish<MemberEventData>(MembershipEvents.MemberReturnedToPending, {
      member: applicant,
      reason: 'Photo ID unreadable',
    });

    const again = await itemAbout(reader, `${applicant.memberId}) is awaiting approval again: Photo ID unreadable`);
    assert.notEqual(again.id, first.id);
    assert.equal(again.type, 'registration');
    assert.equal(again.title, 'Application returned for review');
    assert.equal(again.resolvedAt, null);
    assert.equal(await unreadOf(reader), before + 1);

    await harness.publish<MemberEventData>(MembershipEvents.MemberApproved, {
      member: { ...applicant, status: 'active' },
    });
    assert.equal((await resolvedItem(reader, again.id)).resolution, 'Approved');
    assert.equal(await unreadOf(reader), before);
  });

  it.each([
    [MembershipEvents.MemberRenewed, 'Renewal completed'],
    [MembershipEvents.RenewalDeclined, 'Renewal declined'],
  ])('resolves a renewal request when it is %s', async (type, why) => {
    const reader = admin();
    const renewing = member();
    const renewal = { requestId: randomUUID(), amount: '500.00' };
    await harness.publish<MemberRenewalEventData>(MembershipEvents.RenewalRequested, { member: renewing, renewal });
    const item = await itemAbout(reader, renewing.memberId);
    assert.equal(item.type, 'renewal_request');
    const before = await unreadOf(reader);

    await harness.publish<MemberRenewalEventData>(type, { member: renewing, renewal });

    assert.equal((await resolvedItem(reader, item.id)).resolution, why);
    assert.equal(await unreadOf(reader), before - 1);
  });

  it('lists a payment conflict until the admin resolves it, with the note as the reason', async () => {
    const reader = admin();
    const conflict: PaymentConflictEventData = {
      conflictId: randomUUID(),
      razorpayPaymentId: `pay_${unique()}`,
      razorpayOrderId: `order_${unique()}`,
      source: 'payment.captured',
    };
    await harness.publish(PaymentsEvents.PaymentConflictOpened, conflict);
    const item = await itemAbout(reader, conflict.razorpayPaymentId);
    assert.equal(item.type, 'payment_conflict');
    assert.equal(item.link, '/payment-records');
    const before = await unreadOf(reader);

    await harness.publish(PaymentsEvents.PaymentConflictResolved, { ...conflict, note: 'Refunded the second charge' });

    assert.equal((await resolvedItem(reader, item.id)).resolution, 'Resolved: Refunded the second charge');
    assert.equal(await unreadOf(reader), before - 1);
  });

  it('shows an e-mail given up as failed until it is delivered on retry, then as resolved', async () => {
    const reader = admin();
    const to = `retry.${unique()}@example.org`;
    // An e-mail its sender died sending (a sender key no process holds): the sweep gives it up.
    const [{ id }] = (
      await harness.db.query<{ id: string }>(
        `INSERT INTO email_messages (dedupe_key, recipient, template, subject, html, text, status, claimed_by)
         VALUES ($1, $2, 'password-setup', 'Set up your password', '<p>x</p>', 'x', 'sending', 97531) RETURNING id`,
        [randomUUID(), to],
      )
    ).rows;
    await replica.get(EmailSender).sweepInterrupted();
    const failed = await itemAbout(reader, to);
    assert.equal(failed.id, id);
    assert.equal(failed.type, 'email_failed');
    assert.equal(failed.resolvedAt, null);
    const before = await unreadOf(reader);

    // The operator checked the mail server's log and re-queues it (EmailSender's rule for an interrupted send).
    await harness.db.query(`UPDATE email_messages SET status = 'queued', claimed_by = NULL WHERE id = $1`, [id]);
    await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 20_000);

    assert.equal((await resolvedItem(reader, id)).resolution, 'Delivered on retry');
    assert.equal(await unreadOf(reader), before - 1);
  });

  it('lists the inbox newest first a page at a time beyond 100 items, with the total', async () => {
    const reader = admin();
    const tag = unique();
    await harness.db.query(
      `INSERT INTO admin_inbox_items (event_id, kind, title, message, link, occurred_at)
       SELECT 'paging-' || $1 || '-' || n, 'payment_received', 'Payment received', 'Paging ' || $1 || ' #' || n,
              '/payment-records', now() - interval '1 hour' + n * interval '1 second'
       FROM generate_series(1, 130) n`,
      [tag],
    );
    const first = await page(reader, { page: 1, limit: 50 });
    assert.ok(first.total >= 130, `total ${first.total}`);
    assert.equal(first.items.length, 50);
    const all: NotificationDto[] = [];
    for (let p = 1; p <= Math.ceil(first.total / 50); p++)
      all.push(...(await page(reader, { page: p, limit: 50 })).items);
    assert.equal(all.length, first.total, 'every item on some page');
    assert.equal(new Set(all.map((n) => n.id)).size, all.length, 'no item on two pages');
    const mine = all.filter((n) => n.message.startsWith(`Paging ${tag} #`)).map((n) => Number(n.message.split('#')[1]));
    assert.equal(mine.length, 130);
    assert.deepEqual(
      mine,
      [...mine].sort((a, b) => b - a),
      'newest first',
    );
    const times = all.map((n) => n.sentAt);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  it('marks the whole inbox read for this admin only, recorded once, and the bell shows 0', async () => {
    const reader = admin();
    const other = admin();
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, {
      member: member({ status: 'pending' }),
      source: 'registration',
    });
    await harness.eventsHandled();
    const unread = await unreadOf(reader);
    assert.ok(unread > 0);
    const otherBefore = await unreadOf(other);

    const answer = await harness.rpc(NotificationsSubjects.MarkAllNotificationsRead, { actor: reader });

    assert.deepEqual(answer, { marked: unread, unreadCount: 0 });
    assert.equal(await unreadOf(reader), 0);
    assert.ok((await page(reader, { limit: 100 })).items.every((n) => n.isRead));
    assert.equal(await unreadOf(other), otherBefore, 'another admin’s inbox is untouched');
    const { rows } = await harness.db.query(
      `SELECT after FROM audit_log WHERE action = 'inbox-item.read-all' AND entity_id = $1`,
      [reader.userId],
    );
    assert.deepEqual(
      rows.map((r) => r.after),
      [{ marked: unread }],
    );
  });

  it('says whom an audience reaches, of how many members, and who it leaves out and why', async () => {
    const sender = admin();
    const preview = (input: { status?: MemberStatus; scheme?: Scheme }) =>
      harness.rpc(NotificationsSubjects.PreviewAudience, { actor: sender, input });
    const before = await preview({});
    const scheme = 'kutumba_barosa';
    const added = [
      member({ optedSchemes: [scheme] }),
      member({ optedSchemes: [scheme], email: null }),
      member({ optedSchemes: [] }),
      member({ status: 'expired', membershipEndDate: new Date(Date.now() - 40 * DAY).toISOString() }),
      member({ status: 'pending', membershipEndDate: null, optedSchemes: [scheme] }),
      member({ status: 'pending', membershipEndDate: null }),
      member({ status: 'suspended' }),
    ];
    for (const m of added)
      await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, { member: m, source: 'admin' });
    const gone = member();
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, { member: gone, source: 'admin' });
    await harness.publish<MemberEventData>(MembershipEvents.MemberDeleted, { member: gone });
    await harness.eventsHandled();

    const all = await preview({});
    assert.equal(all.recipients - before.recipients, 4, 'active and expired');
    assert.equal(all.members - before.members, 7, 'the deleted member is no one');
    const leftOut = (answer: typeof all, reason: string) => answer.leftOut.find((g) => g.reason === reason)?.count ?? 0;
    assert.equal(leftOut(all, 'pending') - leftOut(before, 'pending'), 2);
    assert.equal(leftOut(all, 'suspended') - leftOut(before, 'suspended'), 1);
    assert.equal(all.withoutEmail - before.withoutEmail, 1);
    assert.equal(
      all.leftOut.reduce((sum, g) => sum + g.count, 0),
      all.members - all.recipients,
    );
    assert.match(
      all.summary,
      new RegExp(`^All members: ${all.recipients} of ${all.members} — ${all.members - all.recipients} left out: `),
    );

    // The audience a send would reach is exactly what the preview counted.
    const { notification } = await harness.rpc(NotificationsSubjects.SendNotification, {
      input: { title: 'Count check', message: 'Counting who this reaches.', type: 'general' },
      actor: sender,
    } as never);
    assert.equal(notification.delivery.recipients, all.recipients);

    const inScheme = await preview({ scheme });
    assert.equal(inScheme.label, 'Kutumba Barosa members');
    assert.ok(inScheme.recipients >= 2);
    assert.ok(leftOut(inScheme, 'not_in_scheme') >= 5);
    assert.ok(leftOut(inScheme, 'pending') >= 1, 'a pending member in the scheme is left out for being pending');

    const suspended = await preview({ status: 'suspended' });
    assert.equal(suspended.label, 'Suspended members');
    assert.ok(suspended.recipients >= 1);
    assert.ok(leftOut(suspended, 'active') >= 3);
  });
});
