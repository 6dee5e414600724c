/**
 * A validation rule both sides apply: the web's form rules call `test` and show
 * `message`; the server's DTO classes run the same rule through a decorator
 * (common/field-rule.decorator.ts). No decorators or Node modules here.
 */
export interface FieldRule {
  /** True when the value passes. */
  readonly test: (value: unknown) => boolean;
  /** What the user reads when it does not (spec wording where the spec gives one). */
  readonly message: string;
  /** The rule in JSON-schema words, where they can say it: the API description (/api/docs) shows it. */
  readonly schema?: RuleSchema;
}

/** JSON-schema keywords of a rule (plain data, so the web may import it too). */
export interface RuleSchema {
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly format?: string;
  readonly enum?: readonly string[];
}

export function rule(test: (value: unknown) => boolean, message: string, schema?: RuleSchema): FieldRule {
  return schema ? { test, message, schema } : { test, message };
}

/** Missing, null or only spaces: what an untouched optional field sends. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The same rule, passed by a blank value (for optional fields). */
export function optional(inner: FieldRule): FieldRule {
  return rule((value) => isBlank(value) || inner.test(value), inner.message, inner.schema);
}

/** The first rule the value fails, or null when it passes them all. */
export function firstFailure(rules: readonly FieldRule[], value: unknown): FieldRule | null {
  return rules.find((r) => !r.test(value)) ?? null;
}

export function countDigits(value: unknown): number {
  return typeof value === 'string' ? value.replace(/\D/g, '').length : 0;
}

/** At least `min` characters once the surrounding spaces are trimmed. */
export function hasMinChars(value: unknown, min: number): boolean {
  return typeof value === 'string' && value.trim().length >= min;
}

export function isOneOf(value: unknown, allowed: readonly string[]): boolean {
  return typeof value === 'string' && allowed.includes(value.trim());
}

/** Phone numbers may be typed with +91, spaces, brackets or dashes; only the digits count. */
export function isPhoneLike(value: unknown, minDigits: number): boolean {
  return typeof value === 'string' && /^[+\d\s()-]*$/.test(value.trim()) && countDigits(value) >= minDigits;
}

// name@domain.tld: no spaces, a dotted domain with a letter TLD. A plain expression (not
// validator.js's parser) so the browser and a 50,000-row import run the same check cheaply.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written yyyy-mm-dd (as a date input gives it). */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DAY.exec(value.trim());
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** A calendar day (yyyy-mm-dd) or an ISO timestamp on a real day. */
export function isDateText(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.trim();
  if (isCalendarDay(text)) return true;
  return TIMESTAMP.test(text) && isCalendarDay(text.slice(0, 10)) && !Number.isNaN(Date.parse(text));
}

/** yyyy-mm-dd (or an ISO timestamp, whose day part counts) no later than `today` (yyyy-mm-dd). */
export function isNotAfterDay(value: unknown, today: string): boolean {
  return typeof value === 'string' && isCalendarDay(value.trim().slice(0, 10)) && value.trim().slice(0, 10) <= today;
}
