import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What the messaging providers' stand-ins (WhatsApp Cloud, MSG91 SMS) share besides their store
 * (message-store.ts): the HTTP server they answer on and the webhook poster that tells the portal what happened.
 */

export interface ServedStandIn {
  port: number;
  url: string;
  /** Closes the server and every open connection (a fault test stops it mid-request). */
  close(): Promise<void>;
}

/**
 * Serves `handle` on `host:port` (0 picks a free port); a request it throws on gets a 400 with `invalidRequest`
 * (each provider's own error shape) instead of a hang.
 */
export async function serveStandIn(
  host: string,
  port: number,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  invalidRequest: unknown,
): Promise<ServedStandIn> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(invalidRequest));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    port: bound,
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface WebhookPoster {
  /** POSTs `payload` as JSON to the webhook, tried again on a non-2xx answer or a network error; none: nothing. */
  post(payload: unknown): Promise<void>;
  /** Waits for every delivery under way (stopping the stand-in waits for them). */
  settle(): Promise<void>;
}

export function webhookPoster(options: {
  url: string | undefined;
  attempts: number;
  retryMs: number;
  /** Headers that depend on the body (WhatsApp signs it). */
  headersFor?: (body: string) => Record<string, string>;
}): WebhookPoster {
  const inFlight = new Set<Promise<void>>();

  async function deliver(url: string, payload: unknown): Promise<void> {
    const body = JSON.stringify(payload);
    const headers = { 'content-type': 'application/json', ...options.headersFor?.(body) };
    for (let attempt = 1; attempt <= options.attempts; attempt++) {
      try {
        const response = await fetch(url, { method: 'POST', headers, body });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // network error: tried again below
      }
      if (attempt < options.attempts) await new Promise((resolve) => setTimeout(resolve, options.retryMs));
    }
  }

  return {
    post(payload) {
      if (!options.url) return Promise.resolve();
      const work = deliver(options.url, payload);
      inFlight.add(work);
      return work.finally(() => inFlight.delete(work));
    },
    settle: async () => {
      await Promise.allSettled([...inFlight]);
    },
  };
}
