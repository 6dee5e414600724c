import { gzipSync } from 'node:zlib';
import { tinyPng } from './fixtures/files';

/**
 * The catalogue of hostile inputs behind e2e/api/hostile-input.spec.ts: the routes the gateway documents at
 * /api/docs-json, and for each one every bad value, body and path parameter to send it, with whether the
 * route must refuse it.
 */

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
export const MB = 1024 * 1024;
export const NUL = 'a\u0000b';
export const LONE_SURROGATE = 'a\uD800b';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  type?: string;
  format?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
}

export interface Route {
  method: string;
  /** As documented, e.g. /api/members/{id}. */
  path: string;
  pathParams: string[];
  queryParams: Record<string, Schema>;
  /** Documented JSON body fields, with their schemas. */
  jsonFields?: Record<string, Schema>;
  /** Documented multipart fields: text fields and file fields. */
  multipart?: { text: string[]; files: string[] };
}

export interface Input {
  label: string;
  /** Query string without '?', or path params replaced. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** 'refuse': must get a 4xx with a JSON message; 'harmless': may also pass (below 400). Never a 5xx. */
  expect: 'refuse' | 'harmless';
  /** When set, the refusal must be a 400 whose `errors` name this field (whoever asks, whatever the path). */
  field?: string;
}

export type Caller = 'admin' | 'anonymous';

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Record<string, Schema> {
  if (!schema) return {};
  if (schema.$ref) return resolve(components[schema.$ref.split('/').pop()!], components);
  const own = schema.properties ?? {};
  return Object.assign({}, ...(schema.allOf ?? []).map((part) => resolve(part, components)), own);
}

export function routesOf(docs: any): Route[] {
  const components = (docs.components?.schemas ?? {}) as Record<string, Schema>;
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(docs.paths as Record<string, Record<string, any>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = (operation.parameters ?? []) as Array<{ in: string; name: string; schema?: Schema }>;
      const content = (operation.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const route: Route = {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
      };
      if (content['application/json']) {
        const fields = resolve(content['application/json'].schema, components);
        route.jsonFields = Object.fromEntries(Object.entries(fields).filter(([, s]) => s.format !== 'binary'));
      }
      if (content['multipart/form-data']) {
        const fields = resolve(content['multipart/form-data'].schema, components);
        route.multipart = {
          text: Object.keys(fields).filter((name) => fields[name].format !== 'binary'),
          files: Object.keys(fields).filter((name) => fields[name].format === 'binary'),
        };
      }
      routes.push(route);
    }
  }
  return routes;
}

let serial = 0;

