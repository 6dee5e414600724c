import 'reflect-metadata';
import {
  ActorDto,
  CommonErrorCode,
  MemberEventData,
  MembersImportedEventData,
  MembershipEvents,
  NotificationsErrorCode,
  NotificationsSubjects,
  PaymentReminderIssuedEventData,
  PaymentsEvents,
  RenewalReminderIssuedEventData,
  SendNotificationInput,
} from '@portal/contracts';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness, PUBLIC_URL } from './support/notifications-harness';

type Member = MemberEventData['member'];

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;
const DAY = 86_400_000;
const admin = (): ActorDto => ({ userId: randomUUID(), userType: 'admin' });
const asMember = (m: Member): ActorDto => ({ userId: m.id, userType: 'member' });

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

describe('notifications that reach members', () => {
  const harness = new NotificationsHarness();
  const sender = admin();

  /** Publishes the members as membership does and waits until this service knows them all. */
  async function known(...members: Member[]): Promise<Member[]> {
    for (const m of members) {
      await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, { member: m, source: 'admin' });
    }
    await waitFor(
      async () => {
        const { rows } = await harness.db.query('SELECT count(*)::int AS n FROM notice_members WHERE id = ANY($1)', [
          members.map((m) => m.id),
        ]);
        return rows[0].n === members.length;
      },
      { timeoutMs: 20_000, what: 'the members projected' },
    );
    return members;
  }

  const send = (input: Partial<SendNotificationInput>, actor = sender) =>
    harness.rpc(NotificationsSubjects.SendNotification, {
      input: { title: 'Annual meeting', message: 'The annual meeting is on Sunday.', type: 'general', ...input },
      actor,
    } as never);
  const list = (actor: ActorDto) => harness.rpc(NotificationsSubjects.ListNotifications, { actor });
  const recipientsOf = async (notificationId: string) =>
    (
      await harness.db.query<{ member_id: string }>(
        'SELECT member_id FROM notification_recipients WHERE notification_id = $1',
        [notificationId],
      )
    ).rows
      .map((r) => r.member_id)
      .sort();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it("reaches exactly the expired members when sent to 'expired members', counting an ended membership as expired", async () => {
    const [storedExpired, endedActive] = await known(
      member({ status: 'expired', membershipEndDate: new Date(Date.now() - 40 * DAY).toISOString() }),
      member({ status: 'active', membershipEndDate: new Date(Date.now() - DAY).toISOString() }),
      member({ status: 'active' }),
      member({ status: 'pending', membershipEndDate: null }),
      member({ status: 'suspended' }),
    );

    const { notification } = await send({ title: 'Please renew', status: 'expired' });

    assert.deepEqual(await recipientsOf(notification.id), [storedExpired.id, endedActive.id].sort());
    assert.equal(notification.audience, 'status');
    assert.equal(notification.audienceValue, 'expired');
    assert.equal(notification.delivery.recipients, 2);
  });

  it("shows a member the broadcast and their own notifications, never another member's", async () => {
    const [asha, ravi] = await known(member(), member({ firstName: 'Ravi' }));
    const broadcast = (await send({ title: `For everyone ${unique()}` })).notification;
    const toAsha = (await send({ title: `Only Asha ${unique()}`, memberId: asha.id })).notification;
    const toRavi = (await send({ title: `Only Ravi ${unique()}`, memberId: ravi.id })).notification;

    const ashaSees = (await list(asMember(asha))).items.map((n) => n.id);
    assert.ok(ashaSees.includes(broadcast.id), 'the broadcast is in her list');
    assert.ok(ashaSees.includes(toAsha.id), 'her own is in her list');
    assert.ok(!ashaSees.includes(toRavi.id), "Ravi's is not in her list");
    const answer = await list(asMember(asha));
    assert.equal(answer.sent, undefined, 'a member never gets the sent list');
    assert.equal(answer.stats, undefined);
    assert.ok(answer.items.every((n) => n.memberId === asha.id));

    await assert.rejects(
      harness.rpc(NotificationsSubjects.MarkNotificationRead, { id: toRavi.id, actor: asMember(asha) }),
      { code: NotificationsErrorCode.NotificationNotFound },
    );
    const raviSees = (await list(asMember(ravi))).items.find((n) => n.id === toRavi.id);
    assert.equal(raviSees?.isRead, false, "Asha's attempt did not mark Ravi's notification read");
  });

  it('keeps read state per reader: one member reading a broadcast leaves it unread for another', async () => {
    const [asha, ravi] = await known(member(), member({ firstName: 'Ravi' }));
    const { notification } = await send({ title: `Read me ${unique()}` });
    const ravisUnreadBefore = (await list(asMember(ravi))).unreadCount;

    const read = await harness.rpc(NotificationsSubjects.MarkNotificationRead, {
      id: notification.id,
      actor: asMember(asha),
    });
    assert.equal(read.isRead, true);

    const ashas = await list(asMember(asha));
    assert.equal(ashas.items.find((n) => n.id === notification.id)?.isRead, true);
    assert.equal(read.unreadCount, ashas.unreadCount);
    const ravis = await list(asMember(ravi));
    assert.equal(ravis.items.find((n) => n.id === notification.id)?.isRead, false);
    assert.equal(ravis.unreadCount, ravisUnreadBefore);
  });

  it('keeps the admin inbox read state per admin', async () => {
    const [applicant] = [member({ status: 'pending', membershipEndDate: null })];
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, {
      member: applicant,
      source: 'registration',
    });
    const first = admin();
    const second = admin();
    const item = await waitFor(
      async () => (await list(first)).items.find((n) => n.message.includes(applicant.memberId)),
      { timeoutMs: 20_000, what: 'the registration in the admin inbox' },
    );
    assert.equal(item.type, 'registration');
    assert.equal(item.link, '/member-approvals');
    const secondBefore = (await list(second)).unreadCount;

    const read = await harness.rpc(NotificationsSubjects.MarkNotificationRead, { id: item.id, actor: first });

    assert.equal((await list(first)).items.find((n) => n.id === item.id)?.isRead, true);
    assert.equal(read.unreadCount, (await list(first)).unreadCount);
    const seconds = await list(second);
    assert.equal(seconds.items.find((n) => n.id === item.id)?.isRead, false);
    assert.equal(seconds.unreadCount, secondBefore);
    await assert.rejects(harness.rpc(NotificationsSubjects.MarkNotificationRead, { id: randomUUID(), actor: first }), {
      code: NotificationsErrorCode.NotificationNotFound,
    });
  });

  it("queues one e-mail per addressee with an address and reports each one's delivery", async () => {
    const scheme = 'kutumba_barosa';
    const [withEmail, otherWithEmail] = await known(
      member({ optedSchemes: [scheme] }),
      member({ optedSchemes: ['esi', scheme] }),
      member({ optedSchemes: [scheme], email: null }),
      member({ optedSchemes: ['postal'] }),
    );

    const { notification } = await send({ title: `Kutumba Barosa update ${unique()}`, scheme, email: true });

    assert.equal(notification.delivery.recipients, 3, 'every opted member gets it in the portal');
    const rows = await harness.db.query<{ recipient: string; template: string; status: string; dedupe_key: string }>(
      `SELECT recipient, template, status, dedupe_key FROM email_messages WHERE dedupe_key LIKE $1`,
      [`notification:${notification.id}:%`],
    );
    assert.deepEqual(rows.rows.map((r) => r.recipient).sort(), [withEmail.email, otherWithEmail.email].sort());
    assert.ok(rows.rows.every((r) => r.template === EmailTemplates.Notification));
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(withEmail.email!), 15_000);
    assert.equal(mail.subject, notification.title);
    assert.ok(mail.text.includes('The annual meeting is on Sunday.'), mail.text);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/member-dashboard?tab=updates`), mail.text);

    const delivered = await waitFor(
      async () => {
        const sent = (await list(sender)).sent?.find((n) => n.id === notification.id);
        return sent?.delivery.delivered === 2 ? sent : undefined;
      },
      { timeoutMs: 20_000, what: 'both e-mails delivered' },
    );
    assert.deepEqual(delivered.delivery, { recipients: 3, delivered: 2, pending: 0, failed: 0 });
    const stats = (await list(sender)).stats!;
    assert.ok(stats.sentToday >= 1 && stats.delivered >= 2, JSON.stringify(stats));
  });

  it('refuses a send from a member, without a title, or with two audiences, and sends nothing', async () => {
    const [asha] = await known(member());
    const before = (await harness.db.query('SELECT count(*)::int AS n FROM notifications')).rows[0].n;
    await assert.rejects(send({}, asMember(asha)), { code: CommonErrorCode.Forbidden });
    await assert.rejects(send({ title: '   ' }), { code: CommonErrorCode.ValidationFailed });
    await assert.rejects(send({ status: 'active', scheme: 'esi' }), {
      code: CommonErrorCode.ValidationFailed,
      message: 'Choose one audience: all members, a status, a scheme or one member',
    });
    await assert.rejects(send({ memberId: randomUUID() }), { code: CommonErrorCode.ValidationFailed });
    assert.equal((await harness.db.query('SELECT count(*)::int AS n FROM notifications')).rows[0].n, before);
  });

  it('turns a renewal and a payment reminder delivered twice into one notification and one e-mail each', async () => {
    const [asha] = await known(member({ membershipEndDate: new Date(Date.now() + 7 * DAY).toISOString() }));
    const renewal: RenewalReminderIssuedEventData = {
      memberId: asha.id,
      occasion: 'renewal_7_days',
      membershipEndDate: asha.membershipEndDate!,
    };
    const payment: PaymentReminderIssuedEventData = {
      memberId: asha.id,
      recordId: randomUUID(),
      scheme: 'esi',
      amount: '200.00',
      dueDate: '2026-11-10T00:00:00.000Z',
      occasion: 'payment_overdue',
    };
    const renewalEvent = await harness.publish(MembershipEvents.RenewalReminderIssued, renewal);
    // The same event redelivered past JetStream's duplicate window, and the reminder issued again.
    await harness.publish(MembershipEvents.RenewalReminderIssued, renewal, {
      event: renewalEvent,
      msgId: randomUUID(),
    });
    await harness.publish(MembershipEvents.RenewalReminderIssued, renewal);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, payment);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, payment);

    await harness.waitForRow(asha.email!, (r) => r.template === EmailTemplates.PaymentReminder, 'payment reminder');
    await harness.waitForRow(asha.email!, (r) => r.template === EmailTemplates.RenewalReminder, 'renewal reminder');
    await harness.mail.waitForMessage(
      (m) => m.envelope.rcptTo.includes(asha.email!) && m.subject.startsWith('Payment due'),
      15_000,
    );
    await harness.allSent();

    const items = (await list(asMember(asha))).items;
    assert.deepEqual(items.map((n) => n.type).sort(), ['payment_due', 'renewal_reminder']);
    const renewalItem = items.find((n) => n.type === 'renewal_reminder')!;
    assert.equal(renewalItem.title, 'Membership renewal due in 7 days');
    const paymentItem = items.find((n) => n.type === 'payment_due')!;
    assert.equal(paymentItem.title, 'Payment due: ESI');
    assert.ok(paymentItem.message.includes('₹200.00'), paymentItem.message);
    assert.deepEqual((await harness.rows(asha.email!)).map((r) => r.template).sort(), [
      EmailTemplates.PaymentReminder,
      EmailTemplates.RenewalReminder,
    ]);
    assert.equal(harness.messagesTo(asha.email!).length, 2);
  });

  it('warns a member at five months unpaid once, in the portal and by e-mail, even when the event comes twice', async () => {
    const [asha] = await known(member());
    const warning: PaymentReminderIssuedEventData = {
      memberId: asha.id,
      recordId: randomUUID(),
      scheme: 'esi',
      amount: '1000.00',
      dueDate: '2026-11-10T00:00:00.000Z',
      occasion: 'lapse_warning',
      monthsUnpaid: 5,
      lapseMonths: 6,
    };
    await harness.publish(PaymentsEvents.PaymentReminderIssued, warning);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, warning);

    await harness.waitForRow(asha.email!, (r) => r.template === EmailTemplates.PaymentReminder, 'lapse warning');
    await harness.allSent();
    const items = (await list(asMember(asha))).items;
    assert.deepEqual(
      items.map((n) => [n.type, n.title]),
      [['payment_due', 'ESI: 5 months unpaid']],
    );
    assert.match(items[0].message, /after 6 months of non-payment the association may end your membership/);
    assert.equal(harness.messagesTo(asha.email!).length, 1);
  });

  it('drops a reminder for a member it never hears of after a day, instead of retrying it for ever', async () => {
    const stranger = randomUUID();
    const data: RenewalReminderIssuedEventData = {
      memberId: stranger,
      occasion: 'renewal_30_days',
      membershipEndDate: new Date(Date.now() + 30 * DAY).toISOString(),
    };
    const stale = await harness.publish(MembershipEvents.RenewalReminderIssued, data, {
      event: {
        id: randomUUID(),
        type: MembershipEvents.RenewalReminderIssued,
        occurredAt: new Date(Date.now() - 2 * DAY).toISOString(),
        data,
      },
    });
    await waitFor(
      async () =>
        (await harness.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [stale.id])).rowCount === 1 ||
        undefined,
      { timeoutMs: 15_000, what: 'the stale reminder handled' },
    );
    const notices = await harness.db.query('SELECT 1 FROM notifications WHERE audience_value = $1', [stranger]);
    assert.equal(notices.rowCount, 0);
  });

  // Last: its 1,200 e-mails keep the sender busy for a while.
  it('e-mails every member of a large scheme audience once, across several batches of the delivery log', async () => {
    const scheme = 'postal';
    const many = Array.from({ length: 1_200 }, () => member({ optedSchemes: [scheme, 'esi'] }));
    for (let start = 0; start < many.length; start += 500) {
      await harness.publish<MembersImportedEventData>(MembershipEvents.MembersImported, {
        members: many.slice(start, start + 500),
        source: 'import',
      });
    }
    await waitFor(
      async () => {
        const { rows } = await harness.db.query('SELECT count(*)::int AS n FROM notice_members WHERE id = ANY($1)', [
          many.map((m) => m.id),
        ]);
        return rows[0].n === many.length;
      },
      { timeoutMs: 30_000, what: 'the imported members projected' },
    );
    const before = (
      await harness.db.query(
        `SELECT count(*)::int AS n FROM notice_members WHERE $1 = ANY (opted_schemes)
      AND deleted_at IS NULL AND status IN ('active', 'expired')`,
        [scheme],
      )
    ).rows[0].n;

    const { notification } = await send({ title: `Postal camp ${unique()}`, scheme, email: true });

    assert.equal(notification.delivery.recipients, before);
    const { rows } = await harness.db.query<{ n: number; distinct_recipients: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT recipient)::int AS distinct_recipients
       FROM email_messages WHERE dedupe_key LIKE $1`,
      [`notification:${notification.id}:%`],
    );
    assert.deepEqual(rows[0], { n: before, distinct_recipients: before });
  });
});
