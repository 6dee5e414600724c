import {
  ContentMessages,
  EventCategory,
  EventInput,
  EventRules,
  FieldError,
  FieldRule,
  firstFailure,
  INDIA_UTC_OFFSET,
  isBlank,
  isCalendarDay,
} from '@portal/contracts';
import { invalid } from '../content.exception';

/** An event's fields once read: what the repository stores. */
export interface EventValues {
  title: string;
  description: string | null;
  eventDate: Date;
  location: string | null;
  category: EventCategory;
  /** null: no limit. */
  capacity: number | null;
  isActive: boolean;
  cancelled: boolean;
}

/** What an update changes: only the fields it was sent. */
export type EventChange = Partial<EventValues>;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * An ISO date-time with its offset, or a datetime-local value (2026-12-05T10:30)
 * read as Asia/Kolkata; null for anything else, including days and hours that do
 * not exist (Date.parse would roll 30 February over into March).
 */
export function parseEventDate(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, day, hours, minutes, seconds = '00', fraction = '0', zone] = match;
  if (!isCalendarDay(day) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  // The association is in Karnataka: a date-time typed without an offset is India time.
  let offset = INDIA_UTC_OFFSET;
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.replace(':', '');
    if (Number(digits.slice(1, 3)) > 14 || Number(digits.slice(3)) > 59) return null;
    offset = `${digits.slice(0, 3)}:${digits.slice(3)}`;
  } else if (zone) {
    offset = 'Z';
  }
  const millis = fraction.padEnd(3, '0').slice(0, 3);
  const date = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Blank means nothing: null; anything else trimmed. */
const optionalText = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : isBlank(value) ? null : (value as string).trim();

/**
 * Reads the event form with the spec's rules (title and date-time required) and
 * the member events page's fields. A create needs every required field; an update
 * checks only the fields it was sent. Every failing field is named at once.
 */
export function readEventInput(input: EventInput, mode: 'create' | 'update'): EventChange {
  const errors: FieldError[] = [];
  const change: EventChange = {};
  const sent = (value: unknown) => mode === 'create' || value !== undefined;
  const check = (field: string, rules: readonly FieldRule[], value: unknown): boolean => {
    const failure = firstFailure(rules, value);
    if (failure) errors.push({ field, message: failure.message });
    return !failure;
  };

  if (sent(input.title)) {
    const title = trimmed(input.title);
    if (check('title', EventRules.title, title)) change.title = title as string;
  }
  if (sent(input.eventDate)) {
    const text = trimmed(input.eventDate);
    if (check('eventDate', EventRules.eventDate, text)) {
      const date = parseEventDate(text as string);
      if (date) change.eventDate = date;
      else errors.push({ field: 'eventDate', message: ContentMessages.eventDateInvalid });
    }
  }
  const category = trimmed(input.category);
  if (!isBlank(category)) {
    if (check('category', EventRules.category, category)) change.category = category as EventCategory;
  } else if (mode === 'create') {
    change.category = 'information';
  }
  if (input.capacity !== undefined) {
    const capacity = trimmed(input.capacity);
    if (isBlank(capacity)) change.capacity = null;
    else if (check('capacity', EventRules.capacity, capacity)) change.capacity = Number(capacity);
  } else if (mode === 'create') {
    change.capacity = null;
  }
  if (errors.length > 0) throw invalid(errors);

  const description = optionalText(input.description);
  const location = optionalText(input.location);
  if (description !== undefined || mode === 'create') change.description = description ?? null;
  if (location !== undefined || mode === 'create') change.location = location ?? null;
  if (input.isActive !== undefined || mode === 'create') change.isActive = input.isActive ?? true;
  if (input.cancelled !== undefined || mode === 'create') change.cancelled = input.cancelled ?? false;
  return change;
}
