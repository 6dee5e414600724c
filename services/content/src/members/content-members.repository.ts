import { Injectable } from '@nestjs/common';
import { isMembershipValidOn, validThroughOf } from '@portal/contracts';
import { MemberProjection, MemberSnapshot } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, memberNotFound } from '../content.exception';

/** Content's copy of a member: what sign-up checks, attendee lists and cancellation notices need. */
export interface ContentMember {
  id: string;
  memberCode: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: string;
  membershipEndDate: Date | null;
  /** The last India day the membership is valid on (YYYY-MM-DD); null without an end date. */
  validThrough: string | null;
  deletedAt: Date | null;
}

interface ContentMemberRow {
  id: string;
  member_code: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  status: string;
  membership_end_date: Date | null;
  /** valid_through as text: a date column would arrive as a Date at midnight in the server's zone. */
  valid_through_day: string | null;
  deleted_at: Date | null;
}

const toMember = (r: ContentMemberRow): ContentMember => ({
  id: r.id,
  memberCode: r.member_code,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phone: r.phone,
  status: r.status,
  membershipEndDate: r.membership_end_date,
  validThrough: r.valid_through_day,
  deletedAt: r.deleted_at,
});

export const memberName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

/** Active for sign-up: not deleted, and their membership valid today (the shared rule, through the last valid day). */
export function isActiveMember(m: ContentMember, now = new Date()): boolean {
  return !m.deletedAt && isMembershipValidOn(m, now);
}

@Injectable()
export class ContentMembersRepository implements MemberProjection {
  constructor(private readonly dataSource: DataSource) {}

  /** Inserts or refreshes the snapshot; a member marked deleted stays marked. */
  async upsert(manager: EntityManager, m: MemberSnapshot): Promise<void> {
    await manager.query(
      `INSERT INTO content_members
         (id, member_code, first_name, last_name, email, phone, status, membership_end_date, valid_through)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (id) DO UPDATE SET
         member_code = EXCLUDED.member_code, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         email = EXCLUDED.email, phone = EXCLUDED.phone, status = EXCLUDED.status,
         membership_end_date = EXCLUDED.membership_end_date, valid_through = EXCLUDED.valid_through, updated_at = now()`,
      [
        m.id,
        m.memberId,
        m.firstName,
        m.lastName,
        m.email,
        m.phone,
        m.status,
        m.membershipEndDate ?? null,
        validThroughOf(m),
      ],
    );
  }

  /**
   * Keeps the member (past attendee lists still name them) and gives back the seats
   * they held for events still to come. The events are locked first, in id order,
   * as sign-ups lock them, so the counts stay right beside concurrent sign-ups.
   */
  async markDeleted(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE content_members SET deleted_at = now(), updated_at = now() WHERE id = $1`, [id]);
    const held: Array<{ id: string }> = await manager.query(
      `SELECT e.id FROM events e JOIN event_signups s ON s.event_id = e.id
       WHERE s.member_id = $1 AND e.event_date > now() AND e.cancelled_at IS NULL
       ORDER BY e.id FOR UPDATE OF e`,
      [id],
    );
    if (held.length === 0) return;
    const eventIds = held.map((r) => r.id);
    await manager.query(`DELETE FROM event_signups WHERE member_id = $1 AND event_id = ANY($2::uuid[])`, [
      id,
      eventIds,
    ]);
    await manager.query(
      `UPDATE events SET signed_up = (SELECT count(*) FROM event_signups s WHERE s.event_id = events.id)
       WHERE id = ANY($1::uuid[])`,
      [eventIds],
    );
  }

  /** 404 when content does not know the member (or they were deleted). */
  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<ContentMember> {
    if (!isUuid(id)) throw memberNotFound();
    const rows: ContentMemberRow[] = await manager.query(
      `SELECT *, to_char(valid_through, 'YYYY-MM-DD') AS valid_through_day FROM content_members WHERE id = $1`,
      [id],
    );
    if (!rows[0] || rows[0].deleted_at) throw memberNotFound();
    return toMember(rows[0]);
  }

  /** By the member id printed on the card (PHOTO0001); 404 when unknown or deleted. */
  async byCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<ContentMember> {
    const rows: ContentMemberRow[] = await manager.query(
      `SELECT *, to_char(valid_through, 'YYYY-MM-DD') AS valid_through_day FROM content_members
       WHERE member_code = $1 AND deleted_at IS NULL`,
      [code],
    );
    if (!rows[0]) throw memberNotFound(`No member with id ${code}`);
    return toMember(rows[0]);
  }
}
