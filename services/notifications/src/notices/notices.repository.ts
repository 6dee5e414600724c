import { Injectable } from '@nestjs/common';
import type { NotificationAudience, NotificationType } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

export interface NewNotification {
  title: string;
  message: string;
  type: NotificationType;
  audience: NotificationAudience;
  audienceValue: string | null;
  audienceLabel: string | null;
  email: boolean;
  sentBy: string | null;
  /** Reminders: once per member and occasion. */
  dedupeKey?: string | null;
}

export interface SentRow {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  audience: NotificationAudience;
  audience_value: string | null;
  audience_label: string | null;
  email: boolean;
  sent_at: Date;
  recipients: number;
  delivered: number;
  pending: number;
  failed: number;
  /** Issue 33: WhatsApp messages of this notification (a reminder's), by the provider's last status. */
  wa_total: number;
  wa_sent: number;
  wa_delivered: number;
  wa_read: number;
  wa_pending: number;
  wa_failed: number;
  /** Issue 33: SMS of this notification, the same way. */
  sms_total: number;
  sms_sent: number;
  sms_delivered: number;
  sms_read: number;
  sms_pending: number;
  sms_failed: number;
}

export interface MemberNoticeRow {
  id: string;
  member_id: string;
  title: string;
  message: string;
  type: string;
  sent_at: Date;
  read_at: Date | null;
}

export interface InboxRow {
  id: string;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  occurred_at: Date;
  resolved_at: Date | null;
  resolution: string | null;
  read: boolean;
}

/** What settles an inbox item: the kinds it settles, what they are about, and why, in words. */
export interface InboxResolution {
  kinds: readonly string[];
  subjectId: string;
  resolution: string;
  at: string;
}

/** The e-mail of one addressee of one notification: also how the delivery log is joined back. */
export const notificationEmailKey = (notificationId: string, memberId: string) =>
  `notification:${notificationId}:${memberId}`;

const EMAIL_KEY_SQL = `'notification:' || r.notification_id || ':' || r.member_id`;

/** How far back the admin inbox reaches: older things are done or stale. */
const INBOX_DAYS = 30;

/**
 * The inbox: recorded items plus e-mails the delivery log gave up on, with when and why each was resolved; a failed
 * e-mail is resolved once it is delivered after all (an operator re-queued it).
 */
const INBOX_SQL = `
  SELECT i.id, i.kind, i.title, i.message, i.link, i.occurred_at, i.resolved_at, i.resolution
  FROM admin_inbox_items i WHERE i.occurred_at > now() - interval '${INBOX_DAYS} days'
  UNION ALL
  SELECT m.id, 'email_failed', 'E-mail could not be delivered',
         'An e-mail "' || m.subject || '" to ' || m.recipient || ' could not be delivered'
           || COALESCE(': ' || left(m.last_error, 200), ''),
         NULL, m.failed_at,
         CASE WHEN m.status = 'sent' THEN m.sent_at END,
         CASE WHEN m.status = 'sent' THEN 'Delivered on retry' END
  FROM email_messages m WHERE m.failed_at IS NOT NULL AND m.failed_at > now() - interval '${INBOX_DAYS} days'`;

/** This admin has read the item. */
const READ_BY_SQL = (item: string, admin: string) =>
  `EXISTS (SELECT 1 FROM admin_inbox_reads a WHERE a.item_id = ${item} AND a.admin_id = ${admin})`;

/** Every query of notifications, their addressees' read state and the admin inbox. */
/** What marking read did: 'read' now, 'already' read before, null when the reader has no such item. */
export type ReadMark = 'read' | 'already' | null;

