import { indiaDayOf } from '@portal/contracts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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
  return indiaDayOf(instant);
}

const DAY_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * A calendar date as a spreadsheet saved in the en-IN locale writes it: day
 * first, DD/MM/YYYY, DD-MM-YYYY or DD.MM.YYYY; or YYYY-MM-DD. Answers
 * YYYY-MM-DD, or null when it is not a real date (31/02/1990).
 */
export function parseSpreadsheetDate(text: string): string | null {
  const value = text.trim();
  const dayFirst = DAY_FIRST.exec(value);
  if (!dayFirst) return DATE_ONLY.test(value) ? parseCalendarDate(value) : null;
  const [day, month, year] = [Number(dayFirst[1]), Number(dayFirst[3]), Number(dayFirst[4])];
  return realDate(year, month, day)?.toISOString().slice(0, 10) ?? null;
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
