import assert from 'node:assert/strict';
import { afterEach, describe, it } from '@jest/globals';
import { MetricsServer, startMetricsServer } from './metrics-server';
import { PortalMetrics } from './portal-metrics';

const TOKEN = 'a-metrics-token-0123456789abcdef';

describe('startMetricsServer', () => {
  const started: MetricsServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.close()));
  });

  async function serve(token?: string) {
    const metrics = new PortalMetrics();
    metrics.rpcHandled.inc({ subject: 'content.health', outcome: 'ok' });
    const sut = await startMetricsServer({ metrics, host: '127.0.0.1', port: 0, token });
    started.push(sut);
    const get = (path = '/metrics', headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${sut.port}${path}`, { headers });
    return { sut, get };
  }

  it('answers Prometheus with the metrics when the scrape sends the token', async () => {
    const { get } = await serve(TOKEN);
    const res = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
    assert.match(await res.text(), /^portal_rpc_handled_total\{subject="content.health",outcome="ok"\} 1$/m);
  });

  it('refuses a scrape without the token or with another one (401), so the metrics stay private', async () => {
    const { get } = await serve(TOKEN);
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ];
    for (const headers of attempts) {
      const res = await get('/metrics', headers);
      assert.equal(res.status, 401, JSON.stringify(headers));
      assert.equal(res.headers.get('www-authenticate'), 'Bearer realm="metrics"');
      assert.doesNotMatch(await res.text(), /portal_rpc_handled_total/);
    }
  });

  it('answers without a token when none is configured (npm start, tests)', async () => {
    const { get } = await serve();
    assert.equal((await get()).status, 200);
  });

  it('serves nothing but GET /metrics', async () => {
    const { sut, get } = await serve(TOKEN);
    assert.equal((await get('/', { authorization: `Bearer ${TOKEN}` })).status, 404);
    assert.equal((await get('/metrics/../health', { authorization: `Bearer ${TOKEN}` })).status, 404);
    const post = await fetch(`http://127.0.0.1:${sut.port}/metrics`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(post.status, 405);
  });

  it('fails to start on a port that is taken, so a service with a clashing METRICS_PORT does not start half-watched', async () => {
    const { sut } = await serve();
    await assert.rejects(
      startMetricsServer({ metrics: new PortalMetrics(), host: '127.0.0.1', port: sut.port }),
      /EADDRINUSE/,
    );
  });
});
