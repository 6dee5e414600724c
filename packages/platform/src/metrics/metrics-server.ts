import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { PortalMetrics } from './portal-metrics';

export interface MetricsServerOptions {
  metrics: PortalMetrics;
  /** METRICS_HOST: 127.0.0.1 unless a scraper in another container must reach it (compose: 0.0.0.0). */
  host: string;
  /** METRICS_PORT; 0 takes a free port (tests). */
  port: number;
  /** METRICS_TOKEN: when set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
}

export interface MetricsServer {
  /** The port it listens on. */
  port: number;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time (over digests, so the lengths do not show either). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]), digest(token));
}

function answer(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(`${text}\n`);
}

/**
 * `GET /metrics` on a port of its own (plain node:http, nothing of the service's HTTP or NATS), for Prometheus
 * (README: Metrics). Not the public port: compose does not publish it, and with METRICS_TOKEN set a scrape
 * without the token is answered 401.
 */
export async function startMetricsServer(options: MetricsServerOptions): Promise<MetricsServer> {
  const { metrics, token } = options;
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return answer(res, 404, 'Not found: the metrics are at GET /metrics');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Method not allowed', { allow: 'GET' });
    if (token && !bearerMatches(req.headers.authorization, token)) {
      return answer(res, 401, 'Unauthorized: send Authorization: Bearer <METRICS_TOKEN>', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    const { contentType, body } = await metrics.exposition();
    res.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) answer(res, 500, 'Metrics could not be collected');
      else res.destroy();
    });
  });
  // Scrapes are short; a client that keeps a connection open must not hold the service's shutdown.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
