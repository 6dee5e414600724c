// The contracts' DTO decorators (loaded through the test stack) need the metadata polyfill first.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { Client } from 'pg';
import { waitFor } from '@portal/testing';
import { adminClient, createMember } from '../support/fixtures/members';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

interface DeliveryRow {
  recipient: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * E-mail that is never lost and never doubled (issue 4, DESIGN.md §3): the
 * notifications service and the SMTP server fail independently of the
 * approval that should produce the e-mail.
 */
describe('approval e-mails through outages and crashes', () => {
  let stack: TestStack;
  let admin: ApiClient;
  let log: Client;

  beforeAll(async () => {
    // A process each: this file stops and restarts single services.
    stack = await startTestStack({ oneProcess: false });
    admin = await adminClient(stack);
    // The notifications service's delivery log, read only to know when every e-mail has settled.
    log = new Client({ connectionString: stack.databaseUrl('notifications') });
    await log.connect();
  });
  afterAll(async () => {
    stack?.mailCatcher?.setFailing(false);
    await log?.end().catch(() => undefined);
    await stack?.teardown();
  });

  const messagesTo = (address: string) =>
    stack.mailCatcher!.messages().filter((m) => m.envelope.rcptTo.includes(address));

  async function approvePendingMember(email: string): Promise<void> {
    const member = await createMember(admin, { email, status: 'pending' });
    assert.equal(member.status, 'pending');
    const approved = await admin.post(`/api/members/${member.id}/approve`);
    assert.equal(approved.status, 200, `approve: ${approved.text}`);
    assert.equal((approved.json.member ?? approved.json).status, 'active');
  }

  /** The approval e-mails' rows in the delivery log once `done` holds for them. */
  function deliveryRows(
    recipients: string[],
    done: (rows: DeliveryRow[]) => boolean,
    what: string,
  ): Promise<DeliveryRow[]> {
    return waitFor(
      async () => {
        const { rows } = await log.query<DeliveryRow>(
          `SELECT recipient, status, attempts, last_error FROM email_messages
            WHERE recipient = ANY($1) AND template = 'member-approved'`,
          [recipients],
        );
        return rows.length > 0 && done(rows) && rows;
      },
      { timeoutMs: 90_000, intervalMs: 200, what },
    );
  }

  /** Every row sent, or failed for good: nothing is left that could still be sent. */
  const finished = (rows: DeliveryRow[]) => rows.every((r) => r.status === 'sent' || r.status === 'failed');

  async function restartNotifications(): Promise<void> {
    stack.services.notifications.start();
    const api = new ApiClient(stack.url);
    await waitFor(async () => (await api.get('/api/health')).status === 200, {
      timeoutMs: 60_000,
      what: 'notifications to be back',
    });
  }

  it('sends exactly one approval e-mail after an approval made while notifications was stopped and SMTP refused mail', async () => {
    const email = 'approved.during.outage@e2e.test';
    await stack.services.notifications.stop();
    stack.mailCatcher!.setFailing(true);
    try {
      await approvePendingMember(email);
      await restartNotifications();
      // The positive control: the restarted sender has tried the e-mail, and SMTP refused it.
      await deliveryRows([email], ([row]) => row.attempts >= 1 && !!row.last_error, 'a refused sending attempt');
      assert.equal(messagesTo(email).length, 0, 'nothing gets through while SMTP refuses');
    } finally {
      stack.mailCatcher!.setFailing(false);
    }

    const mail = await stack.mailCatcher!.waitForMessage((m) => m.envelope.rcptTo.includes(email), 90_000);
    assert.match(mail.subject, /approved/);
    assert.match(mail.text, /\/setup-password\?token=[A-Za-z0-9_-]{16,}/);
    const [row] = await deliveryRows([email], finished, 'the e-mail to be recorded as sent');
    assert.equal(row.status, 'sent');
    const search = await fetch(`${stack.mailApiUrl}/api/v1/search?query=${encodeURIComponent(`to:${email}`)}`);
    assert.equal(
      ((await search.json()) as { messages_count: number }).messages_count,
      1,
      'exactly one e-mail, through the Mailpit-style API too',
    );
    assert.equal(messagesTo(email).length, 1);
  });

  it('never sends anyone the same e-mail twice when notifications is killed mid-batch and restarted', async () => {
    const recipients = Array.from({ length: 20 }, (_, i) => `batch${i + 1}@e2e.test`);
    // Approvals pile up while notifications is down, so it starts on a batch of 20.
    await stack.services.notifications.stop();
    for (const email of recipients) await approvePendingMember(email);

    const ours = (m: { envelope: { rcptTo: string[] } }) => m.envelope.rcptTo.some((to) => recipients.includes(to));
    stack.services.notifications.start();
    await stack.mailCatcher!.waitForMessage(ours, 90_000);
    await stack.services.notifications.stop('SIGKILL');
    const beforeKill = stack.mailCatcher!.messages().filter(ours).length;
    assert.ok(beforeKill < recipients.length, `the kill came mid-batch (${beforeKill} of ${recipients.length} sent)`);

    await restartNotifications();
    // Every row sent or failed for good (a killed sender's row is never resent): no further e-mail can come.
    const settled = await deliveryRows(
      recipients,
      (rows) => rows.length === recipients.length && finished(rows),
      'every approval e-mail to be sent or settled',
    );

    const twice = recipients.filter((to) => messagesTo(to).length > 1);
    assert.deepEqual(twice, [], 'recipients who got the same e-mail twice');
    for (const row of settled) {
      if (row.status === 'sent') {
        assert.equal(messagesTo(row.recipient).length, 1, `${row.recipient} is recorded as sent`);
      } else {
        // The only e-mails not sent are those caught mid-send by the kill, kept in the log for an operator.
        assert.match(
          row.last_error ?? '',
          /^interrupted while sending; not retried to avoid a duplicate/,
          row.recipient,
        );
      }
    }
    const failed = settled.filter((r) => r.status === 'failed').length;
    assert.ok(failed <= 4, `${failed} e-mails were in flight at the kill; at most one per sending slot`);
  });
});
