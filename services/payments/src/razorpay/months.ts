/** Months of the dues calendar, as days written yyyy-mm-01 in India's time zone. */

const parts = (date: Date) => {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(date)
    .split('-')
    .map(Number);
  return { year, month };
};

/** The first day of the month `date` falls in, in India: 2026-11-01. */
export function firstOfMonthInIndia(date: Date): string {
  const { year, month } = parts(date);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** yyyy-mm-01 plus `n` months. */
export function monthsLater(first: string, n: number): string {
  const [year, month] = first.split('-').map(Number);
  const index = year * 12 + (month - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const LABEL = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const label = (first: string) => LABEL.format(new Date(`${first}T00:00:00Z`));

/** 'November 2026', or 'November 2026 – January 2027' for several months. */
export function monthLabel(first: string, months: number): string {
  return months > 1 ? `${label(first)} – ${label(monthsLater(first, months - 1))}` : label(first);
}

/** yyyy-mm-dd as it is in India: sorts in a spreadsheet and reads the same everywhere. */
export const dayInIndia = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
