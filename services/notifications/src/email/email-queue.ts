import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EmailTemplateName, RenderedEmail } from './templates';

/** Postgres channel that wakes every sender (all replicas) when a row is queued. */
export const EMAIL_QUEUED_CHANNEL = 'email_queued';

export interface MailAddress {
  address: string;
  name?: string | null;
}

export interface QueuedEmail {
  /** `<event id>:<template>` for events; a generated id for contact-form messages. */
  dedupeKey: string;
  to: MailAddress;
  replyTo?: MailAddress;
  template: EmailTemplateName;
  content: RenderedEmail;
  /** Values (tokens) removed from the stored copy once the message is sent or given up. */
  secrets?: string[];
}

/**
 * Turns a decision to send an e-mail into a queued row of the delivery log,
 * inside the caller's transaction. The unique dedupe key makes a second insert
 * for the same event a no-op; NOTIFY is delivered at commit, waking the senders.
 */
@Injectable()
export class EmailQueue {
  async enqueue(manager: EntityManager, email: QueuedEmail): Promise<boolean> {
    if (!manager.queryRunner?.isTransactionActive) {
      throw new Error('EmailQueue.enqueue must run inside a transaction');
    }
    const inserted: unknown[] = await manager.query(
      `INSERT INTO email_messages
         (dedupe_key, recipient, recipient_name, reply_to, reply_to_name, template, subject, html, text, secrets)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
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
      ],
    );
    if (inserted.length === 0) return false;
    await manager.query(`NOTIFY ${EMAIL_QUEUED_CHANNEL}`);
    return true;
  }
}
