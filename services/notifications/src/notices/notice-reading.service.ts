import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ListNotificationsRequest,
  MarkAllNotificationsReadAnswer,
  MarkAllNotificationsReadRequest,
  MarkNotificationReadAnswer,
  MarkNotificationReadRequest,
  NotificationDto,
  NotificationsAnswer,
  NotificationsPage,
  NotificationsPageRequest,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { forbidden, isUuid, notificationNotFound, requireAdmin } from './notices.exception';
import { InboxRow, MemberNoticeRow, NoticesRepository } from './notices.repository';
import { toSent } from './notices.service';

/** How many items a list answer carries: the page shows the recent ones. */
const LIST_LIMIT = 100;
/** Items a page of GET /api/notifications/page carries unless asked for another size. */
const PAGE_LIMIT = 20;

/**
 * Each reader's notifications with their own read state: a member's notices, an admin's inbox of things to act on
 * (each admin's marks their own) beside what was sent and how its delivery goes.
 */
@Injectable()
export class NoticeReadingService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: NoticesRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list({ actor }: ListNotificationsRequest): Promise<NotificationsAnswer> {
    if (actor?.userType === 'member') return this.memberList(actor);
    requireAdmin(actor);
    const [inbox, unreadCount, sent, stats] = await Promise.all([
      this.notices.inbox(actor.userId, LIST_LIMIT),
      this.notices.inboxUnread(actor.userId),
      this.notices.sent(LIST_LIMIT),
      this.notices.stats(),
    ]);
    return {
      items: inbox.map(toInboxItem),
      unreadCount,
      sent: sent.map(toSent),
      stats: {
        sentToday: stats.sent_today,
        recipientsToday: stats.recipients_today,
        delivered: stats.delivered,
        pending: stats.pending,
        failed: stats.failed,
      },
    };
  }

  private async memberList(actor: ActorDto): Promise<NotificationsAnswer> {
    const [rows, unreadCount] = await Promise.all([
      this.notices.forMember(actor.userId, LIST_LIMIT),
      this.notices.memberUnread(actor.userId),
    ]);
    return { items: rows.map(toMemberItem), unreadCount };
  }

  /** One page of the reader's list, newest first (an admin's inbox, a member's notifications), with the total. */
  async page({ actor, query }: NotificationsPageRequest): Promise<NotificationsPage> {
    const page = query?.page ?? 1;
    const limit = query?.limit ?? PAGE_LIMIT;
    const offset = (page - 1) * limit;
    if (actor?.userType === 'member') {
      const [rows, total, unreadCount] = await Promise.all([
        this.notices.forMember(actor.userId, limit, offset),
        this.notices.memberTotal(actor.userId),
        this.notices.memberUnread(actor.userId),
      ]);
      return { items: rows.map(toMemberItem), total, page, limit, unreadCount };
    }
    requireAdmin(actor);
    const [rows, total, unreadCount] = await Promise.all([
      this.notices.inbox(actor.userId, limit, offset),
      this.notices.inboxTotal(),
      this.notices.inboxUnread(actor.userId),
    ]);
    return { items: rows.map(toInboxItem), total, page, limit, unreadCount };
  }

  /** Marks every item of the reader's own list read, recorded once (with how many it marked). */
  async markAllRead({ actor }: MarkAllNotificationsReadRequest): Promise<MarkAllNotificationsReadAnswer> {
    if (actor?.userType !== 'member' && actor?.userType !== 'admin') throw forbidden();
    const isMember = actor.userType === 'member';
    const marked = await this.dataSource.transaction(async (tx) => {
      const count = isMember
        ? await this.notices.markMemberAllRead(tx, actor.userId)
        : await this.notices.markInboxAllRead(tx, actor.userId);
      const entity = isMember ? 'notification' : 'inbox-item';
      await this.audit.record(tx, {
        action: `${entity}.read-all`,
        entity,
        entityId: actor.userId,
        after: { marked: count },
      });
      return count;
    });
    const unreadCount = isMember
      ? await this.notices.memberUnread(actor.userId)
      : await this.notices.inboxUnread(actor.userId);
    return { marked, unreadCount };
  }

  /** Read for this reader only: a member's own addressee row, or this admin's mark on an inbox item. */
  async markRead({ id, actor }: MarkNotificationReadRequest): Promise<MarkNotificationReadAnswer> {
    if (actor?.userType !== 'member' && actor?.userType !== 'admin') throw forbidden();
    // Someone else's notification answers as one that does not exist: ids are not confirmed to strangers.
    if (!isUuid(id)) throw notificationNotFound();
    const isMember = actor.userType === 'member';
    await this.dataSource.transaction(async (tx) => {
      const mark = isMember
        ? await this.notices.markMemberRead(tx, id, actor.userId)
        : await this.notices.markInboxRead(tx, id, actor.userId);
      if (!mark) throw notificationNotFound();
      // Reading it again changes nothing, and is not recorded again.
      if (mark === 'read') {
        const entity = isMember ? 'notification' : 'inbox-item';
        await this.audit.record(tx, { action: `${entity}.read`, entity, entityId: id, after: { read: true } });
      }
    });
    const unreadCount = isMember
      ? await this.notices.memberUnread(actor.userId)
      : await this.notices.inboxUnread(actor.userId);
    return { id, isRead: true, unreadCount };
  }
}

function toInboxItem(row: InboxRow): NotificationDto {
  return {
    id: row.id,
    memberId: null,
    title: row.title,
    message: row.message,
    type: row.kind,
    isRead: row.read,
    sentAt: row.occurred_at.toISOString(),
    link: row.link,
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    resolution: row.resolution,
  };
}

function toMemberItem(row: MemberNoticeRow): NotificationDto {
  return {
    id: row.id,
    memberId: row.member_id,
    title: row.title,
    message: row.message,
    type: row.type,
    isRead: row.read_at !== null,
    sentAt: row.sent_at.toISOString(),
  };
}