/** A value the field's schema would take, so that only the hostile field is wrong. */
function plausible(schema: Schema): unknown {
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
const FIELD_VALUES: Array<{ label: string; value: unknown }> = [
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
const isNumberDue = (name: string, schema: Schema) =>
  isNumeric(schema) || (!schema.type && UNTYPED_NUMBER_FIELDS.has(name));
const isClosed = (schema?: Schema) => isNumeric(schema) || Boolean(schema?.enum);

/**
 * Query values, each with whether a parameter of that schema must refuse it (no schema: a parameter the
 * route does not know, which it ignores). `name[a]=b` is another parameter to Express's simple parser.
 */
const QUERY_VALUES: Array<{ label: string; query: (name: string) => string; refusedBy: (schema?: Schema) => boolean }> =
  [
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
const PATH_VALUES: Array<{ label: string; value: string; unsafe: boolean }> = [
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

function multipart(
  parts: Array<{ name: string; value?: string; file?: { name: string; type: string; data: Buffer } }>,
) {
  const boundary = `----hostile${Date.now()}${serial++}`;
  const chunks = parts.map((part) =>
    Buffer.concat([
      Buffer.from(
        part.file
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`,
        'utf8',
      ),
      part.file ? part.file.data : Buffer.from(part.value ?? '', 'utf8'),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
  };
}

export const hasBody = (route: Route) => !['GET', 'HEAD'].includes(route.method);

/** The path with each parameter filled: an unknown uuid, or `values[name]` where given. */
function fill(route: Route, values: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? UNKNOWN);
}

/** Every hostile input for one route. */
export function inputsFor(route: Route): Input[] {
  const inputs: Input[] = [];
  const path = fill(route);
  const json = (label: string, body: unknown, expect: Input['expect']): Input => ({
    label,
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    expect,
  });

  // Query: every documented parameter, and one the route does not know.
  for (const name of [...Object.keys(route.queryParams), 'unexpected']) {
    for (const value of QUERY_VALUES) {
      inputs.push({
        label: `query ${name}: ${value.label}`,
        path: `${path}?${value.query(name)}`,
        expect: value.refusedBy(route.queryParams[name]) ? 'refuse' : 'harmless',
      });
    }
  }

  // Path parameters.
  for (const name of route.pathParams) {
    for (const value of PATH_VALUES) {
      inputs.push({
        label: `path ${name}: ${value.label}`,
        path: fill(route, { [name]: value.value }),
        expect: value.unsafe ? 'refuse' : 'harmless',
      });
    }
  }

  if (!hasBody(route)) return inputs;

  // JSON fields: each documented field hostile while the others look right; an undocumented one too.
  const fields = route.jsonFields ?? {};
  for (const { label, value } of FIELD_VALUES) {
    for (const name of Object.keys(fields)) {
      const body = Object.fromEntries(Object.entries(fields).map(([n, s]) => [n, plausible(s)]));
      body[name] = value;
      inputs.push(json(`field ${name}: ${label}`, body, 'refuse'));
    }
    const unsafe = value === NUL || value === LONE_SURROGATE;
    inputs.push(json(`undocumented field: ${label}`, { unexpected: value }, unsafe ? 'refuse' : 'harmless'));
    inputs.push(json(`undocumented key: ${label}`, { [`k${String(value)}`]: 1 }, unsafe ? 'refuse' : 'harmless'));
  }
  // Numbers JSON cannot hold, in every documented field and in one the route does not know: refused at the
  // gateway's door, naming the field, whoever asks (an undocumented body, e.g. the webhook's text, is refused
  // by the route itself).
  for (const literal of OUT_OF_RANGE_LITERALS) {
    for (const name of Object.keys(fields)) {
      const body = Object.fromEntries(Object.entries(fields).map(([n, s]) => [n, plausible(s)]));
      inputs.push({
        label: `field ${name}: number JSON cannot hold (${literal})`,
        path,
        headers: { 'content-type': 'application/json' },
        body: withNumberLiteral(body, name, literal),
        expect: 'refuse',
        field: name,
      });
    }
    inputs.push({
      label: `undocumented field: number JSON cannot hold (${literal})`,
      path,
      headers: { 'content-type': 'application/json' },
      body: withNumberLiteral({}, 'unexpected', literal),
      expect: 'refuse',
      field: route.jsonFields ? 'unexpected' : undefined,
    });
  }
  // Text that Number() reads as NaN or Infinity, where a number is due.
  for (const name of Object.keys(fields).filter((n) => isNumberDue(n, fields[n]))) {
    for (const text of NAN_LIKE_STRINGS) {
      const body = Object.fromEntries(Object.entries(fields).map(([n, s]) => [n, plausible(s)]));
      body[name] = text;
      inputs.push(json(`field ${name}: ${text} as text where a number is due`, body, 'refuse'));
    }
  }
  const firstText = Object.keys(fields).find((name) => !fields[name].type || fields[name].type === 'string');
  if (firstText) {
    const body = Object.fromEntries(Object.entries(fields).map(([n, s]) => [n, plausible(s)]));
    body[firstText] = 'x'.repeat(MB - 1024);
    inputs.push(json(`field ${firstText}: 1 MB string`, body, 'refuse'));
  }
  inputs.push(json('undocumented field: 1 MB string', { unexpected: 'x'.repeat(MB - 1024) }, 'harmless'));

  // Bodies that cannot be read, or are of the wrong kind.
  const refuse = (label: string, headers: Record<string, string>, body: string | Buffer): Input => ({
    label,
    path,
    headers,
    body,
    expect: 'refuse',
  });
  const asJson = { 'content-type': 'application/json' };
  inputs.push(
    refuse('malformed JSON', asJson, '{"a": '),
    refuse('JSON nested 5,000 deep (objects)', asJson, deepJson(5000)),
    refuse('JSON nested 5,000 deep (arrays)', asJson, '['.repeat(5000) + ']'.repeat(5000)),
    refuse('JSON body over the limit (1.2 MB)', asJson, JSON.stringify({ a: 'x'.repeat(1.2 * MB) })),
    refuse('JSON scalar body', asJson, '"just a string"'),
    refuse('unsupported charset', { 'content-type': 'application/json; charset=koi9' }, '{}'),
    refuse('unknown Content-Encoding', { ...asJson, 'content-encoding': 'bogus' }, '{}'),
    refuse('gzip Content-Encoding that is not gzip', { ...asJson, 'content-encoding': 'gzip' }, '{"a":1}'),
    refuse(
      'gzip bomb-ish body over the limit',
      { ...asJson, 'content-encoding': 'gzip' },
      gzipSync(Buffer.from(JSON.stringify({ a: 'x'.repeat(3 * MB) }))),
    ),
    refuse('urlencoded body with NUL', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=x%00y'),
  );
  inputs.push(
    { label: 'text/plain body', path, headers: { 'content-type': 'text/plain' }, body: 'hello', expect: 'harmless' },
    { label: 'XML body', path, headers: { 'content-type': 'application/xml' }, body: '<a>1</a>', expect: 'harmless' },
    {
      label: 'JSON array body',
      path,
      headers: asJson,
      body: '[{"a":1}]',
      expect: route.jsonFields ? 'refuse' : 'harmless',
    },
    {
      label: 'urlencoded nested deep',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `a${'[a]'.repeat(5000)}=1`,
      expect: 'harmless',
    },
  );

  // Multipart: to every route with a body; with hostile text fields where the route takes a form.
  const formFields = route.multipart?.text ?? ['unexpected'];
  for (const name of formFields) {
    for (const [label, value] of [
      ['NUL character', NUL],
      ['64 KB+ value', 'x'.repeat(70 * 1024)],
    ] as const) {
      const form = multipart([{ name, value }]);
      inputs.push({
        label: `form field ${name}: ${label}`,
        path,
        headers: { 'content-type': form.contentType },
        body: form.body,
        // A route that takes no form never reads one: whatever the form holds is harmless there.
        expect: route.multipart ? 'refuse' : 'harmless',
      });
    }
  }
  for (const file of route.multipart?.files ?? ['unexpectedFile']) {
    const hostileName = multipart([
      { name: file, file: { name: `a\u0000b${'x'.repeat(300)}.png`, type: 'image/png', data: tinyPng() } },
    ]);
    inputs.push({
      label: `file ${file}: NUL and 300 characters in its name`,
      path,
      headers: { 'content-type': hostileName.contentType },
      body: hostileName.body,
      expect: 'harmless',
    });
    const wrongType = multipart([
      { name: file, file: { name: 'x.png', type: 'image/png', data: Buffer.from('MZ\u0090 not an image') } },
    ]);
    inputs.push({
      label: `file ${file}: an executable named .png`,
      path,
      headers: { 'content-type': wrongType.contentType },
      body: wrongType.body,
      expect: route.multipart ? 'refuse' : 'harmless',
    });
  }
  const truncated = multipart([{ name: formFields[0], value: 'v' }]);
  inputs.push(
    {
      label: 'multipart without a boundary',
      path,
      headers: { 'content-type': 'multipart/form-data' },
      body: 'x',
      expect: route.multipart ? 'refuse' : 'harmless',
    },
    {
      label: 'multipart cut off in the middle',
      path,
      headers: { 'content-type': truncated.contentType },
      body: truncated.body.subarray(0, truncated.body.length - 20),
      expect: route.multipart ? 'refuse' : 'harmless',
    },
  );
  return inputs;
}
