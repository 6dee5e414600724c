import 'reflect-metadata';
import {
  ActorDto,
  CommonErrorCode,
  ErasureCompletedEventData,
  MemberEventData,
  MemberRenewalEventData,
  MembershipEvents,
  NotificationsSubjects as S,
  PaymentReminderIssuedEventData,
  PaymentsEvents,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { signWhatsAppWebhook, startWhatsAppCloud, WhatsAppCloud } from '@portal/infra';
import { waitFor } from '@portal/testing';
import { ServiceEnv } from '@portal/testing/service-harness';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness } from './support/notifications-harness';

const TOKEN = 'wa-test-token';
const APP_SECRET = 'wa-test-app-secret';

/** The notifications harness with the WhatsApp Cloud stand-in as its provider. */
class WhatsAppHarness extends NotificationsHarness {
  whatsApp!: WhatsAppCloud;

  override async setUp(): Promise<void> {
    this.whatsApp = await startWhatsAppCloud({ port: 0, accessToken: TOKEN, appSecret: APP_SECRET });
    await super.setUp();
  }

  protected override env(): ServiceEnv {
    return {
      ...super.env(),
      WHATSAPP_API_URL: this.whatsApp.url,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: TOKEN,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'wa-verify',
    };
  }

  override async tearDown(): Promise<void> {
    await super.tearDown();
    await this.whatsApp?.stop();
  }
}

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;
const asMember = (id: string): ActorDto => ({ userId: id, userType: 'member' });

