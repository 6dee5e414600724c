import { ActorDto, EventCategory, EventChangedEventData, EventDto, EventStatus } from '@portal/contracts';

export interface EventRow {
  id: string;
  title: string;
  description: string | null;
  event_date: Date;
  location: string | null;
  category: EventCategory;
  capacity: number | null;
  signed_up: number;
  cancelled_at: Date | null;
  is_active: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  /** Only in a member's reads: whether that member is signed up. */
  is_signed_up?: boolean;
  /** Only in a member's reads: whether that member was checked in at the door. */
  has_attended?: boolean;
}

/** Cancelled once an admin cancels it, completed once its date-time has passed, upcoming until then. */
export function eventStatus(row: Pick<EventRow, 'cancelled_at' | 'event_date'>, now = new Date()): EventStatus {
  if (row.cancelled_at) return 'cancelled';
  return row.event_date.getTime() <= now.getTime() ? 'completed' : 'upcoming';
}

/** Members may change their sign-up only for a visible event still to come. */
export function isOpenForSignup(row: EventRow, now = new Date()): boolean {
  return row.is_active && eventStatus(row, now) === 'upcoming';
}

/** The event as `actor` sees it: a member also learns whether they are signed up. */
export function toEventDto(row: EventRow, actor: ActorDto, now = new Date()): EventDto {
  const dto: EventDto = {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: row.event_date.toISOString(),
    location: row.location,
    category: row.category,
    capacity: row.capacity,
    signedUp: row.signed_up,
    seatsLeft: row.capacity === null ? null : Math.max(row.capacity - row.signed_up, 0),
    status: eventStatus(row, now),
    isActive: row.is_active,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
  if (actor.userType === 'member') {
    dto.isSignedUp = row.is_signed_up === true;
    dto.attended = row.has_attended === true;
  }
  return dto;
}

/** The event part of content.event.* data. */
export function eventSummary(row: EventRow, now = new Date()): EventChangedEventData['event'] {
  return {
    id: row.id,
    title: row.title,
    eventDate: row.event_date.toISOString(),
    location: row.location,
    status: eventStatus(row, now),
  };
}
