// The contracts' DTO decorators (loaded through the test stack) need the metadata polyfill first.
import 'reflect-metadata';
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
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

/** What the fault test needs of a provider's stand-in (WhatsApp Cloud API, MSG91). */
interface ProviderStandIn {
  port: number;
  stop(): Promise<void>;
  messages(): Array<{ to: string }>;
  waitForMessage(match: (message: { to: string }) => boolean, timeoutMs?: number): Promise<{ to: string }>;
}

/** A message as the stand-in keeps it. */
type MessageOf<StandIn extends ProviderStandIn> = ReturnType<StandIn['messages']>[number];

interface ChannelOutage<StandIn extends ProviderStandIn> {
  /** The describe block's name. */
  title: string;
  channel: 'whatsapp' | 'sms';
  /** The stack's running stand-in of the provider. */
  standIn: (stack: TestStack) => StandIn;
  /** Starts the provider again as it was (same port and keys). */
  restart: (was: StandIn) => Promise<StandIn>;
  /** The first two digits of the member's phone number (the rest is unique to the run). */
  phonePrefix: string;
  /** Checks the message that finally went out is the dues reminder. */
  isDuesReminder: (message: MessageOf<StandIn>) => void;
}

/**
 * Messages on the channels members read that are never lost and never doubled (issue 33), like e-mail: the
 * provider (its stand-in) is down when a dues reminder is due; the message waits in the outbox, is retried with
 * backoff, and is sent exactly once when the provider is back.
 */
export function describeChannelOutage<StandIn extends ProviderStandIn>(outage: ChannelOutage<StandIn>): void {
  // eslint-disable-next-line jest/valid-title -- each channel's spec file names its own block
  describe(outage.title, () => {
    let stack: TestStack;
    let sessions: MemberSessions;
    let log: Client;
    let revived: StandIn | undefined;

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
          `SELECT status, attempts, last_error FROM channel_messages WHERE member_id = $1 AND channel = $2`,
          [memberId, outage.channel],
        )
      ).rows;

    it('retries while the provider is unreachable and sends the message exactly once when it returns', async () => {
      const m = await sessions.signedIn({ optedSchemes: ['esi'] });
      const phone = `${outage.phonePrefix}${String(Date.now() % 1e8).padStart(8, '0')}`;
      const opted = await m.api.put('/api/message-channels', { channel: outage.channel, enabled: true, phone });
      assert.equal(opted.status, 200, opted.text);

      const original = outage.standIn(stack);
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

      revived = await outage.restart(original);
      const sent = await revived.waitForMessage((message) => message.to === `91${phone}`, 60_000);
      outage.isDuesReminder(sent);
      const [row] = await waitFor(
        async () => {
          const rows = await rowsOf(m.member.id);
          return rows[0]?.status === 'sent' ? rows : undefined;
        },
        { timeoutMs: 20_000, what: 'the message recorded sent' },
      );
      assert.ok(row.attempts >= 3, `attempts ${row.attempts}`);
      assert.equal(revived.messages().filter((message) => message.to === `91${phone}`).length, 1);
    });
  });
}