describe('WhatsApp messages (issue 33)', () => {
  const harness = new WhatsAppHarness();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  async function knownMember(phone: string) {
    const id = unique();
    const member = {
      id: randomUUID(),
      memberId: `PHOTO${id}`,
      firstName: 'Asha',
      lastName: `Rao ${id}`,
      email: `asha.${id}@example.org`,
      phone,
      status: 'active',
      optedSchemes: ['esi'],
      membershipEndDate: new Date(Date.now() + 200 * 86_400_000).toISOString(),
    };
    await harness.publish<MemberEventData>(MembershipEvents.MemberCreated, {
      member: member as MemberEventData['member'],
      source: 'admin',
    });
    await waitFor(
      async () => (await harness.db.query('SELECT 1 FROM notice_members WHERE id = $1', [member.id])).rows.length === 1,
      { timeoutMs: 20_000, what: 'the member projected' },
    );
    return member;
  }

  const reminder = (memberId: string): PaymentReminderIssuedEventData => ({
    memberId,
    recordId: randomUUID(),
    scheme: 'esi',
    amount: '200.00',
    dueDate: '2026-11-10T00:00:00.000Z',
    occasion: 'payment_overdue',
    paymentLinkUrl: `https://rzp.io/i/${unique()}`,
  });

  const toWhatsApp = (phone: string) => harness.whatsApp.messages().filter((m) => m.to === phone);

  /** Positive control: the reminder ran (its e-mail was sent) and every channel message is out of the queue. */
  async function reminderRan(email: string): Promise<void> {
    await harness.waitForRow(
      email,
      (r) => r.template === EmailTemplates.PaymentReminder && r.status === 'sent',
      'e-mail',
    );
    await harness.allSent();
    await waitFor(
      async () =>
        (
          await harness.db.query(
            `SELECT 1 FROM channel_messages WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
          )
        ).rows.length === 0,
      { timeoutMs: 20_000, what: 'every due WhatsApp message sent' },
    );
  }

  /** The renewal e-mail was sent and no channel message is waiting: the positive control. */
  async function reminderRanFor(email: string): Promise<void> {
    await harness.waitForRow(
      email,
      (r) => r.template === EmailTemplates.MembershipRenewed && r.status === 'sent',
      'e-mail',
    );
    await harness.allSent();
    await waitFor(
      async () =>
        (
          await harness.db.query(
            `SELECT 1 FROM channel_messages WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
          )
        ).rows.length === 0,
      { timeoutMs: 20_000, what: 'every due WhatsApp message sent' },
    );
  }

  it('sends one WhatsApp message with the payment link to a member who opted in, none to one who never did', async () => {
    const phone = `9198${unique().replace(/\D/g, '').padEnd(8, '1').slice(0, 8)}`;
    const chose = await knownMember(phone.slice(2));
    const never = await knownMember('9812345678');
    const answer = await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(chose.id),
      input: { channel: 'whatsapp', enabled: true, phone: `+91 ${phone.slice(2)}` },
    });
    assert.equal(answer.channels[0].enabled, true);
    assert.equal(answer.channels[0].phone, phone);
    assert.ok(answer.channels[0].optedInAt, 'consent recorded with its time');
    const audit = await harness.db.query(
      `SELECT action, entity_id, after FROM audit_log WHERE entity = 'message-channel' AND entity_id = $1`,
      [chose.id],
    );
    assert.deepEqual(audit.rows, [
      {
        action: 'message-channel.opted-in',
        entity_id: chose.id,
        after: { channel: 'whatsapp', phone, enabled: true },
      },
    ]);

    const due = reminder(chose.id);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, due);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, due);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(never.id));

    const sent = await harness.whatsApp.waitForMessage((m) => m.to === phone, 20_000);
    assert.equal(sent.template, 'dues_reminder');
    assert.ok(sent.bodyParameters.includes(due.paymentLinkUrl!), sent.bodyParameters.join(' | '));
    await reminderRan(chose.email);
    await reminderRan(never.email);
    assert.equal(toWhatsApp(phone).length, 1);
    assert.equal(harness.whatsApp.messages().filter((m) => m.to === '919812345678').length, 0);

    // The delivery log holds it per recipient and channel, with the provider's status from its webhook.
    const statusBody = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: { statuses: [{ id: sent.id, status: 'delivered', timestamp: '1', recipient_id: phone }] },
            },
          ],
        },
      ],
    });
    await harness.rpc(S.ReceiveWhatsAppWebhook, {
      rawBody: statusBody,
      signature: signWhatsAppWebhook(statusBody, APP_SECRET),
    });
    const { rows } = await harness.db.query(
      'SELECT channel, recipient, status, delivery_status FROM channel_messages WHERE member_id = $1',
      [chose.id],
    );
    assert.deepEqual(rows, [{ channel: 'whatsapp', recipient: phone, status: 'sent', delivery_status: 'delivered' }]);
    // The admin's list of what was sent shows the reminder's WhatsApp delivery beside its e-mail.
    const sentList = await harness.rpc(S.ListNotifications, { actor: { userId: randomUUID(), userType: 'admin' } });
    const sentReminder = sentList.sent!.find((n) => n.type === 'payment_due' && n.audienceValue === chose.id)!;
    assert.deepEqual(sentReminder.delivery.whatsApp, { sent: 0, delivered: 1, read: 0, pending: 0, failed: 0 });
    const neverReminder = sentList.sent!.find((n) => n.type === 'payment_due' && n.audienceValue === never.id)!;
    assert.equal(neverReminder.delivery.whatsApp, undefined);
  });

  it('sends a receipt once on WhatsApp to a member who opted in, however often it is issued', async () => {
    const phone = '919811122233';
    const member = await knownMember('9811122233');
    await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(member.id),
      input: { channel: 'whatsapp', enabled: true, phone },
    });
    const receipt: ReceiptIssuedEventData = {
      recordId: randomUUID(),
      memberId: member.id,
      memberCode: member.memberId,
      memberName: `${member.firstName} ${member.lastName}`,
      memberEmail: null,
      scheme: 'esi',
      amount: '200.00',
      period: '2026-11',
      paymentMethod: 'upi',
      razorpayPaymentId: `pay_${unique()}`,
      receiptNumber: `RCPT-2026-${unique()}`,
      paidAt: '2026-11-21T10:00:00.000Z',
      source: 'online',
      receiptKey: 'payments/receipts/none.pdf',
      receiptFileName: 'receipt.pdf',
    };
    await harness.publish(PaymentsEvents.ReceiptIssued, receipt);
    await harness.publish(PaymentsEvents.ReceiptIssued, receipt);
    const sent = await harness.whatsApp.waitForMessage((m) => m.to === phone, 20_000);
    assert.equal(sent.template, 'payment_receipt');
    assert.deepEqual(sent.bodyParameters, [
      receipt.memberName,
      '₹200.00 for ESI (November 2026)',
      receipt.receiptNumber,
    ]);
    await harness.eventsHandled();
    await waitFor(
      async () =>
        (
          await harness.db.query(
            `SELECT 1 FROM channel_messages WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
          )
        ).rows.length === 0,
      { timeoutMs: 20_000, what: 'every due WhatsApp message sent' },
    );
    assert.equal(toWhatsApp(phone).length, 1);
  });

  it('tells an opted-in member on WhatsApp that their renewal was approved, once', async () => {
    const phone = '919833344455';
    const member = await knownMember('9833344455');
    await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(member.id),
      input: { channel: 'whatsapp', enabled: true, phone },
    });
    const renewed: MemberRenewalEventData = {
      member: member as MemberEventData['member'],
      source: 'admin',
      renewal: {
        requestId: randomUUID(),
        amount: '500.00',
        previousEndDate: '2026-12-31T00:00:00.000Z',
        membershipEndDate: '2027-12-31T00:00:00.000Z',
      },
    };
    const event = await harness.publish(MembershipEvents.MemberRenewed, renewed);
    await harness.publish(MembershipEvents.MemberRenewed, renewed, { event, msgId: randomUUID() });
    const sent = await harness.whatsApp.waitForMessage((m) => m.to === phone, 20_000);
    assert.equal(sent.template, 'membership_renewed');
    assert.deepEqual(sent.bodyParameters, [`${member.firstName} ${member.lastName}`, member.memberId, '31/12/2027']);
    await reminderRanFor(member.email);
    assert.equal(toWhatsApp(phone).length, 1);
  });

  it('a STOP reply opts the member out at once: the next reminder goes by e-mail only', async () => {
    const phone = '919845012345';
    const member = await knownMember('9845012345');
    await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(member.id),
      input: { channel: 'whatsapp', enabled: true, phone: '9845012345' },
    });
    const forged = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            { field: 'messages', value: { messages: [{ from: phone, type: 'text', text: { body: 'STOP' } }] } },
          ],
        },
      ],
    });
    // Unsigned, it changes nothing.
    const refused = await harness.rpcError(S.ReceiveWhatsAppWebhook, { rawBody: forged, signature: 'sha256=00' });
    assert.equal(refused.code, CommonErrorCode.Forbidden);
    assert.equal((await harness.rpc(S.MessageChannels, { actor: asMember(member.id) })).channels[0].enabled, true);

    await harness.rpc(S.ReceiveWhatsAppWebhook, {
      rawBody: forged,
      signature: signWhatsAppWebhook(forged, APP_SECRET),
    });
    const after = (await harness.rpc(S.MessageChannels, { actor: asMember(member.id) })).channels[0];
    assert.equal(after.enabled, false);
    assert.equal(after.optOutSource, 'stop_reply');

    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
    await reminderRan(member.email);
    assert.equal(toWhatsApp(phone).length, 0);
  });

  it("an erasure removes the member's WhatsApp number, consent and messages", async () => {
    const phone = '919822233344';
    const member = await knownMember('9822233344');
    await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(member.id),
      input: { channel: 'whatsapp', enabled: true, phone },
    });
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
    await harness.whatsApp.waitForMessage((m) => m.to === phone, 20_000);
    const count = async () =>
      (
        await harness.db.query<{ n: number }>(
          `SELECT (SELECT count(*) FROM member_channels WHERE member_id = $1)
                + (SELECT count(*) FROM channel_messages WHERE member_id = $1 OR recipient = $2) AS n`,
          [member.id, phone],
        )
      ).rows[0].n;
    assert.equal(Number(await count()), 2);
    const erasure: ErasureCompletedEventData = {
      requestId: randomUUID(),
      memberUuid: member.id,
      memberId: member.memberId,
      pseudonym: `ERASED-${unique()}`,
      email: member.email,
      phones: [member.phone],
      names: [member.firstName, member.lastName],
      erase: [],
    };
    await harness.publish(MembershipEvents.ErasureCompleted, erasure);
    await waitFor(async () => Number(await count()) === 0, { timeoutMs: 20_000, what: 'the channel rows erased' });
  });

  it('answers the webhook verification with the challenge only for the right token', async () => {
    const ok = await harness.rpc(S.VerifyWhatsAppWebhook, {
      mode: 'subscribe',
      verifyToken: 'wa-verify',
      challenge: '1158201444',
    });
    assert.equal(ok.challenge, '1158201444');
    const wrong = await harness.rpc(S.VerifyWhatsAppWebhook, { mode: 'subscribe', verifyToken: 'x', challenge: '1' });
    assert.equal(wrong.challenge, null);
  });

  it('retries while the provider is down and sends exactly once when it is back', async () => {
    const phone = '919900011122';
    const member = await knownMember('9900011122');
    await harness.rpc(S.ChooseMessageChannel, {
      actor: asMember(member.id),
      input: { channel: 'whatsapp', enabled: true, phone },
    });
    harness.whatsApp.setFailing(true);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
    await waitFor(
      async () => {
        const { rows } = await harness.db.query<{ attempts: number; status: string }>(
          'SELECT attempts, status FROM channel_messages WHERE member_id = $1',
          [member.id],
        );
        return rows[0]?.status === 'queued' && rows[0].attempts >= 2;
      },
      { timeoutMs: 20_000, what: 'two failed attempts, still queued' },
    );
    assert.equal(toWhatsApp(phone).length, 0);
    harness.whatsApp.setFailing(false);
    await harness.whatsApp.waitForMessage((m) => m.to === phone, 20_000);
    await reminderRan(member.email);
    assert.equal(toWhatsApp(phone).length, 1);
  });
});
