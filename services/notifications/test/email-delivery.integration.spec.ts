import 'reflect-metadata';
import { INestMicroservice } from '@nestjs/common';
import {
  CommonErrorCode,
  IdentityEvents,
  MemberEventData,
  MembershipEvents,
  NotificationsSubjects,
  PasswordLinkEventData,
} from '@portal/contracts';
import { portalMetrics } from '@portal/platform';
import { waitFor } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { EmailQueue } from '../src/email/email-queue';
import { EmailSender, INTERRUPTED_ERROR } from '../src/email/email-sender';
import { SENDER_LOCK_CLASS } from '../src/email/sender-lease';
import { EmailTemplates, RenderedEmail } from '../src/email/templates';
import { NotificationsHarness, PUBLIC_URL, SUPPORT_EMAIL } from './support/notifications-harness';

let counter = 0;
const recipient = () => `member${++counter}.${randomBytes(3).toString('hex')}@example.org`;
const token = () => randomBytes(16).toString('hex');

function linkEvent(email: string, reason: PasswordLinkEventData['reason'], hours = 24): PasswordLinkEventData {
  return {
    memberId: 'PHOTO0042',
    email,
    name: 'Asha Rao',
    token: token(),
    expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
    reason,
  };
}

function memberEvent(email: string, extra: Partial<MemberEventData> = {}): MemberEventData {
  return {
    member: {
      id: randomUUID(),
      memberId: 'PHOTO0107',
      firstName: 'Ravi',
      lastName: 'Kumar',
      email,
      phone: '9876543210',
      status: 'pending',
      optedSchemes: [],
    },
    ...extra,
  };
}

