import { Schema } from './hostile-routes';

/**
 * The hostile values the sweep (hostile-inputs.ts) puts in fields, query parameters and path parameters, with
 * which schemas must refuse each; the payment and number tests use some of them directly.
 */

export const MB = 1024 * 1024;
export const NUL = 'a\u0000b';
export const LONE_SURROGATE = 'a\uD800b';

let serial = 0;

/** A value the field's schema would take, so that only the hostile field is wrong. */
export function plausible(schema: Schema): unknown {
  serial += 1;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
  }
  if (schema.format === 'email') return `hostile${serial}@e2e.test`;
  if (schema.format === 'date' || schema.format === 'date-time') return '2024-01-15';
  const text = `Hostile${serial}`.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

/** Values no documented field takes (it must refuse each); an undocumented field must refuse only NUL and lone surrogates. */
export const FIELD_VALUES: Array<{ label: string; value: unknown }> = [
  { label: 'NUL character', value: NUL },
  { label: 'lone surrogate', value: LONE_SURROGATE },
  { label: 'number out of range', value: 1e308 },
  { label: 'huge negative number', value: -1e20 },
  { label: 'array instead of a string', value: ['a', 'b'] },
  { label: 'object instead of a string', value: { $ne: null } },
];

/**
 * Numbers JSON cannot hold, written as they arrive in a body: JSON.parse makes them ±Infinity, which
 * JSON.stringify (and so the way to a service) would turn into null. Every field of every route refuses them.
 */
export const OUT_OF_RANGE_LITERALS = ['1e309', '-1e309', '1E400'] as const;

const OUT_OF_RANGE = '\u0000out-of-range\u0000';

/** `body` as JSON text with the value of `field` written as the bare number literal (JSON.stringify cannot). */
export function withNumberLiteral(body: Record<string, unknown>, field: string, literal: string): string {
  return JSON.stringify({ ...body, [field]: OUT_OF_RANGE }).replace(JSON.stringify(OUT_OF_RANGE), literal);
}

/** Text that reads as a number to Number() but is none a field due a number may take. */
export const NAN_LIKE_STRINGS = ['NaN', 'Infinity', '-Infinity', '1e309', '-1e309'] as const;

/**
 * Body fields due a number whose documented schema leaves the type open (they also take digits as text:
 * an amount '200.00', a capacity '50'); fields documented as number or integer are found by their type.
 */
const UNTYPED_NUMBER_FIELDS = new Set(['amount', 'capacity']);

const isNumeric = (schema?: Schema) => schema?.type === 'integer' || schema?.type === 'number';
export const isNumberDue = (name: string, schema: Schema) =>
  isNumeric(schema) || (!schema.type && UNTYPED_NUMBER_FIELDS.has(name));
export const isClosed = (schema?: Schema) => isNumeric(schema) || Boolean(schema?.enum);

/**
 * Query values, each with whether a parameter of that schema must refuse it (no schema: a parameter the
 * route does not know, which it ignores). `name[a]=b` is another parameter to Express's simple parser.
 */
export const QUERY_VALUES: Array<{
  label: string;
  query: (name: string) => string;
  refusedBy: (schema?: Schema) => boolean;
}> = [
  { label: 'NUL character', query: (name) => `${name}=a%00b`, refusedBy: () => true },
  { label: 'number out of range (1e20)', query: (name) => `${name}=1e20`, refusedBy: isClosed },
  { label: 'number out of range (20 digits)', query: (name) => `${name}=99999999999999999999`, refusedBy: isClosed },
  { label: 'negative number', query: (name) => `${name}=-1`, refusedBy: isClosed },
  ...NAN_LIKE_STRINGS.map((text) => ({
    label: `number JSON cannot hold (${text})`,
    query: (name: string) => `${name}=${encodeURIComponent(text)}`,
    refusedBy: isClosed,
  })),
  {
    label: '8 KB string',
    query: (name) => `${name}=${'x'.repeat(8 * 1024)}`,
    refusedBy: (schema) => isClosed(schema) || (schema?.maxLength ?? Infinity) < 8 * 1024,
  },
  { label: 'array instead of a string', query: (name) => `${name}=a&${name}=b`, refusedBy: (schema) => !!schema },
  { label: 'object instead of a string', query: (name) => `${name}[a]=b`, refusedBy: () => false },
  { label: 'nested 5,000 deep', query: (name) => `${name}${'[a]'.repeat(5000)}=b`, refusedBy: () => false },
];

/** Path parameter values, percent-encoded as a client would send them. */
export const PATH_VALUES: Array<{ label: string; value: string; unsafe: boolean }> = [
  { label: 'NUL character', value: 'a%00b', unsafe: true },
  { label: 'lone surrogate (CESU-8)', value: '%ED%A0%80', unsafe: true },
  { label: 'invalid UTF-8', value: '%FF%FE', unsafe: true },
  { label: 'number out of range', value: '99999999999999999999', unsafe: false },
  { label: '8 KB string', value: 'x'.repeat(8 * 1024), unsafe: false },
  { label: 'path traversal', value: '..%2F..%2Fetc%2Fpasswd', unsafe: false },
  { label: 'SQL', value: "1'%20OR%20'1'%3D'1", unsafe: false },
];

export function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}
