import { toDateInputValue } from '../../lib/format';

/**
 * The registration window is stored as instants; membership computes them from the calendar days the
 * admin picks (00:00 of the first, the last millisecond of the last, in India). The form shows them
 * back as those days.
 */
export function isoToDay(value: string | null | undefined): string {
  return toDateInputValue(value);
}
