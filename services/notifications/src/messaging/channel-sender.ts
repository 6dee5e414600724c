import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import { afterFailure } from '../email/retry-policy';
import { RetryWakeUp } from '../email/retry-wake-up';
import { SENDER_LOCK_CLASS, SenderLease } from '../email/sender-lease';
import { ChannelMessagesRepository, ClaimedChannelMessage } from './channel-messages.repository';
import { MessageChannel, MessagingFailure, MessagingPort } from './messaging-port';

export const CHANNEL_INTERRUPTED_ERROR = 'interrupted while sending; not retried to avoid a duplicate';

export interface ChannelSenderOptions {
  databaseUrl: string;
  pollIntervalMs?: number;
  sweepIntervalMs?: number;
}

/**
 * Works the channel delivery log the way EmailSender works the e-mail one, with the same pieces: rows claimed one
 * at a time (FOR UPDATE SKIP LOCKED) under the sender's advisory-lock lease, 'sending' committed before the provider
 * is called, the e-mail's backoff (1 s doubling to 60 s, for a day) while the provider is down, and a row left
 * 'sending' by a dead sender marked failed rather than sent twice. A member who opted out meanwhile is not claimed.
 */
export class ChannelSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly lease: SenderLease;
  private readonly ports: Map<MessageChannel, MessagingPort>;
  private readonly retries = new RetryWakeUp(() => this.kick());
  private pollTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly messages: ChannelMessagesRepository,
    ports: MessagingPort[],
    private readonly logger: JsonLogger,
    private readonly options: ChannelSenderOptions,
  ) {
    this.ports = new Map(ports.map((p) => [p.channel, p]));
    this.lease = new SenderLease(options.databaseUrl, logger, () => this.kick());
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.lease.start();
    await this.sweepInterrupted().catch(() => undefined);
    this.pollTimer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1000);
    this.sweepTimer = setInterval(
      () => void this.sweepInterrupted().catch(() => undefined),
      this.options.sweepIntervalMs ?? 10_000,
    );
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearInterval(this.sweepTimer);
    this.retries.stop();
    await this.running;
    await this.lease.stop();
  }

  async sweepInterrupted(): Promise<string[]> {
    const ids = await this.messages.markInterrupted(SENDER_LOCK_CLASS, CHANNEL_INTERRUPTED_ERROR);
    for (const id of ids) this.logger.event('warn', 'channel message interrupted while sending; marked failed', { id });
    return ids;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.event('warn', 'channel sender failed; will retry', { error: error.message }))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (let row = await this.next(); row; row = await this.next()) await this.deliver(row);
  }

  private async next(): Promise<ClaimedChannelMessage | undefined> {
    return this.stopped || !this.lease.held ? undefined : this.messages.claimNext(this.lease.key);
  }

  private async deliver(row: ClaimedChannelMessage): Promise<void> {
    const attempts = row.attempts + 1;
    const port = this.ports.get(row.channel);
    try {
      if (!port) throw new MessagingFailure(`no ${row.channel} provider is configured`, false);
      const sent = await port.send({
        to: row.recipient,
        template: row.template,
        language: row.language,
        parameters: row.parameters,
      });
      await this.messages.markSent(row.id, this.lease.key, attempts, sent.providerMessageId);
      this.logger.event('info', 'channel message sent', { id: row.id, channel: row.channel, template: row.template });
    } catch (error) {
      const failure = error instanceof MessagingFailure ? error : new MessagingFailure((error as Error).message, false);
      const outcome = afterFailure(
        { message: failure.message, permanent: failure.permanent },
        attempts,
        new Date(row.created_at),
        new Date(),
      );
      if (outcome.status === 'queued') {
        await this.messages.requeue(row.id, this.lease.key, attempts, failure.message, outcome.retryInMs);
        this.retries.in(outcome.retryInMs);
        this.logger.event('warn', 'channel message not sent; will retry', {
          id: row.id,
          channel: row.channel,
          attempts,
          retryInMs: outcome.retryInMs,
          error: failure.message,
        });
      } else {
        await this.messages.markFailed(row.id, this.lease.key, attempts, failure.message);
        this.logger.event('error', 'channel message given up', {
          id: row.id,
          channel: row.channel,
          error: failure.message,
        });
      }
    }
  }
}
