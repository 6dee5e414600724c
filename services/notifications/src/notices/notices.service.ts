import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  AudienceLeftOutLabels,
  AudienceLeftOutReason,
  AudiencePreviewAnswer,
  AudiencePreviewRequest,
  ListNotificationsRequest,
  MarkAllNotificationsReadAnswer,
  MarkAllNotificationsReadRequest,
  MarkNotificationReadAnswer,
  MarkNotificationReadRequest,
  NotificationDto,
  NotificationMessages,
  NotificationsAnswer,
  NotificationsPage,
  NotificationsPageRequest,
  SchemeLabels,
  type Scheme,
  SendNotificationAnswer,
  SendNotificationInput,
  SendNotificationRequest,
  SentNotificationDto,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { EmailQueue } from '../email/email-queue';
import { MAIL_CONTEXT } from '../email/email-events.service';
import { EmailTemplateName, EmailTemplates, MailContext, notificationEmail, RenderedEmail } from '../email/templates';
import { ChannelQueue } from '../messaging/channel-queue';
import { associationNoticeParameters, WhatsAppTemplates } from '../messaging/whatsapp-templates';
import { AudienceFilter, NoticeMember, NoticeMembersRepository } from './notice-members.repository';
import { forbidden, invalid, isUuid, notificationNotFound, requireAdmin } from './notices.exception';
import {
  InboxRow,
  MemberNoticeRow,
  NewNotification,
  notificationEmailKey,
  NoticesRepository,
  SentRow,
} from './notices.repository';

/** How many items a list answer carries: the page shows the recent ones. */
const LIST_LIMIT = 100;
/** Items a page of GET /api/notifications/page carries unless asked for another size. */
const PAGE_LIMIT = 20;

/** Status words of the audience labels (the member list's own). */
const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  expired: 'Expired',
  pending: 'Pending',
  suspended: 'Suspended',
  rejected: 'Rejected',
};

export interface Delivery {
  notification: NewNotification;
  recipients: NoticeMember[];
  /** When set, each addressee with an e-mail address gets this e-mail through the delivery log. */
  email?: { template: EmailTemplateName; render: (member: NoticeMember) => RenderedEmail };
}

/**
 * Notifications that reach members: an admin's send (audience resolved now into addressees), each
 * reader's list with their own read state, and the admin inbox of things to act on.
 */
