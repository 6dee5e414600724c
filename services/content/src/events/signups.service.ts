import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ContentEvents,
  EventAttendeesAnswer,
  EventSignupAnswer,
  EventSignupChangedEventData,
} from '@portal/contracts';
import { AuditTrail, OutboxWriter } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { eventFull, eventNotOpen, memberNotActive, requireAdmin, requireMember } from '../content.exception';
import { ContentMembersRepository, isActiveMember, memberName } from '../members/content-members.repository';
import { EventRow, isOpenForSignup, toEventDto } from './event.mapper';
import { EventsRepository } from './events.repository';

/**
 * Members signing up for events and cancelling. Each change holds the event's row
 * lock, so concurrent sign-ups for the last seats are taken one at a time and the
 * count never passes the capacity.
 */
@Injectable()
export class SignupsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsRepository,
    private readonly members: ContentMembersRepository,
    private readonly outbox: OutboxWriter,
    private readonly audit: AuditTrail,
  ) {}

  /** An active member takes a seat at an upcoming event; signing up twice changes nothing. */
  async signUp(eventId: string, actor: ActorDto): Promise<EventSignupAnswer> {
    requireMember(actor);
    const member = await this.members.get(actor.userId);
    if (!isActiveMember(member)) throw memberNotActive();
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.get(eventId, manager, { lock: true, memberId: member.id });
      if (!isOpenForSignup(event)) throw eventNotOpen();
      if (event.is_signed_up) return toEventDto(event, actor);
      if (event.capacity !== null && event.signed_up >= event.capacity) throw eventFull();
      const row = await this.events.addSignup(manager, event.id, member.id);
      await this.audit.record(manager, {
        action: 'event-signup.created',
        entity: 'event-signup',
        entityId: row.id,
        before: { memberId: member.id, signedUp: event.signed_up },
        after: { memberId: member.id, signedUp: row.signed_up },
      });
      await this.announce(manager, row, member.id, 'signed_up');
      return toEventDto(row, actor);
    });
  }

  /**
   * Gives the member's seat back while the event is still to come. A member whose
   * membership has lapsed may still cancel: the seat is better freed than held.
   */
  async cancel(eventId: string, actor: ActorDto): Promise<EventSignupAnswer> {
    requireMember(actor);
    const member = await this.members.get(actor.userId);
    return this.dataSource.transaction(async (manager) => {
      const event = await this.events.get(eventId, manager, { lock: true, memberId: member.id });
      if (!isOpenForSignup(event)) throw eventNotOpen();
      if (!event.is_signed_up) return toEventDto(event, actor);
      const row = await this.events.removeSignup(manager, event.id, member.id);
      await this.audit.record(manager, {
        action: 'event-signup.cancelled',
        entity: 'event-signup',
        entityId: row.id,
        before: { memberId: member.id, signedUp: event.signed_up },
        after: { memberId: member.id, signedUp: row.signed_up },
      });
      await this.announce(manager, row, member.id, 'cancelled');
      return toEventDto(row, actor);
    });
  }

  /** Who signed up, earliest first, with the contacts the admin calls them on. */
  async attendees(eventId: string, actor: ActorDto): Promise<EventAttendeesAnswer> {
    requireAdmin(actor);
    const event = await this.events.get(eventId);
    const attendees = await this.events.attendees(this.dataSource.manager, event.id);
    return {
      event: toEventDto(event, actor),
      attendees: attendees.map((a) => ({
        memberId: a.member_id,
        memberCode: a.member_code,
        name: memberName({ firstName: a.first_name, lastName: a.last_name }),
        phone: a.phone,
        email: a.email,
        signedUpAt: a.signed_up_at.toISOString(),
      })),
    };
  }

  private async announce(
    manager: EntityManager,
    row: EventRow,
    memberId: string,
    change: EventSignupChangedEventData['change'],
  ): Promise<void> {
    await this.outbox.add(manager, ContentEvents.EventSignupChanged, {
      eventId: row.id,
      eventTitle: row.title,
      memberId,
      change,
      signedUp: row.signed_up,
      capacity: row.capacity,
    });
  }
}
