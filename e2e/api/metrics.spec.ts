import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { AllServices, BackendServices, ServiceName } from '@portal/contracts';
import { MetricNames } from '@portal/platform';
import { adminClient, createMember } from '../support/fixtures/members';
import { startTestStack, TestStack } from '../support/test-stack';

const TOKEN = 'e2e-metrics-token-0123456789abcdef';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Process metrics every service exposes (prom-client's default names). */
const PROCESS_METRICS = [
  'process_resident_memory_bytes',
  'nodejs_eventloop_lag_seconds',
  'nodejs_heap_size_used_bytes',
];

/** What a dashboard reads from each service (README: Metrics). */
const EXPECTED: Record<ServiceName, string[]> = {
  gateway: [
    MetricNames.httpRequests,
    MetricNames.httpRequestDuration,
    MetricNames.rpcCalls,
    MetricNames.rpcCallDuration,
    ...PROCESS_METRICS,
  ],
  ...(Object.fromEntries(
    BackendServices.map((service) => [
      service,
      [
        MetricNames.rpcHandled,
        MetricNames.rpcHandleDuration,
        MetricNames.outboxBacklog,
        MetricNames.outboxOldestAge,
        MetricNames.consumerPending,
        MetricNames.consumerAckPending,
        ...(service === 'membership' || service === 'payments' ? [MetricNames.jobRuns, MetricNames.jobFailures] : []),
        ...(service === 'notifications' ? [MetricNames.emailQueueSize, MetricNames.emailFailures] : []),
        ...PROCESS_METRICS,
      ],
    ]),
  ) as Record<Exclude<ServiceName, 'gateway'>, string[]>),
};

/** The sample lines of one metric (histograms' _bucket/_sum/_count included). */
function samples(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#') && new RegExp(`^${name}(_bucket|_sum|_count)?[{ ]`).test(line));
}

describe('metrics of every service, for Prometheus', () => {
  let stack: TestStack;
  const scraped = {} as Record<ServiceName, string>;
  let memberId: string;

  beforeAll(async () => {
    stack = await startTestStack({ metrics: { token: TOKEN } });
    // What users do: an admin signs in, opens a page of members and one member.
    const admin = await adminClient(stack);
    const member = await createMember(admin);
    memberId = member.id;
    const page = await admin.get('/api/members?page=1&limit=20');
    assert.equal(page.status, 200, page.text);
    const one = await admin.get(`/api/members/${memberId}`);
    assert.equal(one.status, 200, one.text);
    for (const service of AllServices) {
      const res = await fetch(stack.metricsUrls![service], { headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(res.status, 200, `${service}: ${res.status}`);
      assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
      scraped[service] = await res.text();
    }
  });
  afterAll(async () => {
    await stack?.teardown();
  });

  it('refuses a scrape without the token (401) on every service, so the metrics are not open to whoever reaches the port', async () => {
    for (const service of AllServices) {
      const url = stack.metricsUrls![service];
      const anonymous = await fetch(url);
      assert.equal(anonymous.status, 401, service);
      assert.doesNotMatch(await anonymous.text(), /portal_/);
      const wrong = await fetch(url, { headers: { authorization: 'Bearer not-the-token-0123456789' } });
      assert.equal(wrong.status, 401, service);
    }
  });

  it('answers every metric a dashboard reads, from every service, each sample naming its service', () => {
    for (const service of AllServices) {
      const text = scraped[service];
      for (const name of EXPECTED[service]) {
        assert.match(text, new RegExp(`^# TYPE ${name} `, 'm'), `${service} has ${name}`);
      }
      assert.match(text, new RegExp(`^process_resident_memory_bytes\\{service="${service}"\\} \\d+`, 'm'), service);
    }
  });

  it('counts the gateway’s requests by route pattern and status, never by a URL with a member’s id', () => {
    const text = scraped.gateway;
    const routes = samples(text, MetricNames.httpRequests);
    assert.ok(
      routes.some((line) => line.includes('route="/api/members/:id",status="200"')),
      `the member's page under its pattern:\n${routes.join('\n')}`,
    );
    assert.ok(routes.some((line) => line.includes('route="/api/members",status="200"')));
    assert.ok(routes.some((line) => line.includes('route="/api/auth/admin/login",status="200"')));
    assert.equal(text.includes(memberId), false, 'no member id anywhere in the metrics');
    assert.deepEqual(
      samples(text, MetricNames.httpRequests).filter((line) => UUID.test(line)),
      [],
    );
    assert.ok(
      samples(text, MetricNames.httpRequestDuration).some(
        (line) =>
          line.startsWith(`${MetricNames.httpRequestDuration}_count{`) &&
          line.includes('method="GET",route="/api/members/:id",status="200"'),
      ),
    );
  });

  it('counts the gateway’s calls and the services’ handling of them by subject and outcome', () => {
    const calls = samples(scraped.gateway, MetricNames.rpcCalls);
    assert.ok(
      calls.some((line) => /subject="identity\.[^"]+",outcome="ok"/.test(line)),
      calls.join('\n'),
    );
    assert.ok(
      calls.some((line) => /subject="membership\.member\.[^"]+",outcome="ok"/.test(line)),
      calls.join('\n'),
    );
    const identity = samples(scraped.identity, MetricNames.rpcHandled);
    assert.ok(
      identity.some((line) => /subject="identity\.[^"]+",outcome="ok"/.test(line)),
      identity.join('\n'),
    );
    const membership = samples(scraped.membership, MetricNames.rpcHandled);
    assert.ok(membership.some((line) => /subject="membership\.member\.[^"]+",outcome="ok"/.test(line)));
    for (const service of BackendServices) {
      // The gateway's health check asks every service; the namespace is never part of a subject.
      const handled = samples(scraped[service], MetricNames.rpcHandled);
      assert.ok(
        handled.some((line) => line.includes(`subject="${service}.health.`)),
        `${service}: ${handled.join('\n')}`,
      );
      assert.equal(scraped[service].includes(stack.runId), false, `${service} leaks the namespace`);
    }
  });

  it('reads each service’s outbox and consumers on the scrape, and names its scheduled jobs and e-mail queue', () => {
    for (const service of BackendServices) {
      const text = scraped[service];
      assert.match(text, new RegExp(`^${MetricNames.outboxBacklog}\\{service="${service}"\\} \\d+$`, 'm'), service);
      assert.match(text, new RegExp(`^${MetricNames.outboxOldestAge}\\{service="${service}"\\} [\\d.e+-]+$`, 'm'));
      assert.match(
        text,
        new RegExp(`^${MetricNames.consumerPending}\\{durable="${service}-[^"]+",service="${service}"\\} \\d+$`, 'm'),
        service,
      );
    }
    assert.match(scraped.payments, /^portal_job_runs_total\{job="monthly-dues",service="payments"\} \d+$/m);
    assert.match(scraped.membership, /^portal_job_failures_total\{job="membership-expiry",service="membership"\} 0$/m);
    assert.match(scraped.notifications, /^portal_email_queue_size\{status="queued",service="notifications"\} \d+$/m);
    assert.match(
      scraped.notifications,
      /^portal_email_failures_total\{outcome="given_up",service="notifications"\} 0$/m,
    );
  });
});
