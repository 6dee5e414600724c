import { gzipSync } from 'node:zlib';
import { tinyPng } from './fixtures/files';
import { fill, hasBody, Route } from './hostile-routes';
import {
  deepJson,
  FIELD_VALUES,
  isNumberDue,
  LONE_SURROGATE,
  MB,
  NAN_LIKE_STRINGS,
  NUL,
  OUT_OF_RANGE_LITERALS,
  PATH_VALUES,
  plausible,
  QUERY_VALUES,
  withNumberLiteral,
} from './hostile-values';

/**
 * The catalogue of hostile inputs behind e2e/api/hostile-input.spec.ts: for each route the gateway documents
 * (hostile-routes.ts), every bad value (hostile-values.ts), body and path parameter to send it, with whether the
 * route must refuse it.
 */

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

let boundaries = 0;

function multipart(
  parts: Array<{ name: string; value?: string; file?: { name: string; type: string; data: Buffer } }>,
) {
  const boundary = `----hostile${Date.now()}${boundaries++}`;
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

// Bodies that are the same for every route are made once: compressing 3 MB took 15-40 ms a route, each sweep.
let overLimit: string | undefined;
const overLimitJson = () => (overLimit ??= JSON.stringify({ a: 'x'.repeat(1.2 * MB) }));
let bomb: Buffer | undefined;
const gzipBomb = () => (bomb ??= gzipSync(Buffer.from(JSON.stringify({ a: 'x'.repeat(3 * MB) }))));

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
    refuse('JSON body over the limit (1.2 MB)', asJson, overLimitJson()),
    refuse('JSON scalar body', asJson, '"just a string"'),
    refuse('unsupported charset', { 'content-type': 'application/json; charset=koi9' }, '{}'),
    refuse('unknown Content-Encoding', { ...asJson, 'content-encoding': 'bogus' }, '{}'),
    refuse('gzip Content-Encoding that is not gzip', { ...asJson, 'content-encoding': 'gzip' }, '{"a":1}'),
    refuse('gzip bomb-ish body over the limit', { ...asJson, 'content-encoding': 'gzip' }, gzipBomb()),
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
