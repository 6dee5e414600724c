import { FieldError } from '@portal/contracts';

/**
 * Deeper than anything the portal's requests contain. A deeper value is refused before anything walks it
 * recursively (class-transformer and class-validator overflow the stack at a few thousand levels).
 */
export const MAX_INPUT_DEPTH = 32;
/** Enough to show a client what is wrong without echoing a megabyte of problems back. */
const MAX_REPORTED = 10;

export const UNSAFE_TEXT_MESSAGE = 'Contains a character that is not allowed';
export const TOO_DEEP_MESSAGE = 'Is nested too deeply';
/**
 * A number JSON cannot hold: `1e309` parses to Infinity, which JSON.stringify (and so every NATS message)
 * turns into null, silently changing the request (a seat limit of 1e309 would become "no limit").
 */
export const OUT_OF_RANGE_NUMBER_MESSAGE = 'Is a number out of range';

/** A UTF-16 surrogate without its partner: not a character, and not storable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres cannot store (NUL) or that is not well-formed Unicode (a lone surrogate). */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The strings (values and keys) of a request that must never reach a service or Postgres, numbers JSON
 * cannot hold (±Infinity, NaN), and any nesting deeper than MAX_INPUT_DEPTH, as field errors named like the validation pipe names them
 * (`address.city`, `items.0`). `field` names the value itself (a path or query parameter); an empty
 * answer means the value is safe. Class instances (e.g. a transport's context object) are not input and
 * are left alone.
 */
export function findUnsafeInput(value: unknown, field = ''): FieldError[] {
  const problems: FieldError[] = [];
  const visit = (current: unknown, path: string, depth: number): void => {
    if (problems.length >= MAX_REPORTED) return;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) problems.push({ field: path || 'body', message: UNSAFE_TEXT_MESSAGE });
      return;
    }
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) problems.push({ field: path || 'body', message: OUT_OF_RANGE_NUMBER_MESSAGE });
      return;
    }
    if (!isPlainData(current)) return;
    if (depth >= MAX_INPUT_DEPTH) {
      problems.push({ field: path || 'body', message: TOO_DEEP_MESSAGE });
      return;
    }
    for (const [key, item] of Object.entries(current)) {
      const name = path ? `${path}.${readable(key)}` : readable(key);
      if (isUnsafeText(key)) problems.push({ field: name, message: UNSAFE_TEXT_MESSAGE });
      visit(item, name, depth + 1);
      if (problems.length >= MAX_REPORTED) return;
    }
  };
  visit(value, field, 0);
  return problems.slice(0, MAX_REPORTED);
}

function isPlainData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A key as it can be shown back: without the characters that made it unsafe, and not a megabyte long. */
function readable(key: string): string {
  const shown = key.replaceAll('\u0000', '\uFFFD').replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD');
  return shown.length > 100 ? `${shown.slice(0, 100)}…` : shown;
}
