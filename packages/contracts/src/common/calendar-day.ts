import { IsISO8601, IsOptional, IsString, Matches } from 'class-validator';

/** YYYY-MM-DD: a calendar day, taken as that day in India by whoever filters on it. */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional YYYY-MM-DD that is a real day (2025-02-31 is refused here, before it could reach
 * Postgres as a cast that fails).
 */
export function IsOptionalCalendarDay(): PropertyDecorator {
  return (target, key) => {
    const message = `${String(key)} must be a date as YYYY-MM-DD`;
    IsOptional()(target, key);
    IsString({ message })(target, key);
    Matches(CALENDAR_DAY, { message })(target, key);
    IsISO8601({ strict: true }, { message })(target, key);
  };
}
