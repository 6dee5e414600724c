import { figureValue, formatIndiaDateTime, formatIndiaDay, INDIA_UTC_OFFSET } from '@portal/contracts/rules';
import { LOCALE, TIME_ZONE } from './constants';

/** Everything the portal shows as money, dates or sizes goes through here so the en-IN look stays uniform. */

/** Money reads as the services write it: ₹8,25,000.00, or ₹8,25,000 where paise would be noise. */
export { addDays, formatRupees, formatRupeesWhole } from '@portal/contracts/rules';

const count = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** 1,23,456 — counts on stat cards. */
export function formatCount(value: number | string | null | undefined): string {
  const amount = figureValue(value);
  return count.format(amount ?? 0);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * dd/mm/yyyy in Asia/Kolkata. A bare calendar date ("2025-03-31") is shown as written,
 * never shifted by a time zone. Missing or invalid input gives '' (the caller picks 'Not set' etc.).
 */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = toDate(value);
  return date ? formatIndiaDay(date) : '';
}

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** hh:mm am in Asia/Kolkata (an event's start time beside its date). */
export function formatTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : '';
}

/** dd/mm/yyyy, hh:mm am in Asia/Kolkata. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? formatIndiaDateTime(date) : '';
}

const dateTimeSecondsFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});

/** dd/mm/yyyy, hh:mm:ss am in Asia/Kolkata: formatDateTime with seconds, for the audit log's order within a minute. */
export function formatDateTimeSeconds(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? dateTimeSecondsFormat.format(date) : '';
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** "5 minutes ago", "in 2 days"; `now` is injectable so tests stay deterministic. */
export function formatRelativeTime(value: Date | string | number | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const diffSeconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const future = diffSeconds < 0;
  const seconds = Math.abs(diffSeconds);
  if (seconds < 60) return future ? 'in less than a minute' : 'less than a minute ago';

  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  const months = Math.floor(days / 30);
  const years = Math.floor(days / 365);

  let text: string;
  if (minutes < 60) text = plural(minutes, 'minute');
  else if (hours < 24) text = plural(hours, 'hour');
  else if (days < 30) text = plural(days, 'day');
  else if (days < 365) text = plural(months, 'month');
  else text = plural(years, 'year');
  return future ? `in ${text}` : `${text} ago`;
}

/** Spec part 2 §9: sizes in B, KB or MB, always with two decimals ('512.00 B', '1.50 KB', '10.00 MB'). */
export function formatFileSize(bytes: number | string | null | undefined): string {
  const size = figureValue(bytes);
  if (size === null || size < 0) return '';
  if (size < 1024) return `${size.toFixed(2)} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(2)} KB`;
  return `${(size / (1024 * 1024)).toFixed(2)} MB`;
}

const calendarParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * YYYY-MM-DD (what a date input holds) for the Asia/Kolkata calendar day of a timestamp; a bare
 * date passes through unchanged. Missing or invalid input gives ''.
 */
export function toDateInputValue(value: Date | string | number | null | undefined): string {
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) return value.trim();
  }
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(calendarParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const clockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * YYYY-MM-DDTHH:mm (what a datetime-local input holds) for the Asia/Kolkata wall-clock time of a
 * timestamp, so an event at 04:30 UTC edits as 10:00 whatever the browser's own zone. Invalid gives ''.
 */
export function toDateTimeInputValue(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = Object.fromEntries(clockParts.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const DATE_TIME_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/**
 * A datetime-local value read as Asia/Kolkata time, as an ISO timestamp with its offset
 * ('2026-05-10T10:00' -> '2026-05-10T10:00:00+05:30'). Anything else passes through trimmed.
 */
export function fromDateTimeInputValue(value: string): string {
  const text = value.trim();
  if (!DATE_TIME_INPUT.test(text)) return text;
  return `${text.length === 16 ? `${text}:00` : text}${INDIA_UTC_OFFSET}`;
}

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A change in percent without its sign ('12%', '3.5%'); the caller shows the direction. */
export function formatPercent(value: number): string {
  return `${percent.format(Math.abs(value))}%`;
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A month as the API sends it ('2026-11') as a chart label ('Nov 2026'); anything else as it came. */
export function formatMonth(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  const name = match ? monthNames[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : yearMonth;
}
