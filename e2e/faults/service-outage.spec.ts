import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { waitFor } from '@portal/testing';
import { ApiClient } from '../support/http-client';
import { startTestStack, TestStack } from '../support/test-stack';

describe('a stopped service', () => {
  let stack: TestStack;

  beforeAll(async () => {
    // A process each: this file stops and restarts single services.
    stack = await startTestStack({ oneProcess: false });
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('is named by /api/health with 503, a route needing it answers 503 within 6 s, and it recovers when started again', async () => {
    const api = new ApiClient(stack.url);
    await stack.services.identity.stop();

    const health = await api.get('/api/health');
    assert.equal(health.status, 503);
    assert.deepEqual(health.json.unavailable, ['identity']);
    assert.match(health.json.message, /identity/);

    const started = Date.now();
    const login = await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    const elapsed = Date.now() - started;
    assert.equal(login.status, 503);
    assert.equal(login.json.message, 'Identity service is unavailable, please try again');
    assert.ok(elapsed < 6000, `answered in ${elapsed} ms`);

    stack.services.identity.start();
    await waitFor(async () => (await api.get('/api/health')).status === 200, {
      timeoutMs: 60_000,
      what: 'identity to come back',
    });
    const again = await api.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password });
    assert.equal(again.status, 200, 'works again without restarting the gateway');
  });

  it('answers 503 quickly when a service hangs instead of failing', async () => {
    const api = new ApiClient(stack.url);
    const pid = stack.services.content.pid!;
    process.kill(pid, 'SIGSTOP');
    try {
      const started = Date.now();
      const health = await api.get('/api/health');
      assert.equal(health.status, 503);
      assert.deepEqual(health.json.unavailable, ['content']);
      assert.ok(Date.now() - started < 6000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });
});
