import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { EMAIL_QUEUED_CHANNEL } from '../email/email-messages.repository';
import type { MessageChannel } from './messaging-port';

/** A member's choice of one channel. */
export interface MemberChannelRow {
  channel: MessageChannel;
  phone: string;
  opted_in_at: Date;
  opted_out_at: Date | null;
  opt_out_source: 'member' | 'stop_reply' | null;
}

/** A message to queue for one member on one channel. */
export interface QueuedChannelMessage {
  dedupeKey: string;
  memberId: string;
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: string;
  parameters: string[];
}

/** A row claimed for sending. */
export interface ClaimedChannelMessage {
  id: string;
  member_id: string;
  channel: MessageChannel;
  recipient: string;
  template: string;
  language: string;
  parameters: string[];
  attempts: number;
  created_at: Date;
}

/** A row of the delivery log, as the member's and the office's views show it. */
export interface ChannelMessageLogRow {
  id: string;
  member_id: string;
  channel: MessageChannel;
  recipient: string;
  template: string;
  status: string;
  delivery_status: string | null;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Date;
}

/** Every query of the members' channel choices (member_channels) and the channel delivery log (channel_messages). */
@Injectable()
export class ChannelMessagesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async choices(memberId: string, tx: EntityManager = this.dataSource.manager): Promise<MemberChannelRow[]> {
    return tx.query(
      `SELECT channel, phone, opted_in_at, opted_out_at, opt_out_source FROM member_channels WHERE member_id = $1
       ORDER BY channel`,
      [memberId],
    );
  }

  /** The channels the member has opted in to and not out of, with the number to use. */
  async activeChoices(tx: EntityManager, memberId: string): Promise<Array<{ channel: MessageChannel; phone: string }>> {
    return tx.query(
      `SELECT channel, phone FROM member_channels WHERE member_id = $1 AND opted_out_at IS NULL ORDER BY channel`,
      [memberId],
    );
  }

  /** Records consent now (again after an opt-out, or with a new number). */
  async optIn(tx: EntityManager, memberId: string, channel: MessageChannel, phone: string): Promise<void> {
    await tx.query(
      `INSERT INTO member_channels (member_id, channel, phone, opted_in_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (member_id, channel) DO UPDATE SET
         phone = EXCLUDED.phone,
         opted_in_at = CASE WHEN member_channels.opted_out_at IS NULL AND member_channels.phone = EXCLUDED.phone
                            THEN member_channels.opted_in_at ELSE now() END,
         opted_out_at = NULL, opt_out_source = NULL, updated_at = now()`,
      [memberId, channel, phone],
    );
  }

  /**
   * Ends the consent now and gives up the messages still waiting for this member on this channel (an opt-out is
   * honoured at once). Answers whether a consent ended.
   */
  async optOut(
    tx: EntityManager,
    memberId: string,
    channel: MessageChannel,
    source: 'member' | 'stop_reply',
  ): Promise<boolean> {
    const [, ended]: [unknown[], number] = await tx.query(
      `UPDATE member_channels SET opted_out_at = now(), opt_out_source = $3, updated_at = now()
       WHERE member_id = $1 AND channel = $2 AND opted_out_at IS NULL`,
      [memberId, channel, source],
    );
    await tx.query(
      `UPDATE channel_messages SET status = 'failed', last_error = 'the member opted out before it was sent',
                                   failed_at = now(), updated_at = now()
       WHERE member_id = $1 AND channel = $2 AND status = 'queued'`,
      [memberId, channel],
    );
    return ended > 0;
  }

  /** Members opted in on `channel` with this number (a STOP reply names only the number). */
  async membersWithPhone(tx: EntityManager, channel: MessageChannel, phone: string): Promise<string[]> {
    const rows: Array<{ member_id: string }> = await tx.query(
      `SELECT member_id FROM member_channels WHERE channel = $1 AND phone = $2 AND opted_out_at IS NULL`,
      [channel, phone],
    );
    return rows.map((r) => r.member_id);
  }

  /** Queues a message in the caller's transaction; false when its dedupe key is already in the log. */
  async insertQueued(tx: EntityManager, m: QueuedChannelMessage): Promise<boolean> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO channel_messages (dedupe_key, member_id, channel, recipient, template, language, parameters)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
      [m.dedupeKey, m.memberId, m.channel, m.recipient, m.template, m.language, m.parameters],
    );
    return rows.length > 0;
  }

  /** Wakes the senders when `tx` commits (the e-mail queue's channel: one wake-up for the whole outbox). */
  async notifyQueued(tx: EntityManager): Promise<void> {
    await tx.query(`NOTIFY ${EMAIL_QUEUED_CHANNEL}`);
  }

  /** Claims one due row whose member is still opted in on its channel; committed before the provider is called. */
  async claimNext(senderKey: number): Promise<ClaimedChannelMessage | undefined> {
    const [rows]: [ClaimedChannelMessage[], number] = await this.dataSource.query(
      `UPDATE channel_messages m SET status = 'sending', claimed_by = $1, updated_at = now()
       WHERE m.id = (
         SELECT q.id FROM channel_messages q
         WHERE q.status = 'queued' AND q.next_attempt_at <= now()
           AND EXISTS (SELECT 1 FROM member_channels c
                       WHERE c.member_id = q.member_id AND c.channel = q.channel AND c.opted_out_at IS NULL)
         ORDER BY q.next_attempt_at, q.created_at
         LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING m.id, m.member_id, m.channel, m.recipient, m.template, m.language, m.parameters, m.attempts,
                 m.created_at`,
      [senderKey],
    );
    return rows[0];
  }

  async markSent(id: string, senderKey: number, attempts: number, providerMessageId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE channel_messages
         SET status = 'sent', sent_at = now(), attempts = $3, last_error = NULL, provider_message_id = $4,
             delivery_status = coalesce(delivery_status, 'sent'), updated_at = now()
       WHERE id = $1 AND claimed_by = $2 AND status = 'sending'`,
      [id, senderKey, attempts, providerMessageId],
    );
  }

  async requeue(id: string, senderKey: number, attempts: number, lastError: string, retryInMs: number): Promise<void> {
    await this.dataSource.query(
      `UPDATE channel_messages
         SET status = 'queued', attempts = $3, last_error = $4, claimed_by = NULL,
             next_attempt_at = now() + $5 * interval '1 millisecond', updated_at = now()
       WHERE id = $1 AND claimed_by = $2 AND status = 'sending'`,
      [id, senderKey, attempts, lastError, retryInMs],
    );
  }

  async markFailed(id: string, senderKey: number, attempts: number, lastError: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE channel_messages SET status = 'failed', attempts = $3, last_error = $4, failed_at = now(), updated_at = now()
       WHERE id = $1 AND claimed_by = $2 AND status = 'sending'`,
      [id, senderKey, attempts, lastError],
    );
  }

  /** Rows left 'sending' by a sender whose advisory lock is gone (see EmailMessagesRepository.interruptedForUpdate). */
  async markInterrupted(lockClass: number, lastError: string): Promise<string[]> {
    const [rows]: [Array<{ id: string }>, number] = await this.dataSource.query(
      `UPDATE channel_messages m SET status = 'failed', last_error = $2, failed_at = now(), updated_at = now()
       WHERE m.status = 'sending' AND NOT EXISTS (
         SELECT 1 FROM pg_locks l
         WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND l.classid::bigint = $1 AND l.objid::bigint = m.claimed_by)
       RETURNING m.id`,
      [lockClass, lastError],
    );
    return rows.map((r) => r.id);
  }

  /** Stores a provider's status webhook; a status never goes back (delivered after read is ignored). */
  async recordDeliveryStatus(
    tx: EntityManager,
    channel: MessageChannel,
    providerMessageId: string,
    status: string,
  ): Promise<boolean> {
    const [, updated]: [unknown[], number] = await tx.query(
      `UPDATE channel_messages SET delivery_status = $3, updated_at = now()
       WHERE channel = $1 AND provider_message_id = $2
         AND (CASE coalesce(delivery_status, '') WHEN 'read' THEN 3 WHEN 'delivered' THEN 2 WHEN 'sent' THEN 1
              WHEN 'failed' THEN 4 ELSE 0 END)
           < (CASE $3::text WHEN 'read' THEN 3 WHEN 'delivered' THEN 2 WHEN 'sent' THEN 1 WHEN 'failed' THEN 4 END)`,
      [channel, providerMessageId, status],
    );
    return updated > 0;
  }

  /** A member's messages on every channel, newest first (the delivery log). */
  async log(memberId: string, limit = 50): Promise<ChannelMessageLogRow[]> {
    return this.dataSource.query(
      `SELECT id, member_id, channel, recipient, template, status, delivery_status, attempts, last_error, sent_at,
              created_at
       FROM channel_messages WHERE member_id = $1 ORDER BY created_at DESC LIMIT $2`,
      [memberId, limit],
    );
  }
}
