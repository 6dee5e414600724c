import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvent, eventFamily, MembershipEvents, PaymentsEvents } from '@portal/contracts';
import { applyMemberEvent, EventConsumers, MEMBER_EVENTS_FILTER, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import {
  InboxEntry,
  memberInboxEntry,
  memberResolution,
  paymentConflictEntry,
  paymentConflictResolution,
  paymentInboxEntry,
} from './inbox-items';
import { NoticeMembersRepository } from './notice-members.repository';
import { NoticesRepository } from './notices.repository';
import { RemindersService } from './reminders.service';

/**
 * The events behind notifications, each on its own durable consumer (NATS 2.9 allows one filter
 * subject per consumer): membership's member events keep the member copy, feed the admin inbox and resolve
 * its items (approved, rejected, deleted, renewed, declined); payments feed the inbox, and payment conflicts open
 * and resolve theirs; the scheduled reminders become notifications.
 */
@Injectable()
export class NoticesConsumer implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly members: NoticeMembersRepository,
    private readonly notices: NoticesRepository,
    private readonly reminders: RemindersService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-notice-members',
      filter: MEMBER_EVENTS_FILTER,
      handle: (event, manager) => this.memberEvent(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-inbox-payments',
      filter: PaymentsEvents.PaymentRecorded,
      handle: (event, manager) => this.inbox(event, paymentInboxEntry(event), manager),
    });
    await this.consumers.register({
      durable: 'notifications-inbox-payment-conflicts',
      filter: eventFamily(PaymentsEvents.PaymentConflictOpened),
      handle: async (event, manager) => {
        if (event.type === PaymentsEvents.PaymentConflictOpened) {
          await this.inbox(event, paymentConflictEntry(event), manager);
        } else {
          const settled = paymentConflictResolution(event);
          if (settled) await this.notices.resolveInboxItems(manager, { ...settled, at: event.occurredAt });
        }
      },
    });
    await this.consumers.register({
      durable: 'notifications-renewal-reminders',
      filter: MembershipEvents.RenewalReminderIssued,
      handle: (event, manager) => this.reminders.renewalReminder(event, manager),
    });
    await this.consumers.register({
      durable: 'notifications-payment-reminders',
      filter: PaymentsEvents.PaymentReminderIssued,
      handle: (event, manager) => this.reminders.paymentReminder(event, manager),
    });
  }

  async memberEvent(event: MemberEvent, manager: EntityManager): Promise<void> {
    await applyMemberEvent(event, manager, this.members);
    if (event.type === MembershipEvents.MembersImported) return;
    await this.inbox(event, memberInboxEntry(event), manager);
    const settled = memberResolution(event);
    if (settled) await this.notices.resolveInboxItems(manager, { ...settled, at: event.occurredAt });
    // Issue 32: a deleted member's correction requests (items about each request) are settled with them.
    if (event.type === MembershipEvents.MemberDeleted && event.data?.member?.id) {
      await this.notices.resolveInboxItemsLinkedTo(manager, {
        kind: 'correction_request',
        link: `/members/${event.data.member.id}`,
        resolution: 'Member deleted',
        at: event.occurredAt,
      });
    }
  }

  private async inbox(event: DomainEvent, entry: InboxEntry | null, manager: EntityManager): Promise<void> {
    if (!entry) return;
    await this.notices.addInboxItem(manager, { eventId: event.id, occurredAt: event.occurredAt, ...entry });
  }
}
