import {
  DEFAULT_LANGUAGE,
  formatIndiaDay,
  formatIndiaTimeKannada,
  INDIA_OFFSET_MS,
  INDIA_TIME_ZONE,
  Language,
} from '@portal/contracts';

/** Indian formats for report cells: days and times as they are in India, rupees come from @portal/contracts' formatRupees. */

const TIME_ZONE = INDIA_TIME_ZONE;

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** 23/11/2026 */
export function formatDay(instant: Date): string {
  return formatIndiaDay(instant);
}

/** 23/11/2026, 05:30 pm (23/11/2026, ಸಂಜೆ 5:30 in Kannada) */
export function formatDateTime(instant: Date, language: Language = DEFAULT_LANGUAGE): string {
  const time = language === 'kn' ? formatIndiaTimeKannada(instant) : timeFormat.format(instant).toLowerCase();
  return `${formatIndiaDay(instant)}, ${time}`;
}

/** The wall-clock time in India as a Date whose UTC fields carry it: spreadsheet cells have no time zone. */
export function indiaWallClock(instant: Date): Date {
  return new Date(instant.getTime() + INDIA_OFFSET_MS);
}

/** Midnight (UTC fields) of the day it is in India: a spreadsheet date cell with no time part. */
export function indiaDay(instant: Date): Date {
  const wall = indiaWallClock(instant);
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()));
}

/** '2025-04-01' → '01/04/2025' (a calendar day needs no zone). */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
