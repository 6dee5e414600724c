import 'reflect-metadata';
import {
  ActorDto,
  CommonErrorCode,
  MemberEventData,
  MemberRenewalEventData,
  MembershipEvents,
  NotificationsSubjects as S,
  PaymentReminderIssuedEventData,
  PaymentsEvents,
  ReceiptIssuedEventData,
} from '@portal/contracts';
import { Msg91Sms, startMsg91Sms, startWhatsAppCloud, WhatsAppCloud } from '@portal/infra';
import { waitFor } from '@portal/testing';
import { ServiceEnv } from '@portal/testing/service-harness';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness } from './support/notifications-harness';

const AUTH_KEY = 'msg91-test-authkey';
const HOOK_TOKEN = 'msg91-test-hook-token';
const TEMPLATE_IDS = {
  association_notice: '6650f1c2d6fc0512a3b40005',
  dues_reminder: '6650f1c2d6fc0512a3b40001',
  renewal_reminder: '6650f1c2d6fc0512a3b40002',
  payment_receipt: '6650f1c2d6fc0512a3b40003',
  membership_renewed: '6650f1c2d6fc0512a3b40004',
};

/** The notifications harness with both providers' stand-ins: WhatsApp Cloud API and MSG91 SMS. */
class ChannelsHarness extends NotificationsHarness {
  sms!: Msg91Sms;
  whatsApp!: WhatsAppCloud;

  override async setUp(): Promise<void> {
    this.sms = await startMsg91Sms({ port: 0, authKey: AUTH_KEY, senderId: 'KPWAIN' });
    this.whatsApp = await startWhatsAppCloud({ port: 0, accessToken: 'wa-token', appSecret: 'wa-secret' });
    await super.setUp();
  }

  protected override env(): ServiceEnv {
    return {
      ...super.env(),
      MSG91_API_URL: this.sms.url,
      MSG91_AUTH_KEY: AUTH_KEY,
      MSG91_SENDER_ID: 'KPWAIN',
      MSG91_WEBHOOK_TOKEN: HOOK_TOKEN,
      MSG91_TEMPLATE_IDS: Object.entries(TEMPLATE_IDS)
        .map(([name, id]) => `${name}=${id}`)
        .join(','),
      WHATSAPP_API_URL: this.whatsApp.url,
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_ACCESS_TOKEN: 'wa-token',
      WHATSAPP_APP_SECRET: 'wa-secret',
      WHATSAPP_VERIFY_TOKEN: 'wa-verify',
    };
  }

  override async tearDown(): Promise<void> {
    await super.tearDown();
    await this.sms?.stop();
    await this.whatsApp?.stop();
  }
}

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;
const asMember = (id: string): ActorDto => ({ userId: id, userType: 'member' });
/** A fresh Indian mobile number (10 digits) no other test makes. */
const freshMobile = () => `97${String(Date.now() % 1e5).padStart(5, '0')}${String(++counter % 1000).padStart(3, '0')}`;

