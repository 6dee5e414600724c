import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { eventNotFound, isUuid } from '../content.exception';
import { EventRow } from './event.mapper';
import { EventChange, EventValues } from './event-input';

/** A signed-up member with what the attendee list and cancellation notices show. */
export interface AttendeeRow {
  member_id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  email: string | null;
  signed_up_at: Date;
}

const COLUMN: Record<Exclude<keyof EventValues, 'cancelled'>, string> = {
  title: 'title',
  description: 'description',
  eventDate: 'event_date',
  location: 'location',
  category: 'category',
  capacity: 'capacity',
  isActive: 'is_active',
};

/** Whether `$n` (a member's uuid, or null for an admin) is signed up and was checked in, for a member's reads. */
const signedUpBy = (param: string) =>
  `EXISTS (SELECT 1 FROM event_signups s WHERE s.event_id = e.id AND s.member_id = ${param}) AS is_signed_up,
   EXISTS (SELECT 1 FROM event_attendance a WHERE a.event_id = e.id AND a.member_id = ${param}) AS has_attended`;

@Injectable()
export class EventsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Events still to come first, soonest first; then past ones, most recent first (issue 29). `memberId` is who is
   * asking about their own sign-ups (null: nobody).
   */
  list(activeOnly: boolean, memberId: string | null, now: Date = new Date()): Promise<EventRow[]> {
    return this.dataSource.query(
      `SELECT e.*, ${signedUpBy('$2::uuid')} FROM events e
       WHERE (NOT $1::boolean OR e.is_active)
       ORDER BY e.event_date <= $3,
                CASE WHEN e.event_date > $3 THEN e.event_date END ASC,
                e.event_date DESC, e.created_at, e.id`,
      [activeOnly, memberId, now],
    );
  }

  /** 404 for an unknown or malformed id; `lock` holds the row until the transaction ends. */
  async get(
    id: string,
    manager: EntityManager = this.dataSource.manager,
    options: { lock?: boolean; memberId?: string | null } = {},
  ): Promise<EventRow> {
    if (!isUuid(id)) throw eventNotFound();
    const rows: EventRow[] = await manager.query(
      `SELECT e.*, ${signedUpBy('$2::uuid')} FROM events e WHERE e.id = $1 ${options.lock ? 'FOR UPDATE' : ''}`,
      [id, options.memberId ?? null],
    );
    if (!rows[0]) throw eventNotFound();
    return rows[0];
  }

  async insert(manager: EntityManager, values: EventValues, createdBy: string | null): Promise<EventRow> {
    const rows: EventRow[] = await manager.query(
      `INSERT INTO events (title, description, event_date, location, category, capacity, is_active, cancelled_at, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END, $9)
       RETURNING *`,
      [
        values.title,
        values.description,
        values.eventDate,
        values.location,
        values.category,
        values.capacity,
        values.isActive,
        values.cancelled,
        createdBy,
      ],
    );
    return rows[0];
  }

  /** Applies the fields sent; cancelling keeps the first cancellation time. */
  async update(manager: EntityManager, id: string, change: EventChange): Promise<EventRow> {
    const sets: string[] = [];
    const params: unknown[] = [id];
    for (const [key, column] of Object.entries(COLUMN) as Array<[keyof typeof COLUMN, string]>) {
      if (change[key] === undefined) continue;
      params.push(change[key]);
      sets.push(`${column} = $${params.length}`);
    }
    if (change.cancelled === true) sets.push(`cancelled_at = COALESCE(cancelled_at, now())`);
    if (change.cancelled === false) sets.push(`cancelled_at = NULL`);
    sets.push('updated_at = now()');
    const rows: [EventRow[], number] = await manager.query(
      `UPDATE events SET ${sets.join(', ')} WHERE id = $1 RETURNING *`,
      params,
    );
    return rows[0][0];
  }

  /** Its sign-ups go with it; its gallery items stay, without an event. */
  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM events WHERE id = $1`, [id]);
  }

  /** Every event, and those created before this month began in India. */
  async count(): Promise<{ totalEvents: number; totalEventsLastMonth: number }> {
    const rows: Array<{ totalEvents: number; totalEventsLastMonth: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS "totalEvents",
              count(*) FILTER (
                WHERE created_at < date_trunc('month', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata'
              )::int AS "totalEventsLastMonth"
       FROM events`,
    );
    return rows[0];
  }

  /** Signed-up members, earliest sign-up first. */
  attendees(manager: EntityManager, eventId: string): Promise<AttendeeRow[]> {
    return manager.query(
      `SELECT s.member_id, m.member_code, m.first_name, m.last_name, m.phone, m.email, s.created_at AS signed_up_at
       FROM event_signups s JOIN content_members m ON m.id = s.member_id
       WHERE s.event_id = $1
       ORDER BY s.created_at, s.member_id`,
      [eventId],
    );
  }

  /** Adds the sign-up and its seat; the caller holds the event's row lock. */
  async addSignup(manager: EntityManager, eventId: string, memberId: string): Promise<EventRow> {
    await manager.query(`INSERT INTO event_signups (event_id, member_id) VALUES ($1, $2)`, [eventId, memberId]);
    return this.recount(manager, eventId, memberId, '+ 1');
  }

  /** Removes the sign-up and gives back its seat; the caller holds the event's row lock. */
  async removeSignup(manager: EntityManager, eventId: string, memberId: string): Promise<EventRow> {
    await manager.query(`DELETE FROM event_signups WHERE event_id = $1 AND member_id = $2`, [eventId, memberId]);
    return this.recount(manager, eventId, memberId, '- 1');
  }

  private async recount(
    manager: EntityManager,
    eventId: string,
    memberId: string,
    step: '+ 1' | '- 1',
  ): Promise<EventRow> {
    const rows: [EventRow[], number] = await manager.query(
      `UPDATE events e SET signed_up = signed_up ${step} WHERE e.id = $1 RETURNING e.*, ${signedUpBy('$2::uuid')}`,
      [eventId, memberId],
    );
    return rows[0][0];
  }
}
