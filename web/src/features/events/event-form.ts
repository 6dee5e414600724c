import type { Rule } from 'antd/es/form';
import { EventCategories, type EventCategory } from '@portal/contracts/shapes';
import { ContentMessages, EventRules, firstFailure, type FieldRule } from '@portal/contracts/rules';
import type { AdminEventsTexts } from '../../i18n/admin-events';
import eventTexts from '../../i18n/locales/en/admin/events.json';
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
  t?: AdminEventsTexts,
): string | null {
  const at = eventDate ? Date.parse(eventDate) : NaN;
  if (Number.isNaN(at) || at > now.getTime()) return null;
  if (editing && Date.parse(editing.eventDate) === at) return null;
  if (t) return t(editing ? 'form.pastSave' : 'form.pastCreate');
  return `This date is in the past: ${editing ? 'save' : 'create'} anyway?`;
}

/** The contracts' shared rules as one Ant Design rule: the first that fails gives the field's message. */
export function antRules(rules: readonly FieldRule[], say: (message: string) => string = (message) => message): Rule[] {
  return [
    {
      validator: (_rule, value) => {
        const failed = firstFailure(rules, typeof value === 'string' ? value.trim() : value);
        return failed ? Promise.reject(new Error(say(failed.message))) : Promise.resolve();
      },
    },
  ];
}

/** The form's rules; `say` gives a failed rule's message in the page's language (the spec's English by default). */
export function eventFormRules(say?: (message: string) => string) {
  return {
    title: antRules(EventRules.title, say),
    eventDate: antRules(EventRules.eventDate, say),
    category: antRules(EventRules.category, say),
    capacity: antRules(EventRules.capacity, say),
  };
}

export const EVENT_FORM_RULES = eventFormRules();

type RuleKey = keyof typeof eventTexts.rules;
const RULE_KEYS = Object.keys(eventTexts.rules) as RuleKey[];

/** A message of the contracts' event rules (or the server's) in the page's language; other texts as they came. */
export function eventRuleText(t: AdminEventsTexts, message: string): string {
  const key = RULE_KEYS.find((k) => ContentMessages[k] === message);
  return key ? t(`rules.${key}`) : message;
}
