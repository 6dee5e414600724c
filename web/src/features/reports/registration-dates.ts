import { toDateInputValue } from '../../lib/format';

/**
 * The registration window is chosen as calendar days in India; the API carries instants (ISO). A start
 * date opens at 00:00 IST and an end date closes at 23:59:59.999 IST, so the whole end day is included.
 */

const IST_OFFSET = '+05:30';
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function windowStartIso(day: string | null | undefined): string | null {
  return day && DATE_ONLY.test(day) ? new Date(`${day}T00:00:00.000${IST_OFFSET}`).toISOString() : null;
}

export function windowEndIso(day: string | null | undefined): string | null {
  return day && DATE_ONLY.test(day) ? new Date(`${day}T23:59:59.999${IST_OFFSET}`).toISOString() : null;
}

/** An ISO instant (or a bare date) as the yyyy-mm-dd calendar day in India, for a date input. */
export function isoToDay(value: string | null | undefined): string {
  return toDateInputValue(value);
}
