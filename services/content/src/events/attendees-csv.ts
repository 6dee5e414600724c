import { EventAttendeesAnswer, formatIndiaDateTime, INDIA_TIME_ZONE } from '@portal/contracts';
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
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event';
  return {
    fileName: `attendees-${slug}-${INDIA_DAY.format(new Date(event.eventDate))}.csv`,
    body: '\uFEFF' + lines.join(''),
  };
}
