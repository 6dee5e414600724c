import { EventAttendeesAnswer } from '@portal/contracts';
import { csvLine } from '@portal/platform';

const IN_INDIA = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
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
    lines.push(csvLine([a.memberCode, a.name, a.phone ?? '', a.email ?? '', IN_INDIA.format(new Date(a.signedUpAt))]));
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
