import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { freePort } from '@portal/testing';
import { JsonLogger } from '../logging/json-logger';
import { MetricsEndpoint } from './metrics-endpoint';
import { PortalMetrics } from './portal-metrics';

const TOKEN = 'endpoint-spec-token-0123456789abcdef';
const logger = new JsonLogger('membership', 'error');
const sources = {
  outbox: async () => ({ backlog: 4, oldestAgeSeconds: 12 }),
  consumers: async () => [{ durable: 'membership-renewal-fees', pending: 2, ackPending: 0 }],
};

describe('MetricsEndpoint', () => {
  it('serves the service’s outbox and consumer lag, labelled with the service, and stops serving at shutdown', async () => {
    const metrics = new PortalMetrics();
    const port = await freePort();
    const sut = new MetricsEndpoint(
      'membership',
      { METRICS_PORT: port, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN },
      logger,
      sources,
      metrics,
    );
    await sut.onApplicationBootstrap();
    const url = `http://127.0.0.1:${port}/metrics`;
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      const text = await res.text();
      assert.equal(res.status, 200);
      assert.match(text, /^portal_outbox_backlog\{service="membership"\} 4$/m);
      assert.match(text, /^portal_outbox_oldest_age_seconds\{service="membership"\} 12$/m);
      assert.match(text, /^portal_consumer_pending\{durable="membership-renewal-fees",service="membership"\} 2$/m);
      assert.match(text, /^process_resident_memory_bytes\{service="membership"\} \d+/m);
      assert.equal((await fetch(url)).status, 401);
    } finally {
      await sut.onApplicationShutdown();
    }
    await assert.rejects(fetch(url), 'nothing listens after shutdown');
    assert.doesNotMatch((await metrics.exposition()).body, /^portal_outbox_backlog\{/m, 'the outbox is no longer read');
  });

  it('opens no port and reads nothing while METRICS_PORT is 0 (npm start and the tests unless set)', async () => {
    const metrics = new PortalMetrics();
    let reads = 0;
    const sut = new MetricsEndpoint(
      'membership',
      { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1' },
      logger,
      {
        outbox: async () => {
          reads++;
          return { backlog: 0, oldestAgeSeconds: 0 };
        },
        consumers: sources.consumers,
      },
      metrics,
    );
    await sut.onApplicationBootstrap();
    await metrics.exposition();
    await sut.onApplicationShutdown();
    assert.equal(reads, 0);
  });
});
