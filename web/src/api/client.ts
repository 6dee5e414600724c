import createClient from 'openapi-fetch';
import type { ErrorCode, FieldError, WireError } from '@portal/contracts/shapes';
import { shownLanguage } from '../i18n/language';
import type { paths } from './generated/schema';

/**
 * The one way the web app talks to the gateway (spec part 1 §7, DESIGN §3):
 * cookies always sent, JSON bodies unless FormData, and every non-2xx answer
 * becomes an Error whose message is "<status>: <body text>".
 */

export type { ErrorCode, FieldError };

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

/** An Error that also carries the HTTP status, so callers need not re-parse the message. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** The query string of `query`: null and undefined values are left out, arrays repeat the key. */
export function queryString(query: QueryParams | undefined): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === null || value === undefined) continue;
      params.append(key, String(value));
    }
  }
  return params.toString();
}

/** Path plus query string (see queryString). */
export function buildUrl(path: string, query?: QueryParams): string {
  const search = queryString(query);
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, text, response.statusText);
}

/**
 * What openapi-fetch hands to `fetch`: the URL and the init it built. Not a `Request`, so the call is made as
 * `fetch(url, init)` with the page's own body (a FormData keeps its multipart boundary to the browser).
 */
class PlainRequest {
  constructor(
    readonly url: string,
    readonly init: RequestInit,
  ) {}

  get method(): string {
    return this.init.method ?? 'GET';
  }
}

/**
 * The headers openapi-fetch built for the call (its Content-Type: JSON bodies only, none for FormData; any the call
 * named), with JSON answers asked for and the language the page is shown in, so the server answers in it (issue 31).
 */
export function headersFor(init: RequestInit): Headers {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', shownLanguage());
  return headers;
}

async function send(request: Request): Promise<Response> {
  const { url, init } = request as unknown as PlainRequest;
  const response = await fetch(url, {
    method: init.method,
    credentials: 'include',
    headers: headersFor(init),
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The one way the web app calls the gateway: openapi-fetch typed by the description the gateway serves
 * (generated/schema.d.ts, `npm run generate:api`). Paths, parameters, bodies and answers are checked
 * against it; a failed call throws ApiRequestError before the answer is read.
 */
export const api = createClient<paths>({
  Request: PlainRequest as unknown as typeof Request,
  fetch: send,
  querySerializer: (query) => queryString(query as QueryParams),
});

/**
 * The answer of a call to `api`. Failures have thrown already; an empty body (a logged-out
 * /api/auth/user, a 204) reads as null.
 */
/** A body of files and text fields as multipart form data (openapi-fetch's `bodySerializer`). */
export function formData(body: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) if (value !== undefined && value !== null) form.append(name, value);
  return form;
}

export async function answerOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data } = await call;
  return data === undefined ? (null as T) : data;
}

/**
 * The URL of a route the browser itself opens (a download link, an image, a file upload with progress),
 * with its path parameters filled in and its query string.
 */
export function apiUrl(path: keyof paths, params?: { path?: Record<string, string>; query?: QueryParams }): string {
  const pathParams = params?.path ?? {};
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathParams[name]));
  return buildUrl(filled, params?.query);
}

/**
 * The wire error (contracts' WireError) as read back from a failed call. Its code is absent and its
 * status 0 when the answer was not the gateway's JSON (offline, DNS, CORS, a proxy's page); `message`
 * is then the raw body text or the error's own message.
 */
export type ParsedApiError = Pick<WireError, 'status' | 'message' | 'errors' | 'field'> & { code?: ErrorCode };

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** Reads the gateway's `{ status, code, message, errors?, field? }` body (WireError) back out of a thrown error. */
export function parseApiError(err: unknown): ParsedApiError {
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  const match = STATUS_PREFIX.exec(raw);
  if (!match) return { status: 0, message: raw || 'An unexpected error occurred. Please try again.' };

  const status = Number(match[1]);
  const text = match[2].trim();
  const parsed: ParsedApiError = { status, message: text };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return parsed;
  }
  if (typeof body === 'string') {
    parsed.message = body;
  } else if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    if (typeof record.code === 'string' && record.code) parsed.code = record.code as ErrorCode;
    if (typeof record.message === 'string') parsed.message = record.message;
    else if (Array.isArray(record.message)) parsed.message = record.message.map(String).join(', ');
    if (Array.isArray(record.errors)) {
      const errors = record.errors.filter(isFieldError);
      if (errors.length) parsed.errors = errors;
    }
    if (typeof record.field === 'string') parsed.field = record.field;
  }
  return parsed;
}
