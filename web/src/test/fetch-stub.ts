import { vi } from 'vitest';

export interface StubbedRequest {
  method: string;
  url: string;
  path: string;
  body: unknown;
  init: RequestInit | undefined;
}

export interface StubReply {
  status?: number;
  /** Objects are sent as JSON; strings as-is. */
  body?: unknown;
  /** Wait this long before answering, to observe loading states. */
  delayMs?: number;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

export type StubHandler = StubReply | ((request: StubbedRequest) => StubReply | Promise<StubReply>);

/**
 * Replaces global fetch with a route table keyed "METHOD /path" (query string ignored).
 * Unknown routes answer 404 so a missing stub shows up as a visible failure, not a hang.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const calls: StubbedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = new URL(url, 'http://localhost').pathname;
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep the raw string */
      }
    }
    const request: StubbedRequest = { method, url, path, body, init };
    calls.push(request);

    const handler = routes[`${method} ${path}`];
    const reply: StubReply = handler
      ? typeof handler === 'function'
        ? await handler(request)
        : handler
      : { status: 404, body: { message: `No stub for ${method} ${path}` } };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}
