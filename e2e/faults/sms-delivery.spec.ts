// The contracts' DTO decorators (loaded through the test stack) need the metadata polyfill first.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { startMsg91Sms, type Msg91Sms } from '@portal/infra';
import { waitFor } from '@portal/testing';
import { Client } from 'pg';
import { MemberSessions } from '../support/fixtures/member-session';
import { addRecord, indianToday, projectedInPayments } from '../support/fixtures/payments';
import { startTestStack, TestStack } from '../support/test-stack';

interface ChannelRow {
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * SMS that are never lost and never doubled (issue 33), like e-mail and WhatsApp: MSG91 (its stand-in) is down when
 * a dues reminder is due; the SMS waits in the outbox, is retried with backoff, and is sent exactly once when MSG91
 * is back, on the same port with the same authkey.
 */
describe('SMS delivery through a provider outage', () => {
  let stack: TestStack;
  let sessions: MemberSessions;
  let log: Client;
  let revived: Msg91Sms | undefined;

  beforeAll(async () => {
    stack = await startTestStack({ env: { JOB_INTERVAL_SECONDS: '1' } });
    sessions = await MemberSessions.open(stack);
    // The notifications service's channel delivery log, read only to know the attempts.
    log = new Client({ connectionString: stack.databaseUrl('notifications') });
    await log.connect();
  });
  afterAll(async () => {
    await revived?.stop();
    await log?.end().catch(() => undefined);
    await stack?.teardown();
  });

  const rowsOf = async (memberId: string) =>
    (
      await log.query<ChannelRow>(
        `SELECT status, attempts, last_error FROM channel_messages WHERE member_id = $1 AND channel = 'sms'`,
        [memberId],
      )
    ).rows;

  it('retries while the API is unreachable and sends the message exactly once when it returns', async () => {
    const m = await sessions.signedIn({ optedSchemes: ['esi'] });
    const phone = `87${String(Date.now() % 1e8).padStart(8, '0')}`;
    const opted = await m.api.put('/api/message-channels', { channel: 'sms', enabled: true, phone });
    assert.equal(opted.status, 200, opted.text);

    const original = stack.msg91Sms!;
    const { port, options } = { port: original.port, options: original.options };
    await original.stop();

    await projectedInPayments(sessions.admin, m.member.id, 'esi', 'active');
    await addRecord(sessions.admin, {
      memberId: m.member.id,
      scheme: 'esi',
      amount: 200,
      status: 'overdue',
      period: indianToday().slice(0, 7),
    });
    const failing = await waitFor(
      async () => {
        const [row] = await rowsOf(m.member.id);
        return row && row.status === 'queued' && row.attempts >= 2 ? row : undefined;
      },
      { timeoutMs: 60_000, what: 'two failed attempts, the message still queued' },
    );
    assert.match(failing.last_error ?? '', /unreachable/);

    revived = await startMsg91Sms({ ...options, port });
    const sent = await revived.waitForMessage((msg) => msg.to === `91${phone}`, 60_000);
    assert.equal(sent.templateId, 'sms-dues-reminder');
    const [row] = await waitFor(
      async () => {
        const rows = await rowsOf(m.member.id);
        return rows[0]?.status === 'sent' ? rows : undefined;
      },
      { timeoutMs: 20_000, what: 'the message recorded sent' },
    );
    assert.ok(row.attempts >= 3, `attempts ${row.attempts}`);
    assert.equal(revived.messages().filter((msg) => msg.to === `91${phone}`).length, 1);
  });
});
