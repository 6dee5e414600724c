import assert from 'node:assert/strict';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { PortalMetrics } from '@portal/platform';
import express from 'express';
import { httpMetricsMiddleware } from './http-metrics.middleware';

describe('httpMetricsMiddleware', () => {
  const metrics = new PortalMetrics();
  let server: Server;
  let base: string;

  beforeAll(async () => {
    // Mounted as main.ts mounts it, ahead of routes declared with the /api prefix as Nest declares them.
    const app = express();
    app.use('/api', httpMetricsMiddleware(metrics));
    app.use('/api/admin', (req, res, next) => (req.headers['x-refuse'] ? res.status(403).end() : next()));
    app.get('/api/members/:id', (req, res) => res.json({ id: req.params.id }));
    app.get('/api/members', (_req, res) => res.json({ items: [] }));
    app.get('/api/files/*path', (_req, res) => res.status(404).end());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const body = async () => (await metrics.exposition()).body;

  it('counts a request under its route pattern, never its URL, so member ids do not make a series each', async () => {
    await fetch(`${base}/api/members/0f8fad5b-d9cb-469f-a165-70867728950e`);
    await fetch(`${base}/api/members/7c9e6679-7425-40de-944b-e07fc1f90ae7`);
    await fetch(`${base}/api/members?page=2`);
    const text = await body();
    assert.match(text, /^portal_http_requests_total\{method="GET",route="\/api\/members\/:id",status="200"\} 2$/m);
    assert.match(text, /^portal_http_requests_total\{method="GET",route="\/api\/members",status="200"\} 1$/m);
    assert.match(
      text,
      /^portal_http_request_duration_seconds_count\{method="GET",route="\/api\/members\/:id",status="200"\} 2$/m,
    );
    assert.doesNotMatch(text, /0f8fad5b|page=2/);
  });

  it('counts requests no route answered under one label with their status, so error rates include them', async () => {
    await fetch(`${base}/api/admin/anything`, { headers: { 'x-refuse': '1' } });
    await fetch(`${base}/api/no-such-route/123`);
    await fetch(`${base}/api/files/a/b/c.pdf`);
    const text = await body();
    assert.match(text, /^portal_http_requests_total\{method="GET",route="\(unmatched\)",status="403"\} 1$/m);
    assert.match(text, /^portal_http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1$/m);
    assert.match(text, /^portal_http_requests_total\{method="GET",route="\/api\/files\/\*path",status="404"\} 1$/m);
    assert.doesNotMatch(text, /no-such-route|c\.pdf/);
  });
});
