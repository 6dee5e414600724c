import { Injectable } from '@nestjs/common';
import { CheckInMethod } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';

/** A member checked in at an event, with what the attendance list shows. */
export interface AttendanceRow {
  member_id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  signed_up: boolean;
  checked_in_at: Date;
  method: CheckInMethod;
}

/** Attendance at the door (table event_attendance, once per member and event). */
@Injectable()
export class AttendanceRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records the check-in unless the member already has one for the event; answers the stored time and whether
   * this call added it. Concurrent scans of one card: the primary key lets one in, the other reads it.
   */
  async record(
    manager: EntityManager,
    row: { eventId: string; memberId: string; at: Date; method: CheckInMethod; by: string | null },
  ): Promise<{ checkedInAt: Date; added: boolean }> {
    const added: Array<{ checked_in_at: Date }> = await manager.query(
      `INSERT INTO event_attendance (event_id, member_id, checked_in_at, method, recorded_by)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (event_id, member_id) DO NOTHING RETURNING checked_in_at`,
      [row.eventId, row.memberId, row.at, row.method, row.by],
    );
    if (added[0]) return { checkedInAt: added[0].checked_in_at, added: true };
    const kept: Array<{ checked_in_at: Date }> = await manager.query(
      `SELECT checked_in_at FROM event_attendance WHERE event_id = $1 AND member_id = $2`,
      [row.eventId, row.memberId],
    );
    return { checkedInAt: kept[0].checked_in_at, added: false };
  }

  async isSignedUp(manager: EntityManager, eventId: string, memberId: string): Promise<boolean> {
    const rows: unknown[] = await manager.query(`SELECT 1 FROM event_signups WHERE event_id = $1 AND member_id = $2`, [
      eventId,
      memberId,
    ]);
    return rows.length > 0;
  }

  async count(manager: EntityManager, eventId: string): Promise<number> {
    const rows: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM event_attendance WHERE event_id = $1`,
      [eventId],
    );
    return rows[0].n;
  }

  /** Everyone checked in, in the order they came through the door. */
  list(eventId: string): Promise<AttendanceRow[]> {
    return this.dataSource.query(
      `SELECT a.member_id, m.member_code, m.first_name, m.last_name, m.phone, a.checked_in_at, a.method,
              EXISTS (SELECT 1 FROM event_signups s WHERE s.event_id = a.event_id AND s.member_id = a.member_id) AS signed_up
       FROM event_attendance a JOIN content_members m ON m.id = a.member_id
       WHERE a.event_id = $1
       ORDER BY a.checked_in_at, a.member_id`,
      [eventId],
    );
  }
}
