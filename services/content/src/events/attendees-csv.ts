import {
  EventAttendanceAnswer,
  EventAttendeesAnswer,
  EventDto,
  formatIndiaDateTime,
  INDIA_TIME_ZONE,
} from '@portal/contracts';
import { csvLine } from '@portal/platform';

const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * An event's attendee list as CSV: a BOM so spreadsheets read Kannada names right,
 * formula cells neutralised by csvLine. At most the event's capacity, so made in memory.
 */
export function attendeesCsv({ event, attendees }: EventAttendeesAnswer): { fileName: string; body: string } {
  const lines = [csvLine(['Member ID', 'Name', 'Phone', 'Email', 'Signed up'])];
  for (const a of attendees) {
    lines.push(
      csvLine([a.memberCode, a.name, a.phone ?? '', a.email ?? '', formatIndiaDateTime(new Date(a.signedUpAt))]),
    );
  }
  return { fileName: csvFileName('attendees', event), body: '\uFEFF' + lines.join('') };
}

/** Who was checked in at the door (issue 30), in the order they came, with whether they had signed up. */
export function attendanceCsv({ event, attendees }: EventAttendanceAnswer): { fileName: string; body: string } {
  const lines = [csvLine(['Member ID', 'Name', 'Phone', 'Signed up', 'Checked in', 'How'])];
  for (const a of attendees) {
    lines.push(
      csvLine([
        a.memberCode,
        a.name,
        a.phone ?? '',
        a.signedUp ? 'Yes' : 'No',
        formatIndiaDateTime(new Date(a.checkedInAt)),
        a.method === 'typed' ? 'Member id typed' : 'Card scanned',
      ]),
    );
  }
  return { fileName: csvFileName('attendance', event), body: '\uFEFF' + lines.join('') };
}

function csvFileName(what: string, event: EventDto): string {
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event';
  return `${what}-${slug}-${INDIA_DAY.format(new Date(event.eventDate))}.csv`;
}
