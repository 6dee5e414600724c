import { INDIA_UTC_OFFSET, isCalendarDay } from '@portal/contracts';

/**
 * The registration window is chosen as calendar days in India. A start day
 * opens at 00:00 IST and an end day closes at 23:59:59.999 IST, so the whole
 * end day is included. An ISO instant (what older clients send) is kept as given.
 */

function boundary(value: string | null | undefined, time: string): Date | null {
  const text = value?.trim();
  if (!text) return null;
  return new Date(isCalendarDay(text) ? `${text}T${time}${INDIA_UTC_OFFSET}` : text);
}

export function windowStart(value: string | null | undefined): Date | null {
  return boundary(value, '00:00:00.000');
}

export function windowEnd(value: string | null | undefined): Date | null {
  return boundary(value, '23:59:59.999');
}
