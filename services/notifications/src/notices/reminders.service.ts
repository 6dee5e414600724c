import { Inject, Injectable } from '@nestjs/common';
import { DomainEvent, PaymentReminderIssuedEventData, RenewalReminderIssuedEventData } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { MAIL_CONTEXT } from '../email/email-events.service';
import {
  EmailTemplates,
  MailContext,
  paymentReminderEmail,
  paymentReminderText,
  RenderedEmail,
  renewalReminderEmail,
  renewalReminderText,
} from '../email/templates';
import { ChannelQueue } from '../messaging/channel-queue';
import {
  duesReminderParameters,
  renewalReminderParameters,
  templateLanguage,
  WhatsAppTemplates,
} from '../messaging/whatsapp-templates';
import { languageOf, lapseWarningEmail, lapseWarningText } from './lapse-warning';
import { NoticeMember, NoticeMembersRepository } from './notice-members.repository';
import { isUuid } from './notices.exception';
import { NoticesService } from './notices.service';

const RENEWAL_DAYS: Record<string, number> = { renewal_30_days: 30, renewal_7_days: 7 };

/** How long a reminder waits for its member's snapshot before it is dropped: a reminder days late is no use. */
export const UNKNOWN_MEMBER_WAIT_MS = 24 * 60 * 60_000;

/** The day a timestamp falls on (UTC), so re-issuing with another time of day is the same reminder. */
const dayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/**
 * The scheduled reminders (issue 13): each becomes a notification to that member in the portal and an
 * e-mail, once per member and occasion (and end date or payment record), however often it is delivered
 * or issued.
 */
@Injectable()
export class RemindersService {
  constructor(
    private readonly notices: NoticesService,
    private readonly members: NoticeMembersRepository,
    private readonly logger: JsonLogger,
    @Inject(MAIL_CONTEXT) private readonly ctx: MailContext,
    private readonly channels: ChannelQueue,
  ) {}

  async renewalReminder(event: DomainEvent<RenewalReminderIssuedEventData>, tx: EntityManager): Promise<void> {
    const data = event.data;
    const days = RENEWAL_DAYS[data?.occasion];
    if (!isUuid(data?.memberId) || !days || Number.isNaN(Date.parse(data.membershipEndDate ?? ''))) {
      this.logger.event('error', 'renewal reminder without member, occasion or end date; skipped', {
        eventId: event.id,
      });
      return;
    }
    const member = await this.addressee(event, data.memberId, tx);
    if (!member) return;
    const text = renewalReminderText({ days, membershipEndDate: data.membershipEndDate }, member.language);
    const dedupeKey = `renewal_reminder:${member.id}:${data.occasion}:${dayOf(data.membershipEndDate)}`;
    await this.notices.deliver(tx, {
      notification: {
        ...text,
        type: 'renewal_reminder',
        audience: 'member',
        audienceValue: member.id,
        audienceLabel: `${member.name} (${member.memberCode})`,
        email: true,
        sentBy: null,
        dedupeKey,
      },
      recipients: [member],
      email: {
        template: EmailTemplates.RenewalReminder,
        render: (m) =>
          renewalReminderEmail(this.ctx, {
            name: m.name,
            memberId: m.memberCode,
            days,
            membershipEndDate: data.membershipEndDate,
            language: member.language,
          }),
      },
    });
    // Issue 33: also on every channel the member chose (none unless they opted in).
    await this.channels.enqueue(tx, {
      memberId: member.id,
      dedupeKey,
      template: WhatsAppTemplates.RenewalReminder,
      language: templateLanguage(member.language),
      parameters: renewalReminderParameters({
        name: member.name,
        memberCode: member.memberCode,
        membershipEndDate: data.membershipEndDate,
        publicUrl: this.ctx.publicUrl,
      }),
    });
  }

