import 'reflect-metadata';
import {
  AdminNewDeviceEventData,
  AdminTwoFactorChangedEventData,
  EmailChangedEventData,
  IdentityEvents,
  MembershipEvents,
  PasswordChangedEventData,
} from '@portal/contracts';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { EmailTemplates } from '../src/email/templates';
import { NotificationsHarness, PUBLIC_URL } from './support/notifications-harness';

let counter = 0;
const unique = () => `${++counter}${randomBytes(3).toString('hex')}`;

/** Issue 27: each security notice reaches its address once, however often its event is delivered. */
describe('security notices over Postgres, NATS and SMTP', () => {
  const harness = new NotificationsHarness();

  beforeAll(async () => {
    await harness.setUp();
    await harness.startReplica();
  });
  afterAll(async () => {
    await harness.tearDown();
  });

  it('tells a member once that their password was reset', async () => {
    const data: PasswordChangedEventData = {
      userType: 'member',
      userId: randomUUID(),
      email: `asha.${unique()}@example.in`,
      name: 'Asha Rao',
      how: 'reset',
    };
    const event = await harness.publish(IdentityEvents.PasswordChanged, data);
    await harness.publish(IdentityEvents.PasswordChanged, data, { event, msgId: randomUUID() });
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.email), 15_000);
    assert.equal(mail.subject, 'Your password was reset');
    assert.match(mail.text, /was reset with a link e-mailed to you on \d+/);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/forgot-password`), mail.text);
    const row = await harness.waitForRow(data.email, (r) => r.status === 'sent', 'the notice to be sent');
    assert.equal(row.template, EmailTemplates.PasswordChanged);
    await harness.allSent();
    assert.equal(harness.messagesTo(data.email).length, 1);
  });

  it('tells an admin who reads Kannada of two-factor sign-in turned on in Kannada, with the time as they say it', async () => {
    const data: AdminTwoFactorChangedEventData = {
      adminId: randomUUID(),
      email: `meera.${unique()}@office.example`,
      name: 'ಮೀರಾ',
      enabled: true,
      language: 'kn',
    };
    await harness.publish(IdentityEvents.AdminTwoFactorChanged, data);
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.email), 15_000);
    assert.equal(mail.subject, 'ನಿಮ್ಮ ಖಾತೆಗೆ ಎರಡು-ಹಂತದ ಸೈನ್ ಇನ್ ಆನ್ ಮಾಡಲಾಗಿದೆ');
    assert.ok(mail.text.startsWith('ಆತ್ಮೀಯ ಮೀರಾ,'), mail.text);
    assert.match(mail.text, /\d{2}\/\d{2}\/\d{4}, (ರಾತ್ರಿ|ಬೆಳಿಗ್ಗೆ|ಮಧ್ಯಾಹ್ನ|ಸಂಜೆ) \d{1,2}:\d{2} \(ಭಾರತೀಯ ಕಾಲಮಾನ\) ರಂದು/);
  });

  it("names an unnamed admin and an unknown resetting administrator in the e-mail's language, Kannada or English", async () => {
    // Identity sends 'An administrator' when it knows neither the resetting admin's name nor their e-mail.
    const reset = (language: 'kn' | 'en'): AdminTwoFactorChangedEventData => ({
      adminId: randomUUID(),
      email: `office.${unique()}@office.example`,
      name: '',
      enabled: false,
      resetBy: 'An administrator',
      language,
    });
    const kannada = reset('kn');
    const english = reset('en');
    await harness.publish(IdentityEvents.AdminTwoFactorChanged, kannada);
    await harness.publish(IdentityEvents.AdminTwoFactorChanged, english);

    const inKannada = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(kannada.email), 15_000);
    assert.ok(inKannada.text.startsWith('ಆತ್ಮೀಯ ನಿರ್ವಾಹಕರೇ,'), inKannada.text);
    assert.ok(inKannada.text.includes('ರಂದು ನಿರ್ವಾಹಕರೊಬ್ಬರು ನಿಮ್ಮ'), inKannada.text);
    assert.doesNotMatch(inKannada.text, /Admin|administrator/i);
    const inEnglish = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(english.email), 15_000);
    assert.ok(inEnglish.text.startsWith('Dear Admin,'), inEnglish.text);
    assert.ok(inEnglish.text.includes('An administrator reset the two-factor sign-in'), inEnglish.text);
  });

  it('tells the OLD address once that the e-mail address changed, with a 7-day link that restores it', async () => {
    const id = unique();
    const data: EmailChangedEventData = {
      memberUuid: randomUUID(),
      memberId: 'PHOTO0042',
      name: 'Asha Rao',
      oldEmail: `asha.${id}@old.example`,
      newEmail: `asha.${id}@new.example`,
      changedBy: 'member',
      token: randomBytes(16).toString('base64url'),
      expiresAt: new Date(Date.now() + 7 * 24 * 3_600_000).toISOString(),
    };
    const event = await harness.publish(MembershipEvents.EmailChanged, data);
    await harness.publish(MembershipEvents.EmailChanged, data, { event, msgId: randomUUID() });
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.oldEmail), 15_000);
    assert.equal(mail.subject, 'Your e-mail address was changed');
    assert.ok(mail.text.includes(`${PUBLIC_URL}/restore-email?token=${data.token}`), mail.text);
    assert.match(mail.text, /valid for 7 days/);
    assert.ok(mail.text.includes(data.newEmail));
    const row = await harness.waitForRow(data.oldEmail, (r) => r.status === 'sent', 'the notice to be sent');
    assert.equal(row.template, EmailTemplates.EmailChanged);
    assert.ok(!row.text.includes(data.token), 'the stored copy drops the token');
    await harness.allSent();
    assert.equal(harness.messagesTo(data.oldEmail).length, 1);
    assert.equal(harness.messagesTo(data.newEmail).length, 0, 'the new address is not told');
  });

  it('tells an admin once of a sign-in from a new device, with its address and browser', async () => {
    const data: AdminNewDeviceEventData = {
      adminId: randomUUID(),
      email: `office.${unique()}@example.in`,
      name: 'Office Admin',
      signedInAt: new Date().toISOString(),
      ipAddress: '203.0.113.7',
      userAgent: 'Firefox on Linux',
    };
    const event = await harness.publish(IdentityEvents.AdminNewDeviceSignIn, data);
    await harness.publish(IdentityEvents.AdminNewDeviceSignIn, data, { event, msgId: randomUUID() });
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.email), 15_000);
    assert.equal(mail.subject, 'New sign-in to your admin account');
    assert.ok(mail.text.includes('203.0.113.7') && mail.text.includes('Firefox on Linux'), mail.text);
    await harness.allSent();
    assert.equal(harness.messagesTo(data.email).length, 1);
  });

  it('tells an admin once that two-factor sign-in was turned off', async () => {
    const data: AdminTwoFactorChangedEventData = {
      adminId: randomUUID(),
      email: `office.${unique()}@example.in`,
      name: 'Office Admin',
      enabled: false,
    };
    const event = await harness.publish(IdentityEvents.AdminTwoFactorChanged, data);
    await harness.publish(IdentityEvents.AdminTwoFactorChanged, data, { event, msgId: randomUUID() });
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(data.email), 15_000);
    assert.equal(mail.subject, 'Two-factor sign-in was turned off for your account');
    const row = await harness.waitForRow(data.email, (r) => r.status === 'sent', 'the notice to be sent');
    assert.equal(row.template, EmailTemplates.AdminTwoFactorChanged);
    await harness.allSent();
    assert.equal(harness.messagesTo(data.email).length, 1);
  });
});
