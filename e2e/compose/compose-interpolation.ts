import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * Docker Compose's variable interpolation (compose-go's template rules), so a test can fill in
 * docker-compose.yml as `docker compose config` would without a Docker engine:
 * `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`,
 * `${VAR:+alternative}`, `${VAR+alternative}` (defaults may nest) and `$$` for a literal `$`.
 * Values are interpolated, keys are not. Unlike Compose, which stops at the first missing variable,
 * every missing one is collected, so one run names them all.
 */

export type Environment = Readonly<Record<string, string | undefined>>;

export interface MissingVariable {
  name: string;
  /** The `:?`/`?` message of the first place that requires it ('' when it gives none). */
  message: string;
}

export class ComposeInterpolationError extends Error {
  constructor(
    readonly missing: readonly MissingVariable[],
    readonly invalid: readonly string[],
  ) {
    super(
      [
        ...missing.map(({ name, message }) =>
          message
            ? `required variable ${name} is missing a value: ${message}`
            : `required variable ${name} is missing a value`,
        ),
        ...invalid,
      ].join('\n'),
    );
    this.name = 'ComposeInterpolationError';
  }
}

const NAME = /^[_a-zA-Z][_a-zA-Z0-9]*/;
const BRACED = /^([_a-zA-Z][_a-zA-Z0-9]*)(?:(:?[-?+])([\s\S]*))?$/;

interface Problems {
  missing: Map<string, string>;
  invalid: string[];
}

/** Index of the `}` closing the `${` that starts at `open`, counting nested `${…}`; -1 when unclosed. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '$' && text[i + 1] === '$') i++;
    else if (text[i] === '$' && text[i + 1] === '{') {
      depth++;
      i++;
    } else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

function substitute(template: string, env: Environment, where: string, problems: Problems): string {
  let out = '';
  let i = 0;
  while (i < template.length) {
    const at = template.indexOf('$', i);
    if (at < 0) return out + template.slice(i);
    out += template.slice(i, at);
    const next = template[at + 1];
    if (next === '$') {
      out += '$';
      i = at + 2;
    } else if (next === '{') {
      const end = closingBrace(template, at);
      if (end < 0) {
        problems.invalid.push(`invalid template at ${where}: "${template}" (unclosed \${)`);
        return out;
      }
      out += expand(template.slice(at + 2, end), env, where, problems);
      i = end + 1;
    } else {
      const name = NAME.exec(template.slice(at + 1))?.[0];
      if (name === undefined) {
        problems.invalid.push(`invalid template at ${where}: "${template}" (write $$ for a literal $)`);
        return out;
      }
      out += env[name] ?? '';
      i = at + 1 + name.length;
    }
  }
  return out;
}

function expand(body: string, env: Environment, where: string, problems: Problems): string {
  const match = BRACED.exec(body);
  if (!match) {
    problems.invalid.push(`invalid template at ${where}: "\${${body}}"`);
    return '';
  }
  const [, name, operator, argument = ''] = match;
  const value = env[name];
  const unset = value === undefined;
  const emptyOrUnset = unset || value === '';
  const nested = () => substitute(argument, env, where, problems);
  switch (operator) {
    case undefined:
      return value ?? '';
    case ':-':
      return emptyOrUnset ? nested() : value;
    case '-':
      return unset ? nested() : value;
    case ':+':
      return emptyOrUnset ? '' : nested();
    case '+':
      return unset ? '' : nested();
    default: {
      // ':?' and '?'
      if (operator === ':?' ? emptyOrUnset : unset) {
        const message = nested();
        if (!problems.missing.has(name)) problems.missing.set(name, message);
      }
      return value ?? '';
    }
  }
}

function walk(node: unknown, env: Environment, where: string, problems: Problems): unknown {
  if (typeof node === 'string') return substitute(node, env, where, problems);
  if (Array.isArray(node)) return node.map((item, index) => walk(item, env, `${where}[${index}]`, problems));
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, walk(value, env, where ? `${where}.${key}` : key, problems)]),
    );
  return node;
}

/** Interpolates every string value under `node`; throws ComposeInterpolationError naming each missing variable. */
export function interpolate<T>(node: T, env: Environment): T {
  const problems: Problems = { missing: new Map(), invalid: [] };
  const result = walk(node, env, '', problems) as T;
  if (problems.missing.size > 0 || problems.invalid.length > 0)
    throw new ComposeInterpolationError(
      [...problems.missing].map(([name, message]) => ({ name, message })),
      problems.invalid,
    );
  return result;
}

export interface ComposeService {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string };
  restart?: string;
  depends_on?: Record<string, { condition?: string; required?: boolean }> | string[];
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  [key: string]: unknown;
}

/** Parses a compose file (YAML merge keys resolved, as Compose does) and interpolates it with `env`. */
export function loadComposeFile(path: string, env: Environment): ComposeFile {
  return interpolate(parse(readFileSync(path, 'utf8'), { merge: true }) as ComposeFile, env);
}

/**
 * A service's container environment after interpolation. As in Compose, an entry without a value
 * (`- NAME` or `NAME:` with nothing) passes the variable through from `env`, and is left out when unset.
 */
export function serviceEnvironment(service: ComposeService, env: Environment): Record<string, string> {
  const entries: Array<[string, string | undefined]> = Array.isArray(service.environment)
    ? service.environment.map((item) => {
        const equals = item.indexOf('=');
        return equals < 0 ? [item, env[item]] : [item.slice(0, equals), item.slice(equals + 1)];
      })
    : Object.entries(service.environment ?? {}).map(([name, value]) => [
        name,
        value === null ? env[name] : String(value),
      ]);
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/**
 * The variables of an env file as Compose reads `.env`: `NAME=value` lines, `#` comments (also after an
 * unquoted value, following a space), values in single quotes taken as written, in double quotes with
 * `\n`, `\"` and `\\` unescaped. An empty value is kept as '' (set but empty).
 */
export function parseEnvFile(text: string): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*=\s*(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not NAME=value: ${raw}`);
    const [, name, rest] = match;
    let value: string;
    if (rest.startsWith("'")) {
      const end = rest.indexOf("'", 1);
      if (end < 0) throw new Error(`line ${index + 1}: unclosed single quote`);
      value = rest.slice(1, end);
    } else if (rest.startsWith('"')) {
      const end = /^"((?:[^"\\]|\\.)*)"/.exec(rest);
      if (!end) throw new Error(`line ${index + 1}: unclosed double quote`);
      value = end[1].replace(/\\(.)/g, (_all, c: string) => (c === 'n' ? '\n' : c));
    } else {
      value = rest.replace(/\s+#.*$/, '').trim();
    }
    variables[name] = value;
  }
  return variables;
}

/** Names of the variables a compose file's text refers to (`$$` escapes left out). */
export function referencedVariables(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(/\$(\$|\{?([_a-zA-Z][_a-zA-Z0-9]*))/g)) if (match[2]) names.add(match[2]);
  return [...names];
}
