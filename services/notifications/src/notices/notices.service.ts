import { Inject, Injectable } from '@nestjs/common';
import {
  AudienceLeftOutLabels,
  AudienceLeftOutReason,
  AudiencePreviewAnswer,
  AudiencePreviewRequest,
  NotificationMessages,
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
import { associationNoticeParameters, templateLanguage, WhatsAppTemplates } from '../messaging/whatsapp-templates';
import { AudienceFilter, NoticeMember, NoticeMembersRepository } from './notice-members.repository';
import { invalid, requireAdmin } from './notices.exception';
import { NewNotification, notificationEmailKey, NoticesRepository, SentRow } from './notices.repository';

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
 * Notifications that reach members: an admin's send (audience resolved now into addressees, previewed before a send
 * to many), and the deliveries other parts of notifications make (reminders, answers to members' requests). Each
 * reader's list and read state: NoticeReadingService.
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
                  notificationEmail(this.ctx, {
                    name: member.name,
                    title: input.title,
                    message: input.message,
                    language: member.language,
                  }),
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
            language: templateLanguage(member.language),
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
