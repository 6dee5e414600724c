import { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { JsonLogger, PortalMetrics, portalMetrics } from '@portal/platform';
import { DataSource } from 'typeorm';
import { AttachmentLoader, attachmentFailure, LoadedAttachment } from './email-attachments';
import { ClaimedRow, EmailMessagesRepository } from './email-messages.repository';
import { MailTransport } from './mail-transport';
import { afterFailure, SmtpFailure } from './retry-policy';
import { RetryWakeUp } from './retry-wake-up';
import { SENDER_LOCK_CLASS, SenderLease } from './sender-lease';

export interface EmailSenderOptions {
  databaseUrl: string;
  /** MAIL_FROM */
  from: string;
  /** Messages sent at the same time by this process. */
  concurrency?: number;
  /** Safety net besides the NOTIFY wake-up; also picks up retries that fall due. */
  pollIntervalMs?: number;
  /** How often rows left 'sending' by a dead sender are looked for (besides start-up). */
  sweepIntervalMs?: number;
  /** Where failed attempts are counted (portal_email_failures_total); tests pass their own. */
  metrics?: PortalMetrics;
}

export const INTERRUPTED_ERROR = 'interrupted while sending; not retried to avoid a duplicate';

/** The `outcome` of portal_email_failures_total: retried later, given up (failed), or interrupted mid-send. */
export const EMAIL_FAILURE_OUTCOMES = {
  retrying: 'retrying',
  givenUp: 'given_up',
  interrupted: 'interrupted',
} as const;

/**
 * Works the delivery log. Each row goes queued → sending (committed before
 * SMTP is touched) → sent, or back to queued with a backoff on failure.
 *
 * Rule for a crash mid-send: a row left 'sending' by a sender that is no
 * longer alive (its advisory lock is gone) may or may not have reached the
 * SMTP server, so it is never sent again automatically. It is marked 'failed'
 * with INTERRUPTED_ERROR and its Message-ID `<row id@domain>`, which lets an
 * operator check the mail server's log and re-queue it by hand
 * (UPDATE email_messages SET status = 'queued' WHERE id = …) if it never left.
 * At most once, never silently: the row stays in the log.
 *
 * Replicas share the work: rows are claimed one at a time with
 * FOR UPDATE SKIP LOCKED.
 */
export class EmailSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly lease: SenderLease;
  private readonly messageIdDomain: string;
  private readonly failures: PortalMetrics['emailFailures'];
  private readonly retries = new RetryWakeUp(() => this.kick());
  private pollTimer?: NodeJS.Timeout;
  private sweepTimer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private sweeping?: Promise<unknown>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly messages: EmailMessagesRepository,
    private readonly transport: MailTransport,
    private readonly attachments: AttachmentLoader,
    private readonly logger: JsonLogger,
    private readonly options: EmailSenderOptions,
  ) {
    this.lease = new SenderLease(options.databaseUrl, logger, () => this.kick());
    this.messageIdDomain = /@([^>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'portal';
    this.failures = (options.metrics ?? portalMetrics).emailFailures;
    // Each outcome is named from the start at 0, so the first failure shows as a rise.
    for (const outcome of Object.values(EMAIL_FAILURE_OUTCOMES)) this.failures.inc({ outcome }, 0);
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
    await this.sweepInterrupted().catch((error: Error) =>
      this.logger.event('warn', 'could not check for interrupted e-mails', { error: error.message }),
    );
    this.pollTimer = setInterval(() => this.kick(), this.options.pollIntervalMs ?? 1000);
    this.sweepTimer = setInterval(() => {
      this.sweeping ??= this.sweepInterrupted()
        .catch(() => undefined)
        .finally(() => (this.sweeping = undefined));
    }, this.options.sweepIntervalMs ?? 10_000);
    this.kick();
  }

  /** Stops claiming, lets messages in flight finish, then closes the connections. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearInterval(this.sweepTimer);
    this.retries.stop();
    await Promise.all([this.running, this.sweeping]);
    await this.lease.stop();
    this.transport.close();
  }

  messageIdOf(rowId: string): string {
    return `<${rowId}@${this.messageIdDomain}>`;
  }

  /** Marks rows whose sender died mid-send as failed (see the class comment); returns their ids. */
  async sweepInterrupted(): Promise<string[]> {
    const ids = await this.dataSource.transaction(async (manager) => {
      const rows = await this.messages.interruptedForUpdate(manager, SENDER_LOCK_CLASS);
      for (const row of rows) {
        const messageId = this.messageIdOf(row.id);
        await this.messages.markInterrupted(
          manager,
          row.id,
          `${INTERRUPTED_ERROR} (Message-ID ${messageId})`,
          redact(row.html, row.secrets),
          redact(row.text, row.secrets),
        );
        this.logger.event('warn', 'e-mail interrupted while sending; marked failed, not resent', {
          id: row.id,
          template: row.template,
          messageId,
        });
      }
      return rows.map((r) => r.id);
    });
    if (ids.length > 0) this.failures.inc({ outcome: EMAIL_FAILURE_OUTCOMES.interrupted }, ids.length);
    return ids;
  }

  /** Sends everything due now, in the background; a kick while busy runs once more afterwards. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: Error) => this.logger.event('warn', 'e-mail sender failed; will retry', { error: error.message }))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** One claim when idle (one query a poll); the other sending slots join only when there is work. */
  private async drain(): Promise<void> {
    const first = await this.next();
    if (!first) return;
    const others = Array.from({ length: (this.options.concurrency ?? 4) - 1 }, () => this.work());
    // allSettled: a failing slot must not let a new drain start while the others still send.
    const results = await Promise.allSettled([this.work(first), ...others]);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private async work(claimed?: ClaimedRow): Promise<void> {
    let row = claimed ?? (await this.next());
    while (row) {
      await this.deliver(row);
      row = await this.next();
    }
  }

  private async next(): Promise<ClaimedRow | undefined> {
    return this.stopped || !this.lease.held ? undefined : this.messages.claimNext(this.lease.key);
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    const attempts = row.attempts + 1;
    let attachments: LoadedAttachment[] | undefined;
    try {
      // Read at every attempt: the log keeps only references, never the files.
      if (row.attachments?.length) attachments = await this.attachments.load(row.attachments);
    } catch (error) {
      await this.recordFailure(row, attempts, attachmentFailure(error));
      return;
    }
    try {
      await this.transport.send({
        messageId: this.messageIdOf(row.id),
        from: this.options.from,
        to: { address: row.recipient, name: row.recipient_name ?? '' },
        replyTo: row.reply_to ? { address: row.reply_to, name: row.reply_to_name ?? '' } : undefined,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments,
      });
    } catch (error) {
      await this.recordFailure(row, attempts, error as SmtpFailure);
      return;
    }
    await this.persist(() =>
      this.messages.markSent(
        row.id,
        this.lease.key,
        attempts,
        redact(row.html, row.secrets),
        redact(row.text, row.secrets),
      ),
    );
    this.logger.event('info', 'e-mail sent', { id: row.id, template: row.template, attempts });
  }

  private async recordFailure(row: ClaimedRow, attempts: number, error: SmtpFailure): Promise<void> {
    const outcome = afterFailure(error, attempts, new Date(row.created_at), new Date());
    const message = describe(error);
    if (outcome.status === 'queued') {
      await this.persist(() => this.messages.requeue(row.id, this.lease.key, attempts, message, outcome.retryInMs));
      this.retries.in(outcome.retryInMs);
      this.failures.inc({ outcome: EMAIL_FAILURE_OUTCOMES.retrying });
      this.logger.event('warn', 'e-mail not sent; will retry', {
        id: row.id,
        template: row.template,
        attempts,
        retryInMs: outcome.retryInMs,
        error: message,
      });
      return;
    }
    await this.persist(() =>
      this.messages.markFailed(
        row.id,
        this.lease.key,
        attempts,
        message,
        redact(row.html, row.secrets),
        redact(row.text, row.secrets),
      ),
    );
    this.failures.inc({ outcome: EMAIL_FAILURE_OUTCOMES.givenUp });
    this.logger.event('error', 'e-mail given up', { id: row.id, template: row.template, attempts, error: message });
  }

  /**
   * Records an outcome even through a short database outage: a row left
   * 'sending' would otherwise be reported as interrupted after a restart.
   */
  private async persist(write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt >= 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}

function describe(error: SmtpFailure): string {
  const parts = [error.code, error.command, error.responseCode].filter((p) => p !== undefined && p !== '');
  const text = (error.message ?? 'SMTP failure without a message').slice(0, 500);
  return parts.length > 0 ? `${parts.join(' ')}: ${text}` : text;
}

/** Removes one-time tokens from the stored copy once nobody needs to send it any more. */
export function redact(content: string, secrets: string[] | null): string {
  let result = content;
  for (const secret of secrets ?? []) {
    if (secret.length < 8) continue;
    for (const form of new Set([
      secret,
      encodeURIComponent(secret),
      new URLSearchParams({ s: secret }).toString().slice(2),
    ])) {
      result = result.split(form).join('[redacted]');
    }
  }
  return result;
}