describe('e-mail delivery over Postgres, NATS and SMTP', () => {
  const harness = new NotificationsHarness();
  let replica: INestMicroservice;

  beforeAll(async () => {
    await harness.setUp();
    replica = await harness.startReplica();
  });

  /** A sample of the process's metrics (every replica here shares them), 0 when absent. */
  async function metric(name: string, labels: string): Promise<number> {
    const { body } = await portalMetrics.exposition();
    const line = body.split('\n').find((l) => l.startsWith(`${name}{${labels}`));
    return line ? Number(line.split(' ').pop()) : 0;
  }

  /** The positive control for "not sent": the running sender sends an e-mail queued after the rows in question. */
  async function aFreshEmailIsSent(): Promise<void> {
    const to = recipient();
    await harness.publish(IdentityEvents.SetupLinkIssued, linkEvent(to, 'approved'));
    await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
  }
  afterAll(async () => {
    harness.mail.setFailing(false);
    await harness.tearDown();
  });

  it('turns an approval into exactly one e-mail whose set-up link comes from PUBLIC_URL', async () => {
    const to = recipient();
    const data = linkEvent(to, 'approved');
    await harness.publish(IdentityEvents.SetupLinkIssued, data);

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/setup-password?token=${data.token}`));
    assert.match(mail.subject, /approved/);
    assert.match(mail.text, /valid for 24 hours/);

    const row = await harness.waitForRow(to, (r) => r.status === 'sent', 'the row to be marked sent');
    assert.equal(row.template, EmailTemplates.MemberApproved);
    assert.equal(row.attempts, 1);
    assert.ok(row.sent_at);
    assert.equal(mail.messageId, `${row.id}@association.test`, 'deterministic Message-ID from the row id');
    assert.ok(
      !row.html.includes(data.token) && !row.text.includes(data.token),
      'the stored copy no longer holds the token',
    );
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
  });

  it('sends one e-mail when the same event is delivered twice', async () => {
    const to = recipient();
    const event = await harness.publish(IdentityEvents.ResetLinkIssued, linkEvent(to, 'requested', 1));
    // A second delivery of the same event (another Nats-Msg-Id, so JetStream does not drop it).
    await harness.publish(IdentityEvents.ResetLinkIssued, event.data, { event, msgId: randomUUID() });

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.ok(mail.text.includes(`${PUBLIC_URL}/reset-password?token=${event.data.token}`));
    assert.match(mail.text, /valid for 1 hour\b/);
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
    assert.equal((await harness.rows(to)).length, 1);
  });

  it('queues an e-mail at most once per dedupe key, whoever asks twice', async () => {
    const to = recipient();
    const queue = replica.get(EmailQueue);
    const content: RenderedEmail = { subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' };
    const key = `${randomUUID()}:${EmailTemplates.PasswordSetup}`;
    const dataSource = replica.get(DataSource);
    const first = await dataSource.transaction((m) =>
      queue.enqueue(m, { dedupeKey: key, to: { address: to }, template: EmailTemplates.PasswordSetup, content }),
    );
    const second = await dataSource.transaction((m) =>
      queue.enqueue(m, { dedupeKey: key, to: { address: to }, template: EmailTemplates.PasswordSetup, content }),
    );
    assert.deepEqual([first, second], [true, false]);
    await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
  });

  it('tells a public applicant their application arrived, but not members an admin created', async () => {
    const applicant = recipient();
    const addedByAdmin = recipient();
    await harness.publish(MembershipEvents.MemberCreated, memberEvent(addedByAdmin, { source: 'admin' }));
    await harness.publish(MembershipEvents.MemberCreated, memberEvent(applicant, { source: 'registration' }));

    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(applicant), 15_000);
    assert.ok(mail.text.includes('PHOTO0107'));
    assert.match(mail.text, /An administrator will review your application/);
    assert.equal(mail.to[0].name, 'Ravi Kumar');
    await harness.allSent();
    assert.equal(harness.messagesTo(addedByAdmin).length, 0);
    assert.equal((await harness.rows(addedByAdmin)).length, 0);
  });

  it('tells a rejected applicant the reason the admin gave', async () => {
    const to = recipient();
    await harness.publish(
      MembershipEvents.MemberRejected,
      memberEvent(to, { reason: 'ID proof is unreadable', by: randomUUID() }),
    );
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.ok(mail.text.includes('ID proof is unreadable'));
  });

  it('tells a member whose renewal the admin marked paid their new validity, once', async () => {
    const to = recipient();
    const renewed = {
      ...memberEvent(to, { by: randomUUID() }),
      renewal: {
        requestId: randomUUID(),
        amount: '2000.00',
        previousEndDate: '2026-12-31T10:00:00.000Z',
        membershipEndDate: '2027-12-31T10:00:00.000Z',
      },
    };
    await harness.publish(MembershipEvents.MemberRenewed, renewed);
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.match(mail.subject, /has been renewed/);
    assert.ok(mail.text.includes('Valid until: 31/12/2027'), mail.text);
    assert.ok(mail.text.includes('Amount paid: ₹2,000.00'), mail.text);
    const row = await harness.waitForRow(to, (r) => r.status === 'sent', 'the row to be marked sent');
    assert.equal(row.template, EmailTemplates.MembershipRenewed);
  });

  it('acknowledges a renewal request with the fee, the validity it gives and how to pay, once per request', async () => {
    const to = recipient();
    const requested = {
      ...memberEvent(to, { by: null }),
      renewal: { requestId: randomUUID(), amount: '2000.00', renewsUntil: '2027-12-31T10:00:00.000Z' },
    };
    requested.member.status = 'active';
    const event = await harness.publish(MembershipEvents.RenewalRequested, requested);
    // The same event delivered again (another Nats-Msg-Id, so JetStream does not drop it).
    await harness.publish(MembershipEvents.RenewalRequested, event.data, { event, msgId: randomUUID() });
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 15_000);
    assert.equal(mail.subject, 'We have received your membership renewal request');
    for (const line of [
      'Renewal fee: ₹2,000.00',
      'Valid until, once paid: 31/12/2027',
      `${PUBLIC_URL}/member-dashboard`,
    ]) {
      assert.ok(mail.text.includes(line), mail.text);
    }
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1, 'one e-mail');
    const rows = await harness.rows(to);
    assert.deepEqual(
      rows.map((r) => r.template),
      [EmailTemplates.RenewalRequested],
    );
  });

  it('answers the contact form once both e-mails are queued, and refuses bad input with a message per field', async () => {
    const visitor = recipient();
    const answer = await harness.rpc(NotificationsSubjects.SendContactMessage, {
      name: 'Ravi Kumar',
      email: visitor,
      subject: 'Studio membership',
      message: 'Can a studio with three photographers join together?',
    });
    assert.deepEqual(answer, { success: true, message: 'Thank you for contacting us. We will get back to you soon.' });
    const [confirmation] = await harness.rows(visitor);
    assert.equal(confirmation.template, EmailTemplates.ContactConfirmation);
    const toSupport = await harness.mail.waitForMessage(
      (m) => m.envelope.rcptTo.includes(SUPPORT_EMAIL) && m.replyTo[0]?.address === visitor,
      15_000,
    );
    assert.ok(toSupport.text.includes('Can a studio with three photographers join together?'));
    await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(visitor), 15_000);

    await assert.rejects(
      harness.rpc(NotificationsSubjects.SendContactMessage, {
        name: 'R',
        email: 'nope',
        subject: 'Hi',
        message: 'Too short',
      }),
      {
        code: CommonErrorCode.ValidationFailed,
        errors: [
          { field: 'name', message: 'Name must be at least 2 characters' },
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'message', message: 'Message must be at least 10 characters' },
        ],
      },
    );
  });

  it('keeps an e-mail queued with growing attempts while SMTP refuses, and sends it once SMTP is back', async () => {
    const to = recipient();
    const retriedBefore = await metric('portal_email_failures_total', 'outcome="retrying"');
    harness.mail.setFailing(true);
    try {
      await harness.publish(IdentityEvents.SetupLinkIssued, linkEvent(to, 'requested'));
      const failing = await harness.waitForRow(to, (r) => r.attempts >= 2, 'two failed attempts');
      assert.equal(failing.status === 'queued' || failing.status === 'sending', true, `status ${failing.status}`);
      assert.match(failing.last_error ?? '', /421|not available/i);
      assert.equal(harness.messagesTo(to).length, 0);
      // What an operator's dashboard shows meanwhile: the e-mail waiting, and the failed attempts.
      const waiting =
        (await metric('portal_email_queue_size', 'status="queued"')) +
        (await metric('portal_email_queue_size', 'status="sending"'));
      assert.ok(waiting >= 1, `e-mails waiting: ${waiting}`);
      assert.ok((await metric('portal_email_failures_total', 'outcome="retrying"')) >= retriedBefore + 2);
    } finally {
      harness.mail.setFailing(false);
    }
    const mail = await harness.mail.waitForMessage((m) => m.envelope.rcptTo.includes(to), 20_000);
    assert.match(mail.subject, /Set up your password/);
    const row = await harness.waitForRow(to, (r) => r.status === 'sent', 'the row to be marked sent');
    assert.ok(row.attempts >= 3);
    assert.equal(row.last_error, null);
    await harness.allSent();
    assert.equal(harness.messagesTo(to).length, 1);
    assert.equal(await metric('portal_email_queue_size', 'status="queued"'), 0, 'nothing left waiting');
  });

  it('never resends a row its sender left in sending when it died, and leaves a live sender’s row alone', async () => {
    await harness.stopReplica(replica);
    const orphan = recipient();
    const inFlight = recipient();
    // A live sender elsewhere: another session holding that sender's advisory lock.
    const lockHolder = new Client({ connectionString: harness.databaseUrl });
    await lockHolder.connect();
    try {
      await lockHolder.query('SELECT pg_advisory_lock($1, 424242)', [SENDER_LOCK_CLASS]);
      const insert = `INSERT INTO email_messages (dedupe_key, recipient, template, subject, html, text, status, claimed_by)
                      VALUES ($1, $2, 'password-setup', 'Set up your password', '<p>x</p>', 'x', 'sending', $3) RETURNING id`;
      const [{ id: orphanId }] = (await harness.db.query(insert, [randomUUID(), orphan, 13579])).rows;
      await harness.db.query(insert, [randomUUID(), inFlight, 424242]);

      replica = await harness.startReplica();
      const [row] = await harness.rows(orphan);
      assert.equal(row.status, 'failed');
      assert.equal(row.last_error, `${INTERRUPTED_ERROR} (Message-ID <${orphanId}@association.test>)`);
      assert.equal(
        (await harness.rows(inFlight))[0].status,
        'sending',
        'a sender that is alive may still be sending it',
      );
      await aFreshEmailIsSent();
      assert.equal(harness.messagesTo(orphan).length, 0);
      assert.equal(harness.messagesTo(inFlight).length, 0);
    } finally {
      await lockHolder.end();
    }
    // Its sender is gone now: the next check marks it failed too, still without sending it.
    await replica.get(EmailSender).sweepInterrupted();
    assert.equal((await harness.rows(inFlight))[0].status, 'failed');
    await aFreshEmailIsSent();
    assert.equal(harness.messagesTo(inFlight).length, 0);
  });

  it('lets two replicas share 20 e-mails and sends each exactly once', async () => {
    const second = await harness.startReplica();
    try {
      const recipients = Array.from({ length: 20 }, recipient);
      for (const to of recipients) await harness.publish(IdentityEvents.SetupLinkIssued, linkEvent(to, 'approved'));
      await waitFor(async () => recipients.every((to) => harness.messagesTo(to).length > 0), {
        timeoutMs: 30_000,
        what: 'all 20 e-mails',
      });
      await harness.allSent();
      assert.deepEqual(
        recipients.filter((to) => harness.messagesTo(to).length !== 1),
        [],
        'recipients that did not get exactly one e-mail',
      );
    } finally {
      await harness.stopReplica(second);
    }
  });
});
