import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { MessageChannelsAnswer, PaymentLinkDto } from '@portal/contracts';
import { MemberSession, MemberSessions } from '../support/fixtures/member-session';
import { eventually } from '../support/fixtures/payments';
import { mailTo, mobileNumber, optIn, overdueThisMonth } from '../support/fixtures/reminders';
import { startTestStack, TestStack } from '../support/test-stack';

/**
 * Messages on the channels members read (issue 33), against the WhatsApp Cloud stand-in, the Razorpay sandbox and
 * the mail catcher: a member with an overdue due who chose WhatsApp gets one WhatsApp message carrying the payment
 * link; one who never opted in gets none (their e-mail is the control that the reminder ran); a STOP reply through
 * the stand-in's signed webhook opts the member out at once. The jobs run every second here.
 */
describe('WhatsApp messages', () => {
  let stack: TestStack;
  let sessions: MemberSessions;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  const mobile = () => mobileNumber('9');

  const overdue = (m: MemberSession) => overdueThisMonth(sessions.admin, m);
  const reminderMail = (m: MemberSession) => mailTo(stack, m, 'Payment due');

  const whatsAppTo = (phone: string) => stack.whatsAppCloud!.messages().filter((msg) => msg.to === `91${phone}`);

  it("answers Meta's webhook check with the challenge for the right verify token, and a JSON 403 for any other", async () => {
    const check = (token: string) =>
      fetch(
        `${stack.url}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}` +
          '&hub.challenge=1158201444',
      );
    const right = await check(stack.whatsAppCloud!.options.verifyToken!);
    assert.equal(right.status, 200);
    assert.equal(await right.text(), '1158201444');
    const wrong = await check('not-the-token');
    assert.equal(wrong.status, 403);
    assert.match(wrong.headers.get('content-type') ?? '', /application\/json/);
    const body = (await wrong.json()) as { code: string; message: string };
    assert.equal(body.code, 'FORBIDDEN');
    assert.equal(body.message, 'Webhook verification refused');
  });

  it('offers WhatsApp to a member, unchosen until they opt in, and refuses a number that is not a mobile number', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const before = (await m.api.get('/api/message-channels')).json as MessageChannelsAnswer;
    // SMS is offered beside it (its stand-in runs too: e2e/api/sms-messages.spec.ts).
    assert.deepEqual(before.channels, [
      { channel: 'whatsapp', enabled: false, phone: null, optedInAt: null, optedOutAt: null, optOutSource: null },
      { channel: 'sms', enabled: false, phone: null, optedInAt: null, optedOutAt: null, optOutSource: null },
    ]);
    const refused = await m.api.put('/api/message-channels', { channel: 'whatsapp', enabled: true, phone: '12' });
    assert.equal(refused.status, 400, refused.text);
    const admin = await sessions.admin.get('/api/message-channels');
    assert.equal(admin.status, 403);
  });

  it('an opted-in member with an overdue due gets exactly one WhatsApp message with the payment link; one who never opted in gets none', async () => {
    const chose = await sessions.signedIn({ optedSchemes: ['esi'] });
    const never = await sessions.signedIn({ optedSchemes: ['esi'] });
    const phone = mobile();
    const answer = await optIn(chose, 'whatsapp', `+91 ${phone}`);
    assert.equal(answer.channels[0].enabled, true);
    assert.equal(answer.channels[0].phone, `91${phone}`);
    assert.ok(answer.channels[0].optedInAt);
    const due = await overdue(chose);
    await overdue(never);

    const link = await eventually(async () => {
      const res = await sessions.admin.get(`/api/payment-links?memberId=${chose.member.id}`);
      return (res.json as PaymentLinkDto[]).find((l) => l.paymentRecordId === due.id);
    }, 'the payment link of the due');
    const message = await stack.whatsAppCloud!.waitForMessage((msg) => msg.to === `91${phone}`, 30_000);
    assert.equal(message.template, 'dues_reminder');
    assert.ok(message.bodyParameters.includes(link.shortUrl), message.bodyParameters.join(' | '));
    // The stand-in's delivered status reached the portal through the signed webhook.
    await eventually(async () => message.statuses.includes('delivered'), 'the delivered status sent');

    // Positive control: both reminders ran (their e-mails arrived). This stack's stand-in has sent nothing else:
    // the member who never opted in got no WhatsApp message.
    await reminderMail(chose);
    await reminderMail(never);
    assert.equal(whatsAppTo(phone).length, 1);
    assert.equal(stack.whatsAppCloud!.messages().length, 1);
  });

  it('a STOP reply opts the member out at once: the next reminder goes by e-mail only', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const phone = mobile();
    await optIn(m, 'whatsapp', phone);
    await stack.whatsAppCloud!.simulateReply(`91${phone}`, 'STOP');
    const after = await eventually(async () => {
      const channels = ((await m.api.get('/api/message-channels')).json as MessageChannelsAnswer).channels;
      return channels[0].enabled ? undefined : channels[0];
    }, 'the opt-out by STOP');
    assert.equal(after.optOutSource, 'stop_reply');
    assert.ok(after.optedOutAt);

    await overdue(m);
    await reminderMail(m);
    assert.equal(whatsAppTo(phone).length, 0);
  });
});
