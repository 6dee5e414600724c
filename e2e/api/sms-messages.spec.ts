import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { MessageChannelsAnswer, PaymentLinkDto, SentNotificationDto } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually } from '../support/fixtures/payments';
import { mailTo, mobileNumber, optIn, overdueThisMonth } from '../support/fixtures/reminders';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * SMS on the channels members read (issue 33), against the MSG91 stand-in, the WhatsApp Cloud stand-in, the Razorpay
 * sandbox and the mail catcher: a member who chose SMS gets one SMS with the payment link through MSG91's Flow API,
 * and its delivery report reaches the admin's delivery log; a member who chose both gets it on both; one who never
 * opted in gets none (their e-mail is the control that the reminder ran); a STOP SMS opts out of SMS at once. The jobs
 * run every second here.
 */
describe('SMS messages', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const mobile = () => mobileNumber('8');

  const overdue = (m: MemberSession) => overdueThisMonth(sessions.admin, m);
  const reminderMail = (m: MemberSession) => mailTo(stack, m, 'Payment due');

  const smsTo = (phone: string) => stack.msg91Sms!.messages().filter((msg) => msg.to === `91${phone}`);

  it('refuses a webhook without the token with a JSON 403', async () => {
    const res = await fetch(`${stack.url}/api/sms/webhook?token=guess`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sender: '919845012345', message: 'STOP' }),
    });
    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { code: string }).code, 'FORBIDDEN');
  });

  it('a member who chose SMS gets one SMS with the payment link and its delivery shows in the log; one who chose both gets both; one who never opted in gets none', async () => {
    const sms = await sessions.signedIn({ optedSchemes: ['esi'] });
    const both = await sessions.signedIn({ optedSchemes: ['esi'] });
    const never = await sessions.signedIn({ optedSchemes: ['esi'] });
    const [smsPhone, bothPhone] = [mobile(), mobile()];
    const chosen = await optIn(sms, 'sms', `+91 ${smsPhone}`);
    assert.deepEqual(
      chosen.channels.map((c) => [c.channel, c.enabled, c.phone]),
      [
        ['whatsapp', false, null],
        ['sms', true, `91${smsPhone}`],
      ],
    );
    await optIn(both, 'sms', bothPhone);
    await optIn(both, 'whatsapp', bothPhone);
    const due = await overdue(sms);
    await overdue(both);
    await overdue(never);

    const link = await eventually(async () => {
      const res = await sessions.admin.get(`/api/payment-links?memberId=${sms.member.id}`);
      return (res.json as PaymentLinkDto[]).find((l) => l.paymentRecordId === due.id);
    }, 'the payment link of the due');
    const message = await stack.msg91Sms!.waitForMessage((msg) => msg.to === `91${smsPhone}`, 30_000);
    assert.equal(message.templateId, 'sms-dues-reminder');
    assert.equal(message.variables.VAR4, link.shortUrl);
    await stack.msg91Sms!.waitForMessage((msg) => msg.to === `91${bothPhone}`, 30_000);
    await stack.whatsAppCloud!.waitForMessage((msg) => msg.to === `91${bothPhone}`, 30_000);

    // The stand-in's delivery report reached the portal through /api/sms/webhook: the admin's log shows it.
    const listed = await eventually(async () => {
      const sent = (await sessions.admin.get('/api/notifications/sent')).json as SentNotificationDto[];
      const reminder = sent.find((n) => n.type === 'payment_due' && n.audienceValue === sms.member.id);
      return reminder?.delivery.sms?.delivered === 1 ? reminder : undefined;
    }, "the SMS's delivery report in the log");
    assert.equal(listed.delivery.whatsApp, undefined);

    await reminderMail(sms);
    await reminderMail(never);
    assert.equal(smsTo(smsPhone).length, 1);
    assert.equal(smsTo(bothPhone).length, 1);
    // This file's stack: no SMS went to anyone else, so none to the member who never opted in.
    const others = stack.msg91Sms!.messages().filter((msg) => ![`91${smsPhone}`, `91${bothPhone}`].includes(msg.to));
    assert.deepEqual(others, []);
  });

  it('a STOP SMS opts the member out of SMS at once: the next reminder goes by e-mail only', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const phone = mobile();
    await optIn(m, 'sms', phone);
    await stack.msg91Sms!.simulateReply(`91${phone}`, 'STOP');
    const after = await eventually(async () => {
      const channels = ((await m.api.get('/api/message-channels')).json as MessageChannelsAnswer).channels;
      const sms = channels.find((c) => c.channel === 'sms')!;
      return sms.enabled ? undefined : sms;
    }, 'the opt-out by STOP');
    assert.equal(after.optOutSource, 'stop_reply');

    await overdue(m);
    await reminderMail(m);
    assert.equal(smsTo(phone).length, 0);
  });

  it("an admin's notification goes by SMS when chosen on the send form, to an addressee who opted in; an unknown channel is a 400", async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const phone = mobile();
    await optIn(m, 'sms', phone);
    const notice = { title: 'AGM on Sunday', message: 'The AGM is on Sunday at 10 am.', type: 'general' };
    const refused = await sessions.admin.post('/api/notifications', {
      ...notice,
      memberId: m.member.id,
      channels: ['fax'],
    });
    assert.equal(refused.status, 400, refused.text);
    assert.match(refused.text, /channels must be a list of whatsapp and sms/);

    const res = await sessions.admin.post('/api/notifications', {
      ...notice,
      memberId: m.member.id,
      channels: ['sms'],
    });
    assert.equal(res.status, 201, res.text);
    const id = (res.json as { notification: SentNotificationDto }).notification.id;
    const sms = await stack.msg91Sms!.waitForMessage((msg) => msg.to === `91${phone}`, 30_000);
    assert.equal(sms.templateId, 'sms-association-notice');
    assert.equal(sms.variables.VAR2, 'AGM on Sunday');
    await eventually(async () => {
      const sent = (await sessions.admin.get('/api/notifications/sent')).json as SentNotificationDto[];
      return sent.find((n) => n.id === id)?.delivery.sms?.delivered === 1;
    }, "the notice's SMS delivered in the log");
    assert.equal(smsTo(phone).length, 1);
  });
});
