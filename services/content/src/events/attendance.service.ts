import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CheckInAnswer,
  CheckInInput,
  ContentErrorCode,
  effectiveStatus,
  EventAttendanceAnswer,
  formatIndiaTime,
  typedMemberId,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { ContentException, invalid, requireAdmin } from '../content.exception';
import { ContentMembersRepository, memberName } from '../members/content-members.repository';
import { AttendanceRepository } from './attendance.repository';
import { toEventDto } from './event.mapper';
import { EventsRepository } from './events.repository';

/** A scan queued offline syncs later; one older than this, or one from the future, counts as now. */
const MAX_SCAN_AGE_MS = 24 * 60 * 60 * 1000;

/** When the door scanned the card: the time sent when it is plausible, now otherwise. */
export function scanTime(scannedAt: string | undefined, now = new Date()): Date {
  const at = scannedAt ? new Date(scannedAt) : null;
  if (!at || Number.isNaN(at.getTime())) return now;
  if (at.getTime() > now.getTime() || now.getTime() - at.getTime() > MAX_SCAN_AGE_MS) return now;
  return at;
}

const eventCancelled = () =>
  new ContentException(ContentErrorCode.EventNotOpen, 'This event was cancelled: nobody can be checked in');

/** Check-in at the door (issue 30): each member once per event, with their live status. */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly events: EventsRepository,
    private readonly members: ContentMembersRepository,
    private readonly attendance: AttendanceRepository,
    private readonly audit: AuditTrail,
  ) {}

  async checkIn(eventId: string, input: CheckInInput, actor: ActorDto): Promise<CheckInAnswer> {
    requireAdmin(actor);
    const code = typedMemberId(input.memberId ?? '');
    if (!code) throw invalid([{ field: 'memberId', message: 'Enter a member id such as PHOTO0001' }]);
    const event = await this.events.get(eventId);
    if (event.cancelled_at) throw eventCancelled();
    const member = await this.members.byCode(code);
    const method = input.method ?? 'scan';
    return this.dataSource.transaction(async (manager) => {
      const { checkedInAt, added } = await this.attendance.record(manager, {
        eventId: event.id,
        memberId: member.id,
        at: scanTime(input.scannedAt),
        method,
        by: actor.userId ?? null,
      });
      if (added) {
        await this.audit.record(manager, {
          action: 'event-attendance.created',
          entity: 'event-attendance',
          entityId: `${event.id}:${member.id}`,
          after: { eventId: event.id, memberId: member.id, memberCode: code, checkedInAt, method },
        });
      }
      const time = formatIndiaTime(checkedInAt);
      return {
        alreadyCheckedIn: !added,
        checkedInAt: checkedInAt.toISOString(),
        message: added ? `Checked in at ${time}` : `Already checked in at ${time}`,
        member: {
          memberId: member.id,
          memberCode: member.memberCode,
          name: memberName(member),
          status: effectiveStatus(member),
          validThrough: member.validThrough,
          signedUp: await this.attendance.isSignedUp(manager, event.id, member.id),
        },
        checkedIn: await this.attendance.count(manager, event.id),
      };
    });
  }

  async list(eventId: string, actor: ActorDto): Promise<EventAttendanceAnswer> {
    requireAdmin(actor);
    const event = await this.events.get(eventId);
    const rows = await this.attendance.list(event.id);
    return {
      event: toEventDto(event, actor),
      checkedIn: rows.length,
      signedUpAndCheckedIn: rows.filter((row) => row.signed_up).length,
      attendees: rows.map((row) => ({
        memberId: row.member_id,
        memberCode: row.member_code,
        name: memberName({ firstName: row.first_name, lastName: row.last_name }),
        phone: row.phone,
        signedUp: row.signed_up,
        checkedInAt: row.checked_in_at.toISOString(),
        method: row.method,
      })),
    };
  }
}
