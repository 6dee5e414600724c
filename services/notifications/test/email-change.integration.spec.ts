import 'reflect-metadata';
import { EmailChangeRequestedEventData, MembershipEvents } from '@portal/contracts';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness, PUBLIC_URL } from './support/notifications-harness';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

function changeRequest(newAddress: string): EmailChangeRequestedEventData {
  return {
    memberUuid: randomUUID(),
    memberId: 'PHOTO0042',
    name: 'Asha Rao',
    email: newAddress,
    token: randomBytes(16).toString('base64url'),
    expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  };
}

describe('e-mail change confirmation over Postgres, NATS and SMTP', () => {
  const harness = new NotificationsHarness();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it('sends exactly one e-mail, to the new address, with the confirmation link, however often the event comes', async () => {
    const id = unique();
    const old = `asha.${id}@old.example`;
    const data = changeRequest(`asha.${id}@new.example`);
    const event = await harness.publish(MembershipEvents.EmailChangeRequested, data);
    await harness.publish(MembershipEvents.EmailChangeRequested, data, { event, msgId: randomUUID() });

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.email), 15_000);
    assert.equal(mail.subject, 'Confirm your new e-mail address');
    assert.equal(mail.to[0].name, 'Asha Rao');
    assert.ok(mail.text.includes(`${PUBLIC_URL}/confirm-email?token=${data.token}`), mail.text);
    assert.match(mail.text, /valid for 24 hours/);

    const row = await harness.waitForRow(data.email, (r) => r.status === 'sent', 'the row to be marked sent');
    assert.equal(row.template, EmailTemplates.EmailChange);
    assert.ok(!row.text.includes(data.token) && !row.html.includes(data.token), 'the stored copy drops the token');
    await harness.allSent();
    assert.equal(harness.messagesTo(data.email).length, 1);
    assert.equal(harness.messagesTo(old).length, 0, 'nothing goes to the old address');
  });

  it('sends a second request its own e-mail with its own link', async () => {
    const id = unique();
    const first = changeRequest(`ravi.${id}@new.example`);
    const second = { ...first, token: randomBytes(16).toString('base64url') };
    await harness.publish(MembershipEvents.EmailChangeRequested, first);
    await harness.publish(MembershipEvents.EmailChangeRequested, second);
    await waitFor(async () => harness.messagesTo(first.email).length >= 2, { timeoutMs: 20_000, what: 'both e-mails' });
    await harness.allSent();
    const texts = harness.messagesTo(first.email).map((m) => m.text);
    assert.equal(texts.length, 2);
    assert.ok(texts.some((t) => t.includes(first.token)) && texts.some((t) => t.includes(second.token)));
  });
});