  async paymentReminder(event: DomainEvent<PaymentReminderIssuedEventData>, tx: EntityManager): Promise<void> {
    const data = event.data;
    if (!isUuid(data?.memberId) || !data.recordId || !data.occasion || !data.scheme) {
      this.logger.event('error', 'payment reminder without member, record, scheme or occasion; skipped', {
        eventId: event.id,
      });
      return;
    }
    const member = await this.addressee(event, data.memberId, tx);
    if (!member) return;
    // Issue 33: the warning before the association acts on months unpaid says so.
    if (data.occasion === 'lapse_warning') return this.lapseWarning(data, member, tx);
    const facts = {
      scheme: data.scheme,
      amount: data.amount,
      dueDate: data.dueDate ?? null,
      paymentLinkUrl: typeof data.paymentLinkUrl === 'string' ? data.paymentLinkUrl : null,
    };
    const language = languageOf(member);
    await this.remindOfDues(tx, member, `payment_due:${member.id}:${data.occasion}:${data.recordId}`, {
      text: paymentReminderText(facts, language),
      email: (m) => paymentReminderEmail(this.ctx, { name: m.name, memberId: m.memberCode, ...facts, language }),
      facts,
    });
  }

  /** The warning at DUES_LAPSE_WARNING_MONTHS unpaid (issue 33): once per member, scheme and threshold. */
  private async lapseWarning(
    data: PaymentReminderIssuedEventData,
    member: NoticeMember,
    tx: EntityManager,
  ): Promise<void> {
    const language = languageOf(member);
    const facts = {
      scheme: data.scheme,
      amount: data.amount,
      dueDate: data.dueDate ?? null,
      monthsUnpaid: Number(data.monthsUnpaid) || 0,
      lapseMonths: Number(data.lapseMonths) || 0,
      paymentLinkUrl: typeof data.paymentLinkUrl === 'string' ? data.paymentLinkUrl : null,
    };
    await this.remindOfDues(tx, member, `payment_due:${member.id}:${data.occasion}:${data.recordId}`, {
      text: lapseWarningText(facts, language),
      email: (m) => lapseWarningEmail(this.ctx, { name: m.name, memberId: m.memberCode, ...facts, language }),
      facts,
    });
  }

  /**
   * A reminder of dues in the portal and by e-mail, and (issue 33) on every channel the member chose, with the
   * payment link (none unless they opted in); `dedupeKey` makes a redelivered event remind once.
   */
  private async remindOfDues(
    tx: EntityManager,
    member: NoticeMember,
    dedupeKey: string,
    reminder: {
      text: { title: string; message: string };
      email: (m: NoticeMember) => RenderedEmail;
      facts: { scheme: string; amount: string | number | null | undefined; paymentLinkUrl: string | null };
    },
  ): Promise<void> {
    await this.notices.deliver(tx, {
      notification: {
        ...reminder.text,
        type: 'payment_due',
        audience: 'member',
        audienceValue: member.id,
        audienceLabel: `${member.name} (${member.memberCode})`,
        email: true,
        sentBy: null,
        dedupeKey,
      },
      recipients: [member],
      email: { template: EmailTemplates.PaymentReminder, render: reminder.email },
    });
    await this.channels.enqueue(tx, {
      memberId: member.id,
      dedupeKey,
      template: WhatsAppTemplates.DuesReminder,
      language: templateLanguage(languageOf(member)),
      parameters: duesReminderParameters({
        name: member.name,
        ...reminder.facts,
        publicUrl: this.ctx.publicUrl,
        language: languageOf(member),
      }),
    });
  }

  /**
   * The member to remind. One membership has not told us of yet (its events are consumed apart) makes
   * the handler fail, so the reminder is redelivered once the member's snapshot has arrived (for a day at
   * most; then it is dropped with an error in the log); a deleted member is not reminded.
   */
  private async addressee(event: DomainEvent, memberId: string, tx: EntityManager, now = Date.now()) {
    const member = await this.members.find(memberId, tx);
    if (member) return member;
    if (await this.members.known(memberId, tx)) return undefined;
    if (now - Date.parse(event.occurredAt) > UNKNOWN_MEMBER_WAIT_MS) {
      this.logger.event('error', 'reminder for a member never heard of; dropped', { eventId: event.id, memberId });
      return undefined;
    }
    throw new Error(`member ${memberId} not known yet`);
  }
}
