import type { Rule } from 'antd/es/form';
import { EventCategories, type EventCategory } from '@portal/contracts/shapes';
import { EventRules, firstFailure, type FieldRule } from '@portal/contracts/rules';
import type { ContentEvent, EventInput } from '../../api/content';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../lib/format';

/** The add/edit event dialog's fields (spec part 1 §2 and §5, plus category, capacity and visibility). */
export interface EventFormValues {
  title: string;
  description: string;
  /** A datetime-local value, read as Asia/Kolkata time. */
  eventDate: string;
  location: string;
  category: EventCategory;
  /** Digits, or '' for no limit. */
  capacity: string;
  isActive: boolean;
}

export const EVENT_FORM_FIELDS = [
  'title',
  'description',
  'eventDate',
  'location',
  'category',
  'capacity',
  'isActive',
] as const satisfies readonly (keyof EventFormValues)[];

export function emptyEventForm(): EventFormValues {
  return {
    title: '',
    description: '',
    eventDate: '',
    location: '',
    category: EventCategories[0],
    capacity: '',
    isActive: true,
  };
}

export function eventToForm(event: ContentEvent): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    eventDate: toDateTimeInputValue(event.eventDate),
    location: event.location ?? '',
    category: event.category,
    capacity: event.capacity === null ? '' : String(event.capacity),
    isActive: event.isActive,
  };
}

const textOrNull = (value: string | undefined) => (value ?? '').trim() || null;

export function toEventInput(values: EventFormValues): EventInput {
  const capacity = (values.capacity ?? '').toString().trim();
  return {
    title: (values.title ?? '').trim(),
    description: textOrNull(values.description),
    eventDate: fromDateTimeInputValue(values.eventDate ?? ''),
    location: textOrNull(values.location),
    category: values.category,
    capacity: capacity === '' ? null : Number(capacity),
    isActive: values.isActive,
  };
}

/** The event as it is, with its cancellation changed: the PUT carries every field, so nothing else moves. */
export function cancellationInput(event: ContentEvent, cancelled: boolean): EventInput {
  return {
    title: event.title,
    description: event.description,
    eventDate: event.eventDate,
    location: event.location,
    category: event.category,
    capacity: event.capacity,
    isActive: event.isActive,
    cancelled,
  };
}

/**
 * What the admin is asked before saving an event dated in the past: "This date is in the past: create anyway?"
 * (or "save anyway?" when an edit moves an event into the past). Null for a date to come, or an edit that keeps
 * the date it had.
 */
export function pastDateQuestion(
  eventDate: string | undefined,
  editing: Pick<ContentEvent, 'eventDate'> | null,
  now: Date = new Date(),
): string | null {
  const at = eventDate ? Date.parse(eventDate) : NaN;
  if (Number.isNaN(at) || at > now.getTime()) return null;
  if (editing && Date.parse(editing.eventDate) === at) return null;
  return `This date is in the past: ${editing ? 'save' : 'create'} anyway?`;
}

/** The contracts' shared rules as one Ant Design rule: the first that fails gives the field's message. */
export function antRules(rules: readonly FieldRule[]): Rule[] {
  return [
    {
      validator: (_rule, value) => {
        const failed = firstFailure(rules, typeof value === 'string' ? value.trim() : value);
        return failed ? Promise.reject(new Error(failed.message)) : Promise.resolve();
      },
    },
  ];
}

export const EVENT_FORM_RULES = {
  title: antRules(EventRules.title),
  eventDate: antRules(EventRules.eventDate),
  category: antRules(EventRules.category),
  capacity: antRules(EventRules.capacity),
};
