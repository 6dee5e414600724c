/**
 * India time, defined once. The association works in India, which keeps one
 * offset all year (no daylight saving), so a calendar day there is a fixed
 * 24-hour span of UTC: 00:00 IST is 18:30 UTC the day before.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** The offset as ISO text, for a wall-clock time typed in India ('2026-05-10T10:00' + this). */
export const INDIA_UTC_OFFSET = '+05:30';
export const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toInstant = (value: Date | string | number): Date => (value instanceof Date ? value : new Date(value));

/** The India calendar day (YYYY-MM-DD) an instant falls on; null for an invalid instant. */
export function indiaDayOf(instant: Date | string | number): string | null {
  const time = toInstant(instant).getTime();
  return Number.isNaN(time) ? null : new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an India calendar day (YYYY-MM-DD) begins: 00:00 IST. */
export function startOfIndiaDay(day: string): Date {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`not a calendar day: ${day}`);
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - INDIA_OFFSET_MS);
}

/** The instant today began in India (00:00 IST). */
export function startOfTodayInIndia(now: Date = new Date()): Date {
  return startOfIndiaDay(todayInIndia(now));
}

/** `days` whole days (24 hours each) after an instant. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The calendar day `days` after a YYYY-MM-DD day. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from one YYYY-MM-DD day to another (negative when `to` is earlier). */
export function calendarDaysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS);
}

const indiaDayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const indiaDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** The India day of an instant as people read it: 23/11/2026. */
export function formatIndiaDay(instant: Date | number): string {
  return indiaDayFormat.format(instant);
}

/** An instant as people read it in India: 23/11/2026, 05:30 pm. */
export function formatIndiaDateTime(instant: Date | number): string {
  return indiaDateTimeFormat.format(instant);
}

const indiaClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: INDIA_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The India time of day of an instant, as a door says it: 10:02. */
export function formatIndiaTime(instant: Date | number): string {
  return indiaClockFormat.format(instant);
}

/** The part of the day a Kannada reader names before a 12-hour time (glossary: ಬೆಳಿಗ್ಗೆ 9:00, ಸಂಜೆ 6:00). */
function kannadaDayPart(hour: number): string {
  if (hour < 4) return 'ರಾತ್ರಿ';
  if (hour < 12) return 'ಬೆಳಿಗ್ಗೆ';
  if (hour < 16) return 'ಮಧ್ಯಾಹ್ನ';
  if (hour < 19) return 'ಸಂಜೆ';
  return 'ರಾತ್ರಿ';
}

/** The India time of day of an instant as a Kannada reader says it (issue 31): ಸಂಜೆ 6:30, ಬೆಳಿಗ್ಗೆ 10:02. */
export function formatIndiaTimeKannada(instant: Date | number): string {
  const [hh, mm] = indiaClockFormat.format(instant).split(':');
  const hour = Number(hh) % 24;
  return `${kannadaDayPart(hour)} ${hour % 12 === 0 ? 12 : hour % 12}:${mm}`;
}
