/** Months of the dues calendar: written once in @portal/contracts (rules/months.ts). */
export { firstOfMonthInIndia, monthLabel, monthsLater } from '@portal/contracts';

/** yyyy-mm-dd as it is in India: sorts in a spreadsheet and reads the same everywhere. */
export const dayInIndia = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
