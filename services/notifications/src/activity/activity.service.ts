import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  ActivityItemDto,
  ContentEvents,
  DomainEvent,
  EventChangedEventData,
  MembershipEvents,
  MembersImportCompletedEventData,
  PaymentRecordedEventData,
  PaymentsEvents,
} from '@portal/contracts';
import { EventConsumers, MEMBER_EVENTS_FILTER, MemberEvent } from '@portal/platform';
import { EntityManager } from 'typeorm';
import { ActivityRepository } from './activity.repository';
import {
  ActivityEntry,
  activityFor,
  eventActivityFor,
  idCardsActivityFor,
  importActivityFor,
  paymentActivityFor,
} from './activity-title';

/**
 * The dashboard activity feed: a projection of membership events (members,
 * renewals, imports), payments and the events content creates.
 */
@Injectable()
export class ActivityService implements OnModuleInit {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly consumers: EventConsumers,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.consumers.register({
      durable: 'notifications-activity-members',
      filter: MEMBER_EVENTS_FILTER,
      handle: (event, manager) => this.record(event, manager),
    });
    // NATS 2.9 allows one filter subject per consumer: imports are not member events.
    await this.consumers.register({
      durable: 'notifications-activity-imports',
      filter: MembershipEvents.ImportCompleted,
      handle: (event, manager) => this.recordImport(event, manager),
    });
    // Failed attempts have no activity type of their own: only completed payments are shown.
    await this.consumers.register({
      durable: 'notifications-activity-payments',
      filter: PaymentsEvents.PaymentRecorded,
      handle: (event, manager) => this.recordPayment(event, manager),
    });
    // Only creation has an activity type; edits, cancellations and sign-ups would flood the feed.
    await this.consumers.register({
      durable: 'notifications-activity-content-events',
      filter: ContentEvents.EventCreated,
      handle: (event, manager) => this.recordEvent(event, manager),
    });
    // One line per generation job, not per card: a bulk run of 10,000 cards is one entry.
    await this.consumers.register({
      durable: 'notifications-activity-id-cards',
      filter: MembershipEvents.IdCardsGenerated,
      handle: (event, manager) => this.add(event, idCardsActivityFor(event), manager),
    });
  }

  async record(event: MemberEvent, manager: EntityManager): Promise<void> {
    // A bulk import's chunks have no line: the import has one of its own (ImportCompleted).
    if (event.type === MembershipEvents.MembersImported) return;
    await this.add(event, activityFor(event), manager);
  }

  async recordImport(event: DomainEvent<MembersImportCompletedEventData>, manager: EntityManager): Promise<void> {
    await this.add(event, importActivityFor(event), manager);
  }

  async recordPayment(event: DomainEvent<PaymentRecordedEventData>, manager: EntityManager): Promise<void> {
    await this.add(event, paymentActivityFor(event), manager);
  }

  async recordEvent(event: DomainEvent<EventChangedEventData>, manager: EntityManager): Promise<void> {
    await this.add(event, eventActivityFor(event), manager);
  }

  private async add(event: DomainEvent, entry: ActivityEntry | null, manager: EntityManager): Promise<void> {
    if (!entry) return;
    await this.activity.add(manager, {
      eventId: event.id,
      type: entry.type,
      title: entry.title,
      occurredAt: event.occurredAt,
    });
  }

  async recent(limit = 10): Promise<ActivityItemDto[]> {
    const rows = await this.activity.recent(limit);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      createdAt: row.occurred_at.toISOString(),
    }));
  }
}