describe('SMS messages through MSG91 (issue 33)', () => {
  const harness = new ChannelsHarness();

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
      firstName: 'Manjunath',
      lastName: `Gowda ${id}`,
      email: `manju.${id}@example.org`,
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

  const choose = (memberId: string, channel: 'sms' | 'whatsapp', enabled: boolean, phone?: string) =>
    harness.rpc(S.ChooseMessageChannel, { actor: asMember(memberId), input: { channel, enabled, phone } });

  const reminder = (memberId: string): PaymentReminderIssuedEventData => ({
    memberId,
    recordId: randomUUID(),
    scheme: 'esi',
    amount: '200.00',
    dueDate: '2026-11-10T00:00:00.000Z',
    occasion: 'payment_overdue',
    paymentLinkUrl: `https://rzp.io/i/${unique()}`,
  });

  const smsTo = (phone: string) => harness.sms.messages().filter((m) => m.to === phone);
  const whatsAppTo = (phone: string) => harness.whatsApp.messages().filter((m) => m.to === phone);

  /** Positive control: the e-mail of the occasion was sent and no channel message is waiting. */
  async function ran(email: string, template: string): Promise<void> {
    await harness.waitForRow(email, (r) => r.template === template && r.status === 'sent', 'e-mail');
    await harness.allSent();
    await waitFor(
      async () =>
        (
          await harness.db.query(
            `SELECT 1 FROM channel_messages WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
          )
        ).rows.length === 0,
      { timeoutMs: 20_000, what: 'every due channel message sent' },
    );
  }

  it('offers both channels and records SMS consent; the reminder goes by SMS with its DLT template, none to a member who never opted in', async () => {
    const mobile = freshMobile();
    const chose = await knownMember(mobile);
    const never = await knownMember(freshMobile());
    const answer = await choose(chose.id, 'sms', true, `+91 ${mobile}`);
    assert.deepEqual(
      answer.channels.map((c) => [c.channel, c.enabled]),
      [
        ['whatsapp', false],
        ['sms', true],
      ],
    );
    const sms = answer.channels.find((c) => c.channel === 'sms')!;
    assert.equal(sms.phone, `91${mobile}`);
    assert.ok(sms.optedInAt, 'consent recorded with its time');
    const audit = await harness.db.query(
      `SELECT action, after FROM audit_log WHERE entity = 'message-channel' AND entity_id = $1`,
      [chose.id],
    );
    assert.deepEqual(audit.rows, [
      { action: 'message-channel.opted-in', after: { channel: 'sms', phone: `91${mobile}`, enabled: true } },
    ]);

    const due = reminder(chose.id);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, due);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, due);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(never.id));

    const sent = await harness.sms.waitForMessage((m) => m.to === `91${mobile}`, 20_000);
    assert.equal(sent.templateId, TEMPLATE_IDS.dues_reminder);
    assert.equal(sent.variables.VAR4, due.paymentLinkUrl);
    assert.equal(sent.variables.VAR1, `${chose.firstName} ${chose.lastName}`);
    await ran(chose.email, EmailTemplates.PaymentReminder);
    await ran(never.email, EmailTemplates.PaymentReminder);
    assert.equal(smsTo(`91${mobile}`).length, 1);
    assert.equal(smsTo(`91${never.phone}`).length, 0);
    assert.equal(whatsAppTo(`91${mobile}`).length, 0, 'WhatsApp was not chosen');

    // MSG91's delivery report reaches the delivery log, per recipient and channel.
    await harness.rpc(S.ReceiveSmsWebhook, {
      token: HOOK_TOKEN,
      rawBody: JSON.stringify({ requestId: sent.requestId, number: sent.to, status: '1', desc: 'DELIVERED' }),
    });
    const { rows } = await harness.db.query(
      'SELECT channel, recipient, status, delivery_status FROM channel_messages WHERE member_id = $1',
      [chose.id],
    );
    assert.deepEqual(rows, [
      { channel: 'sms', recipient: `91${mobile}`, status: 'sent', delivery_status: 'delivered' },
    ]);
    const sentList = await harness.rpc(S.ListNotifications, { actor: { userId: randomUUID(), userType: 'admin' } });
    const listed = sentList.sent!.find((n) => n.type === 'payment_due' && n.audienceValue === chose.id)!;
    assert.deepEqual(listed.delivery.sms, { sent: 0, delivered: 1, read: 0, pending: 0, failed: 0 });
    assert.equal(listed.delivery.whatsApp, undefined);
  });

  it('sends receipts and approved renewals by every channel the member chose, once each', async () => {
    const mobile = freshMobile();
    const member = await knownMember(mobile);
    await choose(member.id, 'sms', true, mobile);
    await choose(member.id, 'whatsapp', true, mobile);
    const receipt: ReceiptIssuedEventData = {
      recordId: randomUUID(),
      memberId: member.id,
      memberCode: member.memberId,
      memberName: `${member.firstName} ${member.lastName}`,
      memberEmail: member.email,
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
    await harness.publish(MembershipEvents.MemberRenewed, renewed);
    await harness.sms.waitForMessage((m) => m.to === `91${mobile}` && m.templateId === TEMPLATE_IDS.payment_receipt);
    await harness.sms.waitForMessage((m) => m.to === `91${mobile}` && m.templateId === TEMPLATE_IDS.membership_renewed);
    await harness.whatsApp.waitForMessage((m) => m.to === `91${mobile}` && m.template === 'membership_renewed');
    await ran(member.email, EmailTemplates.MembershipRenewed);
    assert.deepEqual(
      smsTo(`91${mobile}`)
        .map((m) => m.templateId)
        .sort(),
      [TEMPLATE_IDS.payment_receipt, TEMPLATE_IDS.membership_renewed].sort(),
    );
    assert.deepEqual(
      whatsAppTo(`91${mobile}`)
        .map((m) => m.template)
        .sort(),
      ['membership_renewed', 'payment_receipt'],
    );
  });

  it('a STOP SMS opts the member out of SMS at once (WhatsApp stays as chosen); a wrong token changes nothing', async () => {
    const mobile = freshMobile();
    const member = await knownMember(mobile);
    await choose(member.id, 'sms', true, mobile);
    await choose(member.id, 'whatsapp', true, mobile);
    const stop = JSON.stringify({ inboundId: unique(), sender: `91${mobile}`, message: 'Stop', keyword: 'STOP' });

    const refused = await harness.rpcError(S.ReceiveSmsWebhook, { rawBody: stop, token: 'guess' });
    assert.equal(refused.code, CommonErrorCode.Forbidden);
    const still = (await harness.rpc(S.MessageChannels, { actor: asMember(member.id) })).channels;
    assert.equal(still.find((c) => c.channel === 'sms')!.enabled, true);

    await harness.rpc(S.ReceiveSmsWebhook, { rawBody: stop, token: HOOK_TOKEN });
    const after = (await harness.rpc(S.MessageChannels, { actor: asMember(member.id) })).channels;
    assert.equal(after.find((c) => c.channel === 'sms')!.enabled, false);
    assert.equal(after.find((c) => c.channel === 'sms')!.optOutSource, 'stop_reply');
    assert.equal(after.find((c) => c.channel === 'whatsapp')!.enabled, true);
    // The office can see what the webhook did in the audit trail; a body that is not JSON is acknowledged, not kept.
    const webhookRecords = async () =>
      (await harness.db.query(`SELECT 1 FROM audit_log WHERE action = 'sms-webhook.received'`)).rows.length;
    const recordsBefore = await webhookRecords();
    await harness.rpc(S.ReceiveSmsWebhook, { rawBody: 'not json', token: HOOK_TOKEN });
    assert.equal(await webhookRecords(), recordsBefore);
    const audited = await harness.db.query<{ after: unknown }>(
      `SELECT after FROM audit_log WHERE action = 'sms-webhook.received' AND after->'optedOut' ? $1`,
      [member.id],
    );
    assert.deepEqual(audited.rows, [{ after: { statuses: 0, optedOut: [member.id] } }]);

    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
    await harness.whatsApp.waitForMessage((m) => m.to === `91${mobile}`, 20_000);
    await ran(member.email, EmailTemplates.PaymentReminder);
    assert.equal(smsTo(`91${mobile}`).length, 0);
  });

  it('an opt-out in the portal gives up the SMS still waiting', async () => {
    const mobile = freshMobile();
    const member = await knownMember(mobile);
    await choose(member.id, 'sms', true, mobile);
    harness.sms.setFailing(true);
    try {
      await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
      await waitFor(
        async () =>
          (
            await harness.db.query<{ attempts: number }>(
              `SELECT attempts FROM channel_messages WHERE member_id = $1 AND status = 'queued' AND attempts >= 1`,
              [member.id],
            )
          ).rows.length === 1,
        { timeoutMs: 20_000, what: 'a failed attempt, still queued' },
      );
      await choose(member.id, 'sms', false);
    } finally {
      harness.sms.setFailing(false);
    }
    const { rows } = await harness.db.query('SELECT status, last_error FROM channel_messages WHERE member_id = $1', [
      member.id,
    ]);
    assert.deepEqual(rows, [{ status: 'failed', last_error: 'the member opted out before it was sent' }]);
    // Positive control: another member's SMS goes out meanwhile, this one's never does.
    const other = await knownMember(freshMobile());
    await choose(other.id, 'sms', true, other.phone);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(other.id));
    await harness.sms.waitForMessage((m) => m.to === `91${other.phone}`, 20_000);
    assert.equal(smsTo(`91${mobile}`).length, 0);
  });

  it('retries while MSG91 is down and sends exactly once when it is back', async () => {
    const mobile = freshMobile();
    const member = await knownMember(mobile);
    await choose(member.id, 'sms', true, mobile);
    harness.sms.setFailing(true);
    await harness.publish(PaymentsEvents.PaymentReminderIssued, reminder(member.id));
    const failing = await waitFor(
      async () => {
        const { rows } = await harness.db.query<{ attempts: number; status: string; last_error: string }>(
          'SELECT attempts, status, last_error FROM channel_messages WHERE member_id = $1',
          [member.id],
        );
        return rows[0]?.status === 'queued' && rows[0].attempts >= 2 ? rows[0] : undefined;
      },
      { timeoutMs: 20_000, what: 'two failed attempts, still queued' },
    );
    assert.match(failing.last_error, /MSG91 503/);
    assert.equal(smsTo(`91${mobile}`).length, 0);
    harness.sms.setFailing(false);
    await harness.sms.waitForMessage((m) => m.to === `91${mobile}`, 20_000);
    await ran(member.email, EmailTemplates.PaymentReminder);
    assert.equal(smsTo(`91${mobile}`).length, 1);
  });

  it("an admin's notification goes on the channels chosen on the form, to addressees who opted in there; the log counts it", async () => {
    const mobile = freshMobile();
    const both = await knownMember(mobile);
    await choose(both.id, 'sms', true, mobile);
    await choose(both.id, 'whatsapp', true, mobile);
    const none = await knownMember(freshMobile());
    const send = (memberId: string, channels: Array<'sms' | 'whatsapp'>) =>
      harness.rpc(S.SendNotification, {
        input: {
          title: 'Annual general meeting on Sunday at Mysuru',
          message: 'The AGM is on Sunday at 10 am in the Town Hall.',
          type: 'general',
          memberId,
          channels,
        },
        actor: { userId: randomUUID(), userType: 'admin' },
      } as never);

    const { notification } = await send(both.id, ['sms']);
    const sent = await harness.sms.waitForMessage((m) => m.to === `91${mobile}`, 20_000);
    assert.equal(sent.templateId, TEMPLATE_IDS.association_notice);
    assert.equal(sent.variables.VAR1, `${both.firstName} ${both.lastName}`);
    assert.equal(sent.variables.VAR2, 'Annual general meeting on Sun…');
    assert.match(sent.variables.VAR3, /\/member-dashboard\?tab=updates$/);
    // Positive control for the member who chose nothing: a notice to them by both channels is sent and queues none.
    await send(none.id, ['sms', 'whatsapp']);
    await harness.allSent();
    await waitFor(
      async () =>
        (
          await harness.db.query(
            `SELECT 1 FROM channel_messages WHERE status = 'sending' OR (status = 'queued' AND next_attempt_at <= now())`,
          )
        ).rows.length === 0,
      { timeoutMs: 20_000, what: 'every due channel message sent' },
    );
    assert.equal(whatsAppTo(`91${mobile}`).length, 0, 'WhatsApp was not chosen on the form');
    assert.equal(smsTo(`91${mobile}`).length, 1);
    assert.equal(smsTo(`91${none.phone}`).length, 0);
    assert.equal(
      (await harness.db.query('SELECT 1 FROM channel_messages WHERE member_id = $1', [none.id])).rows.length,
      0,
    );

    await harness.rpc(S.ReceiveSmsWebhook, {
      token: HOOK_TOKEN,
      rawBody: JSON.stringify({ requestId: sent.requestId, number: sent.to, status: '2', desc: 'FAILED' }),
    });
    const sentList = await harness.rpc(S.ListNotifications, { actor: { userId: randomUUID(), userType: 'admin' } });
    const listed = sentList.sent!.find((n) => n.id === notification.id)!;
    assert.deepEqual(listed.delivery.sms, { sent: 0, delivered: 0, read: 0, pending: 0, failed: 1 });
    assert.equal(listed.delivery.whatsApp, undefined);
  });
});
