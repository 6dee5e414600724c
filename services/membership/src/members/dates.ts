const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

function realDate(y: number, m: number, d: number): Date | null {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/**
 * A calendar date typed as YYYY-MM-DD, or sent as an ISO timestamp by a date
 * picker (taken as the day it is in India, where a local midnight is the
 * previous day in UTC). Null when it is not a real date.
 */
export function parseCalendarDate(text: string): string | null {
  const value = text.trim();
  const plain = DATE_ONLY.exec(value);
  if (plain) {
    return realDate(Number(plain[1]), Number(plain[2]), Number(plain[3])) ? value : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** A point in time: YYYY-MM-DD (that day, 00:00 UTC) or an ISO timestamp. Null when invalid. */
export function parseInstant(text: string): Date | null {
  const value = text.trim();
  const plain = DATE_ONLY.exec(value);
  if (plain) return realDate(Number(plain[1]), Number(plain[2]), Number(plain[3]));
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** Today's date in India as YYYY-MM-DD. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