@Injectable()
export class NoticesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The new notification's id; undefined when its dedupe key was used before. */
  async insert(tx: EntityManager, n: NewNotification): Promise<{ id: string; sentAt: Date } | undefined> {
    const rows: Array<{ id: string; sent_at: Date }> = await tx.query(
      `INSERT INTO notifications (title, message, type, audience, audience_value, audience_label, email, sent_by, dedupe_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id, sent_at`,
      [
        n.title,
        n.message,
        n.type,
        n.audience,
        n.audienceValue,
        n.audienceLabel,
        n.email,
        n.sentBy,
        n.dedupeKey ?? null,
      ],
    );
    return rows[0] ? { id: rows[0].id, sentAt: rows[0].sent_at } : undefined;
  }

  async addRecipients(tx: EntityManager, notificationId: string, memberIds: string[]): Promise<void> {
    if (memberIds.length === 0) return;
    await tx.query(
      `INSERT INTO notification_recipients (notification_id, member_id)
       SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [notificationId, memberIds],
    );
  }

  /** Sent notifications, newest first, with their addressees and e-mail outcomes from the delivery log. */
  sent(limit: number, id?: string): Promise<SentRow[]> {
    return this.dataSource.query(
      `SELECT n.id, n.title, n.message, n.type, n.audience, n.audience_value, n.audience_label, n.email, n.sent_at,
              (SELECT count(*)::int FROM notification_recipients r WHERE r.notification_id = n.id) AS recipients,
              COALESCE(d.delivered, 0) AS delivered, COALESCE(d.pending, 0) AS pending, COALESCE(d.failed, 0) AS failed,
              w.wa_total, w.wa_sent, w.wa_delivered, w.wa_read, w.wa_pending, w.wa_failed,
              s.sms_total, s.sms_sent, s.sms_delivered, s.sms_read, s.sms_pending, s.sms_failed
       FROM notifications n
       LEFT JOIN LATERAL (
         SELECT count(*) FILTER (WHERE m.status = 'sent')::int AS delivered,
                count(*) FILTER (WHERE m.status IN ('queued', 'sending'))::int AS pending,
                count(*) FILTER (WHERE m.status = 'failed')::int AS failed
         FROM notification_recipients r JOIN email_messages m ON m.dedupe_key = ${EMAIL_KEY_SQL}
         WHERE r.notification_id = n.id AND n.email
       ) d ON true
       LEFT JOIN LATERAL (${channelCounts('wa', 'whatsapp')}) w ON true
       LEFT JOIN LATERAL (${channelCounts('sms', 'sms')}) s ON true
       WHERE ($2::uuid IS NULL OR n.id = $2)
       ORDER BY n.sent_at DESC, n.id LIMIT $1`,
      [limit, id ?? null],
    );
  }

  /**
   * Tiles, each one unit: notifications sent since midnight in India and the members they reached, and the
   * notification e-mails by outcome.
   */
  async stats(): Promise<{
    sent_today: number;
    recipients_today: number;
    delivered: number;
    pending: number;
    failed: number;
  }> {
    const rows: Array<{
      sent_today: number;
      recipients_today: number;
      delivered: number;
      pending: number;
      failed: number;
    }> = await this.dataSource.query(
      `WITH today AS (
         SELECT id FROM notifications
          WHERE sent_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'))
       SELECT
         (SELECT count(*)::int FROM today) AS sent_today,
         (SELECT count(*)::int FROM notification_recipients r JOIN today t ON t.id = r.notification_id) AS recipients_today,
         count(*) FILTER (WHERE status = 'sent')::int AS delivered,
         count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS pending,
         count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM email_messages WHERE template = ANY ($1::text[])`,
      [['notification', 'renewal-reminder', 'payment-reminder']],
    );
    return rows[0];
  }

  /** A member's notifications, newest first. */
  forMember(memberId: string, limit: number, offset = 0): Promise<MemberNoticeRow[]> {
    return this.dataSource.query(
      `SELECT n.id, r.member_id, n.title, n.message, n.type, n.sent_at, r.read_at
       FROM notification_recipients r JOIN notifications n ON n.id = r.notification_id
       WHERE r.member_id = $1 ORDER BY n.sent_at DESC, n.id LIMIT $2 OFFSET $3`,
      [memberId, limit, offset],
    );
  }

  async memberUnread(memberId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM notification_recipients WHERE member_id = $1 AND read_at IS NULL`,
      [memberId],
    );
    return rows[0].count;
  }

  /**
   * Marks it read for this member only: 'read' when it was unread, 'already' when it was read before, null when
   * it is not addressed to them.
   */
  async markMemberRead(tx: EntityManager, notificationId: string, memberId: string): Promise<ReadMark> {
    const found: Array<{ read_at: Date | null }> = await tx.query(
      `SELECT read_at FROM notification_recipients WHERE notification_id = $1 AND member_id = $2 FOR UPDATE`,
      [notificationId, memberId],
    );
    if (!found[0]) return null;
    if (found[0].read_at) return 'already';
    await tx.query(`UPDATE notification_recipients SET read_at = now() WHERE notification_id = $1 AND member_id = $2`, [
      notificationId,
      memberId,
    ]);
    return 'read';
  }

  /** Records an inbox item once per event, in the consumer's transaction. */
  async addInboxItem(
    tx: EntityManager,
    item: {
      eventId: string;
      kind: string;
      subjectId: string | null;
      title: string;
      message: string;
      link: string | null;
      occurredAt: string;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO admin_inbox_items (event_id, kind, subject_id, title, message, link, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
      [item.eventId, item.kind, item.subjectId, item.title, item.message, item.link, item.occurredAt],
    );
  }

  /** Resolves the open items of these kinds about this subject (none open: nothing changes). Answers how many. */
  async resolveInboxItems(tx: EntityManager, r: InboxResolution): Promise<number> {
    const rows: unknown[] = await tx.query(
      `UPDATE admin_inbox_items SET resolved_at = $3, resolution = $4
        WHERE kind = ANY ($1::text[]) AND subject_id = $2 AND resolved_at IS NULL RETURNING id`,
      [r.kinds, r.subjectId, r.at, r.resolution],
    );
    return rows.length;
  }

  /**
   * Resolves the open items of one kind that link to this page (a member's correction requests, about the request,
   * once the member is deleted). Answers how many.
   */
  async resolveInboxItemsLinkedTo(
    tx: EntityManager,
    r: { kind: string; link: string; resolution: string; at: string },
  ): Promise<number> {
    const rows: unknown[] = await tx.query(
      `UPDATE admin_inbox_items SET resolved_at = $3, resolution = $4
        WHERE kind = $1 AND link = $2 AND resolved_at IS NULL RETURNING id`,
      [r.kind, r.link, r.at, r.resolution],
    );
    return rows.length;
  }

  /** One page of the admin inbox, newest first, with this admin's read state. */
  inbox(adminId: string, limit: number, offset = 0): Promise<InboxRow[]> {
    return this.dataSource.query(
      `SELECT i.*, ${READ_BY_SQL('i.id', '$1')} AS read
       FROM (${INBOX_SQL}) i ORDER BY i.occurred_at DESC, i.id LIMIT $2 OFFSET $3`,
      [adminId, limit, offset],
    );
  }

  async inboxTotal(): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (${INBOX_SQL}) i`,
    );
    return rows[0].count;
  }

  /** What the bell counts: items neither resolved nor read by this admin. */
  async inboxUnread(adminId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM (${INBOX_SQL}) i
       WHERE i.resolved_at IS NULL AND NOT ${READ_BY_SQL('i.id', '$1')}`,
      [adminId],
    );
    return rows[0].count;
  }

  /** Marks every item of the inbox read for this admin; answers how many of them the bell counted before. */
  async markInboxAllRead(tx: EntityManager, adminId: string): Promise<number> {
    const rows: Array<{ marked: number }> = await tx.query(
      `WITH unread AS (
         SELECT i.id, i.resolved_at FROM (${INBOX_SQL}) i WHERE NOT ${READ_BY_SQL('i.id', '$1')}),
       marked AS (
         INSERT INTO admin_inbox_reads (item_id, admin_id) SELECT id, $1::text FROM unread
         ON CONFLICT DO NOTHING RETURNING item_id)
       SELECT count(*) FILTER (WHERE u.resolved_at IS NULL)::int AS marked
       FROM marked m JOIN unread u ON u.id = m.item_id`,
      [adminId],
    );
    return rows[0].marked;
  }

  /** Marks every notification of this member read; answers how many were unread. */
  async markMemberAllRead(tx: EntityManager, memberId: string): Promise<number> {
    const rows: unknown[] = await tx.query(
      `UPDATE notification_recipients SET read_at = now() WHERE member_id = $1 AND read_at IS NULL
       RETURNING notification_id`,
      [memberId],
    );
    return rows.length;
  }

  async memberTotal(memberId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM notification_recipients WHERE member_id = $1`,
      [memberId],
    );
    return rows[0].count;
  }

  /** Marks an inbox item read for this admin only (as markMemberRead answers); null when there is no such item. */
  async markInboxRead(tx: EntityManager, itemId: string, adminId: string): Promise<ReadMark> {
    const rows: unknown[] = await tx.query(
      `INSERT INTO admin_inbox_reads (item_id, admin_id)
       SELECT i.id, $2::text FROM (${INBOX_SQL}) i WHERE i.id = $1::uuid
       ON CONFLICT DO NOTHING RETURNING item_id`,
      [itemId, adminId],
    );
    if (rows.length > 0) return 'read';
    const already: unknown[] = await tx.query(`SELECT 1 FROM admin_inbox_reads WHERE item_id = $1 AND admin_id = $2`, [
      itemId,
      adminId,
    ]);
    return already.length > 0 ? 'already' : null;
  }
}

/**
 * A notification's messages on one channel by their last status: a reminder's (its dedupe key with the channel
 * added) or an admin's notice told on that channel (`notice:<notification>:<member>:<channel>`).
 */
function channelCounts(prefix: 'wa' | 'sms', channel: 'whatsapp' | 'sms'): string {
  return `
         SELECT count(*)::int AS ${prefix}_total,
                count(*) FILTER (WHERE c.status = 'sent' AND coalesce(c.delivery_status, 'sent') = 'sent')::int
                  AS ${prefix}_sent,
                count(*) FILTER (WHERE c.status = 'sent' AND c.delivery_status = 'delivered')::int AS ${prefix}_delivered,
                count(*) FILTER (WHERE c.status = 'sent' AND c.delivery_status = 'read')::int AS ${prefix}_read,
                count(*) FILTER (WHERE c.status IN ('queued', 'sending'))::int AS ${prefix}_pending,
                count(*) FILTER (WHERE c.status = 'failed' OR c.delivery_status = 'failed')::int AS ${prefix}_failed
         FROM channel_messages c
         WHERE (n.dedupe_key IS NOT NULL AND c.dedupe_key = n.dedupe_key || ':${channel}')
            OR (c.channel = '${channel}' AND c.dedupe_key LIKE 'notice:' || n.id::text || ':%')`;
}