@Injectable()
export class NoticesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly notices: NoticesRepository,
    private readonly members: NoticeMembersRepository,
    private readonly queue: EmailQueue,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    private readonly audit: AuditTrail,
    private readonly channels: ChannelQueue,
  ) {}

  async send({ input, actor }: SendNotificationRequest): Promise<SendNotificationAnswer> {
    requireAdmin(actor);
    const filter = audienceOf(input);
    const id = await this.dataSource.transaction(async (tx) => {
      let label: string | null = null;
      if (filter.audience === 'member') {
        const member = await this.members.find(filter.memberId, tx);
        if (!member) throw invalid([{ field: 'memberId', message: NotificationMessages.memberNotFound }]);
        label = `${member.name} (${member.memberCode})`;
      }
      const recipients = await this.members.audience(tx, filter);
      const notification = {
        title: input.title.trim(),
        message: input.message.trim(),
        type: input.type,
        audience: filter.audience,
        audienceValue: audienceValueOf(filter),
        audienceLabel: label,
        email: input.email === true,
        sentBy: actor.userId,
      };
      const created = await this.deliver(tx, {
        notification,
        recipients,
        email:
          input.email === true
            ? {
                template: EmailTemplates.Notification,
                render: (member) =>
                  notificationEmail(this.ctx, { name: member.name, title: input.title, message: input.message }),
              }
            : undefined,
      });
      // Issue 33: told on the channels chosen here, to each addressee who opted in to that channel.
      if (input.channels?.length) {
        for (const member of recipients) {
          await this.channels.enqueue(tx, {
            memberId: member.id,
            dedupeKey: `notice:${created!}:${member.id}`,
            template: WhatsAppTemplates.AssociationNotice,
            language: 'en',
            parameters: associationNoticeParameters({ ...member, title: notification.title, ...this.ctx }),
            channels: input.channels,
          });
        }
      }
      // The sender is the row's actor.
      const { sentBy: _sender, ...sent } = notification;
      await this.audit.record(tx, {
        action: 'notification.sent',
        entity: 'notification',
        entityId: created!,
        after: {
          ...sent,
          recipients: recipients.length,
          ...(input.channels?.length ? { channels: input.channels } : {}),
        },
      });
      return created!;
    });
    const [row] = await this.notices.sent(1, id);
    return { notification: toSent(row) };
  }

  /**
   * Stores a notification and its addressees, and queues one e-mail per addressee with an address,
   * all in `tx`. Undefined when the notification's dedupe key was used before (nothing is sent again).
   */
  async deliver(tx: EntityManager, delivery: Delivery): Promise<string | undefined> {
    const created = await this.notices.insert(tx, delivery.notification);
    if (!created) return undefined;
    await this.notices.addRecipients(
      tx,
      created.id,
      delivery.recipients.map((m) => m.id),
    );
    const email = delivery.email;
    if (email) {
      await this.queue.enqueueMany(
        tx,
        delivery.recipients
          .filter((member) => member.email)
          .map((member) => ({
            dedupeKey: notificationEmailKey(created.id, member.id),
            to: { address: member.email!, name: member.name },
            template: email.template,
            content: email.render(member),
          })),
      );
    }
    return created.id;
  }

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

  /**
   * Whom a send to this audience would reach now, and whom it leaves out and why: the confirmation before a
   * send to more than one member.
   */
  async previewAudience({ actor, input }: AudiencePreviewRequest): Promise<AudiencePreviewAnswer> {
    requireAdmin(actor);
    const filter = audienceOf(input);
    const manager = this.dataSource.manager;
    const groups = await this.members.breakdown(manager, filter.audience === 'scheme' ? filter.scheme : null);
    const members = groups.reduce((sum, g) => sum + g.count, 0);
    if (filter.audience === 'member') {
      const member = await this.members.find(filter.memberId, manager);
      if (!member) throw invalid([{ field: 'memberId', message: NotificationMessages.memberNotFound }]);
      const label = `${member.name} (${member.memberCode})`;
      const withoutEmail = member.email ? 0 : 1;
      return { audience: 'member', label, recipients: 1, members, leftOut: [], withoutEmail, summary: `${label}` };
    }
    const label =
      filter.audience === 'all'
        ? 'All members'
        : filter.audience === 'status'
          ? `${STATUS_WORDS[filter.status] ?? filter.status} members`
          : `${SchemeLabels[filter.scheme as Scheme] ?? filter.scheme} members`;
    let recipients = 0;
    let withoutEmail = 0;
    const leftOut = new Map<AudienceLeftOutReason, number>();
    for (const g of groups) {
      const reason = leftOutReason(filter, g);
      if (reason === null) {
        recipients += g.count;
        if (!g.has_email) withoutEmail += g.count;
      } else {
        leftOut.set(reason, (leftOut.get(reason) ?? 0) + g.count);
      }
    }
    const reasons = [...leftOut.entries()]
      .map(([reason, count]) => ({ reason, label: AudienceLeftOutLabels[reason] ?? reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
    const leftOutCount = members - recipients;
    const summary =
      `${label}: ${count(recipients)} of ${count(members)}` +
      (leftOutCount > 0
        ? ` — ${count(leftOutCount)} left out: ${reasons.map((r) => `${count(r.count)} ${r.label}`).join(', ')}`
        : '');
    return { audience: filter.audience, label, recipients, members, leftOut: reasons, withoutEmail, summary };
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

const count = (n: number) => n.toLocaleString('en-IN');

/** Why a group of members is not in the audience; null when it is (the same rule as NoticeMembersRepository.audience). */
function leftOutReason(
  filter: Exclude<AudienceFilter, { audience: 'member' }>,
  g: { status: string; in_scheme: boolean },
): AudienceLeftOutReason | null {
  const reachable = g.status === 'active' || g.status === 'expired';
  switch (filter.audience) {
    case 'all':
      return reachable ? null : (g.status as AudienceLeftOutReason);
    case 'status':
      return g.status === filter.status ? null : (g.status as AudienceLeftOutReason);
    case 'scheme':
      if (!g.in_scheme) return 'not_in_scheme';
      return reachable ? null : (g.status as AudienceLeftOutReason);
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

/** At most one of status, scheme and memberId narrows the audience; none means all members. */
function audienceOf(input: Pick<SendNotificationInput, 'status' | 'scheme' | 'memberId'>): AudienceFilter {
  const chosen = [input.status, input.scheme, input.memberId].filter((value) => value !== undefined && value !== null);
  if (chosen.length > 1) {
    throw invalid([{ field: 'audience', message: NotificationMessages.oneAudience }]);
  }
  if (input.status) return { audience: 'status', status: input.status };
  if (input.scheme) return { audience: 'scheme', scheme: input.scheme };
  if (input.memberId) return { audience: 'member', memberId: input.memberId.toLowerCase() };
  return { audience: 'all' };
}

function audienceValueOf(filter: AudienceFilter): string | null {
  switch (filter.audience) {
    case 'all':
      return null;
    case 'status':
      return filter.status;
    case 'scheme':
      return filter.scheme;
    case 'member':
      return filter.memberId;
  }
}

export function toSent(row: SentRow): SentNotificationDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    audience: row.audience,
    audienceValue: row.audience_value,
    audienceLabel: row.audience_label,
    email: row.email,
    sentAt: row.sent_at.toISOString(),
    delivery: {
      recipients: row.recipients,
      delivered: row.delivered,
      pending: row.pending,
      failed: row.failed,
      // Issue 33: only for a notification that went by WhatsApp (by SMS) to someone.
      ...(row.wa_total > 0
        ? {
            whatsApp: {
              sent: row.wa_sent,
              delivered: row.wa_delivered,
              read: row.wa_read,
              pending: row.wa_pending,
              failed: row.wa_failed,
            },
          }
        : {}),
      ...(row.sms_total > 0
        ? {
            sms: {
              sent: row.sms_sent,
              delivered: row.sms_delivered,
              read: row.sms_read,
              pending: row.sms_pending,
              failed: row.sms_failed,
            },
          }
        : {}),
    },
  };
}
