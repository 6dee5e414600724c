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
  /** Answer only once this settles (see heldAnswer), to observe loading states. */
  until?: Promise<unknown>;
  /** Extra response headers. */
  headers?: Record<string, string>;
}

/**
 * An answer the test releases once it has seen the waiting state: `{ ...reply, until: held.until }`, then
 * `held.release()`. Unlike a delay, it holds as long as the test needs, however slow the machine.
 */
export function heldAnswer(): { until: Promise<void>; release(): void } {
  let release!: () => void;
  const until = new Promise<void>((resolve) => (release = resolve));
  return { until, release };
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
    if (reply.until) await reply.until;
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

/**
 * A page of a list route that answers the bare list and its paging figures as headers
 * (GET /api/payment-records, spec part 2 §7).
 */
export function pageOf(
  items: unknown[],
  { total, page, limit }: { total: number | string; page: number; limit: number },
): StubReply {
  return {
    body: items,
    headers: { 'X-Total-Count': String(total), 'X-Page': String(page), 'X-Limit': String(limit) },
  };
}
