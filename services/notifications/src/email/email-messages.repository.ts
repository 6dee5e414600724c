import { Injectable } from '@nestjs/common';
import type { EmailQueueSize } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import type { EmailAttachment } from './email-attachments';
import type { QueuedEmail } from './email-queue';

/** Postgres channel that wakes every sender (all replicas) when a row is queued. */
export const EMAIL_QUEUED_CHANNEL = 'email_queued';

/** A row claimed for sending. */
export interface ClaimedRow {
  id: string;
  recipient: string;
  recipient_name: string | null;
  reply_to: string | null;
  reply_to_name: string | null;
  template: string;
  subject: string;
  html: string;
  text: string;
  secrets: string[] | null;
  attachments: EmailAttachment[] | null;
  attempts: number;
  created_at: Date;
}

/** A row left 'sending' by a sender that is gone. */
export interface InterruptedRow {
  id: string;
  template: string;
  html: string;
  text: string;
  secrets: string[] | null;
}

/**
 * Every query of the e-mail delivery log (email_messages). Outcome updates
 * apply only while `senderKey` (the sender's advisory-lock key) still holds
 * the row's claim.
 */
@Injectable()
export class EmailMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Queues a message in the caller's transaction; false when its dedupe key is already in the log. */
  async insertQueued(tx: EntityManager, email: QueuedEmail): Promise<boolean> {
    const inserted: unknown[] = await tx.query(
      `INSERT INTO email_messages
         (dedupe_key, recipient, recipient_name, reply_to, reply_to_name, template, subject, html, text, secrets,
          attachments)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        email.dedupeKey,
        email.to.address,
        email.to.name || null,
        email.replyTo?.address ?? null,
        email.replyTo?.name || null,
        email.template,
        email.content.subject,
        email.content.html,
        email.content.text,
        email.secrets && email.secrets.length > 0 ? email.secrets : null,
        email.attachments && email.attachments.length > 0 ? JSON.stringify(email.attachments) : null,
      ],
    );
    return inserted.length > 0;
  }

  /**
   * Queues many messages with one statement (a notification to thousands of members); rows whose
   * dedupe key is already in the log are skipped. Answers how many were queued. No attachments or secrets.
   */
  async insertQueuedMany(tx: EntityManager, emails: QueuedEmail[]): Promise<number> {
    if (emails.length === 0) return 0;
    const inserted: unknown[] = await tx.query(
      `INSERT INTO email_messages (dedupe_key, recipient, recipient_name, template, subject, html, text)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        emails.map((e) => e.dedupeKey),
        emails.map((e) => e.to.address),
        emails.map((e) => e.to.name || null),
        emails.map((e) => e.template),
        emails.map((e) => e.content.subject),
        emails.map((e) => e.content.html),
        emails.map((e) => e.content.text),
      ],
    );
    return inserted.length;
  }

  /** Wakes the senders when `tx` commits. */
  async notifyQueued(tx: EntityManager): Promise<void> {
    await tx.query(`NOTIFY ${EMAIL_QUEUED_CHANNEL}`);
  }

  /** Claims one due row for `senderKey`; committed before sending, so no other sender can take it. */
  async claimNext(senderKey: number): Promise<ClaimedRow | undefined> {
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE email_messages m SET status = 'sending', claimed_by = $1, updated_at = now()
       WHERE m.id = (
         SELECT id FROM email_messages
         WHERE status = 'queued' AND next_attempt_at <= now()
         ORDER BY next_attempt_at, created_at
         LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING m.id, m.recipient, m.recipient_name, m.reply_to, m.reply_to_name, m.template, m.subject,
                 m.html, m.text, m.secrets, m.attachments, m.attempts, m.created_at`,
      [senderKey],
    );
    return rows[0];
  }

  /** Stores the outcome 'sent' with the redacted copy. */
  async markSent(id: string, senderKey: number, attempts: number, html: string, text: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_messages
         SET status = 'sent', sent_at = now(), attempts = $3, last_error = NULL, html = $4, text = $5, secrets = NULL, updated_at = now()
         WHERE id = $1 AND claimed_by = $2 AND status IN ('sending', 'failed')`,
      [id, senderKey, attempts, html, text],
    );
  }

  /** Puts the row back in the queue, due again after `retryInMs`. */
  async requeue(id: string, senderKey: number, attempts: number, lastError: string, retryInMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_messages
           SET status = 'queued', attempts = $3, last_error = $4, claimed_by = NULL,
               next_attempt_at = now() + $5 * interval '1 millisecond', updated_at = now()
           WHERE id = $1 AND claimed_by = $2 AND status IN ('sending', 'failed')`,
      [id, senderKey, attempts, lastError, retryInMs],
    );
  }

  /** Gives the row up, with the redacted copy; failed_at puts it in the admin inbox until it is delivered. */
  async markFailed(
    id: string,
    senderKey: number,
    attempts: number,
    lastError: string,
    html: string,
    text: string,
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE email_messages
         SET status = 'failed', attempts = $3, last_error = $4, html = $5, text = $6, secrets = NULL,
             failed_at = now(), updated_at = now()
         WHERE id = $1 AND claimed_by = $2 AND status IN ('sending', 'failed')`,
      [id, senderKey, attempts, lastError, html, text],
    );
  }

  /**
   * Rows left 'sending' by a sender whose advisory lock (class `lockClass`,
   * key = claimed_by) is gone, locked until `tx` ends; rows another sweep holds are skipped.
   */
  interruptedForUpdate(tx: EntityManager, lockClass: number): Promise<InterruptedRow[]> {
    return tx.query(
      `SELECT m.id, m.template, m.html, m.text, m.secrets FROM email_messages m
           WHERE m.status = 'sending' AND NOT EXISTS (
             SELECT 1 FROM pg_locks l
             WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
               AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
               AND l.classid::bigint = $1 AND l.objid::bigint = m.claimed_by)
           FOR UPDATE SKIP LOCKED`,
      [lockClass],
    );
  }

  /** Marks an interrupted row failed, with the redacted copy. */
  async markInterrupted(tx: EntityManager, id: string, lastError: string, html: string, text: string): Promise<void> {
    await tx.query(
      `UPDATE email_messages SET status = 'failed', last_error = $2, html = $3, text = $4, secrets = NULL,
                                 failed_at = now(), updated_at = now()
           WHERE id = $1`,
      [id, lastError, html, text],
    );
  }

  /**
   * E-mails waiting, by status, for the metrics (portal_email_queue_size): queued ones (due or waiting for a
   * retry) and ones being sent. Counted over the partial indexes of those two statuses, so a scrape stays cheap
   * however long the log grows; both statuses are always answered, 0 when none.
   */
  async queueSize(): Promise<EmailQueueSize[]> {
    const rows: Array<{ status: string; count: number }> = await this.dataSource.query(
      `SELECT 'queued' AS status, (SELECT count(*) FROM email_messages WHERE status = 'queued')::int AS count
       UNION ALL
       SELECT 'sending', (SELECT count(*) FROM email_messages WHERE status = 'sending')::int`,
    );
    return rows.map(({ status, count }) => ({ status, count: Number(count) }));
  }
}
