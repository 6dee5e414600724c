import type { ErrorCode, FieldError, WireError } from '@portal/contracts/shapes';

/**
 * The one way the web app talks to the gateway (spec part 1 §7, DESIGN §3):
 * cookies always sent, JSON bodies unless FormData, and every non-2xx answer
 * becomes an Error whose message is "<status>: <body text>".
 */

export type { ErrorCode, FieldError };

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** Path plus query string; null and undefined values are left out, arrays repeat the key. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === null || value === undefined) continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiRequestError(response.status, text, response.statusText);
}

async function parseJson<T>(response: Response): Promise<T> {
  // 204s and empty bodies (e.g. a logged-out /api/auth/user) read as null.
  const text = await response.text();
  if (!text.trim()) return null as T;
  return JSON.parse(text) as T;
}

/** Low-level request: answers the raw Response after the status check (for downloads). */
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json' } };
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return parseJson<T>(response);
}

export function apiGet<T>(path: string, query?: QueryParams): Promise<T> {
  return apiJson<T>('GET', buildUrl(path, query));
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiJson<T>('POST', path, body);
}

export function apiPut<T>(path: string, body?: unknown): Promise<T> {
  return apiJson<T>('PUT', path, body);
}

export function apiDelete<T>(path: string, body?: unknown): Promise<T> {
  return apiJson<T>('DELETE', path, body);
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
