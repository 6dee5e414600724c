/** Indian formats for report cells: days and times as they are in India, rupees with Indian grouping. */

const TIME_ZONE = 'Asia/Kolkata';
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});
const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 23/11/2026 */
export function formatDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** 23/11/2026, 05:30 pm */
export function formatDateTime(instant: Date): string {
  return `${dayFormat.format(instant)}, ${timeFormat.format(instant).toLowerCase()}`;
}

/** 100000 → '1,00,000.00' */
export function formatAmount(rupees: number): string {
  return amountFormat.format(rupees);
}

/** The wall-clock time in India as a Date whose UTC fields carry it: spreadsheet cells have no time zone. */
export function indiaWallClock(instant: Date): Date {
  return new Date(instant.getTime() + IST_OFFSET_MS);
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

/** The calendar day it is in India, YYYY-MM-DD. */
export function calendarDayInIndia(instant: Date): string {
  return indiaWallClock(instant).toISOString().slice(0, 10);
}
