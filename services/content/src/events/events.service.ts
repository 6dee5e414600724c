import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ContentEvents,
  ContentMessages,
  DeletedAnswer,
  EventAttendeeContact,
  EventChangedEventData,
  EventCountAnswer,
  EventDto,
  EventInput,
  EventTypesCarrying,
} from '@portal/contracts';
import { AuditTrail, auditChanges, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { invalid, isUuid, requireAdmin, requireAdminOrMember } from '../content.exception';
import { memberName } from '../members/content-members.repository';
import { EventValues, readEventInput } from './event-input';
import { eventStatus, eventSummary, EventRow, toEventDto } from './event.mapper';
import { EventsRepository } from './events.repository';

/** The admin's events (spec part 1 §2 Events page) and what members see of them. */
@Injectable()
export class EventsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
  ) {}

  /** All events, for the dashboard's Total Events card, and those that existed when this month began (its trend). */
  count(): Promise<EventCountAnswer> {
    return this.events.count();
  }

  /**
   * Admins see every event; members the active ones, each saying whether they are signed up. Upcoming events come
   * first, soonest first, then past ones, most recent first.
   */
  async list(actor: ActorDto): Promise<EventDto[]> {
    requireAdminOrMember(actor);
    const isMember = actor.userType === 'member';
    const now = new Date();
    // Upcoming and past as eventStatus draws the line (the same instant), so the order matches the status shown.
    const rows = await this.events.list(isMember, isMember ? memberUuid(actor) : null, now);
    return rows.map((row) => toEventDto(row, actor, now));
  }

  async create(input: EventInput, actor: ActorDto): Promise<EventDto> {
    requireAdmin(actor);
    const values = readEventInput(input, 'create') as EventValues;
    return this.dataSource.transaction(async (manager) => {
      const row = await this.events.insert(manager, values, actor.userId);
      await this.audit.record(manager, {
        action: 'event.created',
        entity: 'event',
        entityId: row.id,
        after: eventAuditFields(row),
      });
      await this.announce(manager, ContentEvents.EventCreated, row, actor);
      return toEventDto(row, actor);
    });
  }

  /**
   * Changes the fields sent. Capacity may not drop below the members already signed
   * up; cancelling tells those members (content.event.cancelled), once.
   */
  async update(id: string, input: EventInput, actor: ActorDto): Promise<EventDto> {
    requireAdmin(actor);
    const change = readEventInput(input, 'update');
    return this.dataSource.transaction(async (manager) => {
      const before = await this.events.get(id, manager, { lock: true });
      if (change.capacity != null && change.capacity < before.signed_up) {
        throw invalid([{ field: 'capacity', message: ContentMessages.capacityBelowSignups }]);
      }
      const row = await this.events.update(manager, before.id, change);
      await this.audit.record(manager, {
        action: !before.cancelled_at && row.cancelled_at ? 'event.cancelled' : 'event.updated',
        entity: 'event',
        entityId: row.id,
        ...auditChanges(eventAuditFields(before), eventAuditFields(row)),
      });
      await this.announce(manager, ContentEvents.EventUpdated, row, actor);
      if (!before.cancelled_at && row.cancelled_at) await this.announceCancelled(manager, row, actor);
      return toEventDto(row, actor);
    });
  }

  /**
   * Removes the event and its sign-ups; its gallery items stay, without an event. The
   * members signed up for an event still to come are told it will not happen.
   */
  async delete(id: string, actor: ActorDto): Promise<DeletedAnswer> {
    requireAdmin(actor);
    return this.dataSource.transaction(async (manager) => {
      const row = await this.events.get(id, manager, { lock: true });
      if (eventStatus(row) === 'upcoming' && row.signed_up > 0) await this.announceCancelled(manager, row, actor);
      await this.events.delete(manager, row.id);
      await this.audit.record(manager, {
        action: 'event.deleted',
        entity: 'event',
        entityId: row.id,
        before: { ...eventAuditFields(row), signedUp: row.signed_up },
      });
      await this.announce(manager, ContentEvents.EventDeleted, row, actor);
      return { id: row.id, removedKeys: [] };
    });
  }

  private async announce(
    manager: EntityManager,
    type: EventTypesCarrying<EventChangedEventData>,
    row: EventRow,
    actor: ActorDto,
  ): Promise<void> {
    await this.outbox.add(manager, type, { event: eventSummary(row), by: actor.userId });
  }

  private async announceCancelled(manager: EntityManager, row: EventRow, actor: ActorDto): Promise<void> {
    const attendees: EventAttendeeContact[] = (await this.events.attendees(manager, row.id)).map((a) => ({
      memberId: a.member_id,
      memberCode: a.member_code,
      name: memberName({ firstName: a.first_name, lastName: a.last_name }),
      email: a.email,
    }));
    await this.outbox.add(manager, ContentEvents.EventCancelled, {
      event: { ...eventSummary(row), status: 'cancelled' },
      by: actor.userId,
      attendees,
    });
  }
}

/** A member's own uuid, or null when the session carries something else (then they are signed up for nothing). */
export function memberUuid(actor: ActorDto): string | null {
  return isUuid(actor.userId) ? actor.userId : null;
}

/** An event as the audit trail keeps it: the fields an admin sets. */
export function eventAuditFields(row: EventRow): Record<string, unknown> {
  return {
    title: row.title,
    description: row.description,
    eventDate: row.event_date,
    location: row.location,
    category: row.category,
    capacity: row.capacity,
    isActive: row.is_active,
    cancelledAt: row.cancelled_at,
  };
}
