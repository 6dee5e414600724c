import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { MetricNames } from './metric-names';
import { PortalMetrics } from './portal-metrics';

const scrape = async (sut: PortalMetrics) => (await sut.exposition()).body;

/** The sample lines of one metric, e.g. `portal_outbox_backlog 3`. */
const samples = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('PortalMetrics', () => {
  it('names every metric with the portal_ prefix, so a dashboard finds them all one way', () => {
    for (const name of Object.values(MetricNames)) assert.match(name, /^portal_[a-z_]+$/);
    assert.equal(new Set(Object.values(MetricNames)).size, Object.values(MetricNames).length);
  });

  it('exposes only the metrics a process uses, so the gateway shows no outbox and a service no HTTP', async () => {
    const sut = new PortalMetrics();
    sut.rpcCalls.inc({ subject: 'membership.member.list', outcome: 'ok' });
    const text = await scrape(sut);
    assert.match(text, /^portal_rpc_calls_total\{subject="membership.member.list",outcome="ok"\} 1$/m);
    assert.doesNotMatch(text, /portal_outbox_backlog|portal_http_requests_total/);
  });

  it('reads the outbox once per scrape for both of its gauges, so a scrape costs one query', async () => {
    const sut = new PortalMetrics();
    let reads = 0;
    sut.readOutbox(async () => {
      reads++;
      return { backlog: 3, oldestAgeSeconds: 42.5 };
    });
    const text = await scrape(sut);
    assert.deepEqual(samples(text, MetricNames.outboxBacklog), ['portal_outbox_backlog 3']);
    assert.deepEqual(samples(text, MetricNames.outboxOldestAge), ['portal_outbox_oldest_age_seconds 42.5']);
    assert.equal(reads, 1);
    await scrape(sut);
    assert.equal(reads, 2, 'every scrape reads afresh');
  });

  it('shows each durable consumer’s lag, and drops a consumer that is gone instead of repeating its last value', async () => {
    const sut = new PortalMetrics();
    let lag = [
      { durable: 'notifications-email', pending: 7, ackPending: 1 },
      { durable: 'notifications-activity', pending: 0, ackPending: 0 },
    ];
    sut.readConsumers(async () => lag);
    let text = await scrape(sut);
    assert.deepEqual(samples(text, MetricNames.consumerPending), [
      'portal_consumer_pending{durable="notifications-email"} 7',
      'portal_consumer_pending{durable="notifications-activity"} 0',
    ]);
    assert.deepEqual(
      samples(text, MetricNames.consumerAckPending)[0],
      'portal_consumer_ack_pending{durable="notifications-email"} 1',
    );
    lag = [lag[0]];
    text = await scrape(sut);
    assert.equal(samples(text, MetricNames.consumerPending).length, 1);
  });

  it('leaves a gap and counts a read error when a value cannot be read, rather than answering a stale number or failing the scrape', async () => {
    const sut = new PortalMetrics();
    let healthy = true;
    sut.readOutbox(async () => {
      if (!healthy) throw new Error('connection refused');
      return { backlog: 2, oldestAgeSeconds: 1 };
    });
    sut.rpcHandled.inc({ subject: 'membership.health', outcome: 'ok' });
    assert.deepEqual(samples(await scrape(sut), MetricNames.outboxBacklog), ['portal_outbox_backlog 2']);
    healthy = false;
    const text = await scrape(sut);
    assert.deepEqual(samples(text, MetricNames.outboxBacklog), []);
    assert.match(text, /^portal_metric_read_errors_total\{metric="portal_outbox_backlog"\} 1$/m);
    assert.match(text, /^portal_rpc_handled_total\{subject="membership.health",outcome="ok"\} 1$/m);
  });

  it('gives up on a read that hangs, so a database that does not answer cannot hold the scrape', async () => {
    const sut = new PortalMetrics(undefined, 20);
    sut.readEmailQueue(() => new Promise(() => undefined));
    const text = await scrape(sut);
    assert.deepEqual(samples(text, MetricNames.emailQueueSize), []);
    assert.match(text, /^portal_metric_read_errors_total\{metric="portal_email_queue_size"\} 1$/m);
  });

  it('stops reading a source once it is stopped (a service shutting down)', async () => {
    const sut = new PortalMetrics();
    const stop = sut.readEmailQueue(async () => [{ status: 'queued', count: 5 }]);
    assert.deepEqual(samples(await scrape(sut), MetricNames.emailQueueSize), [
      'portal_email_queue_size{status="queued"} 5',
    ]);
    stop();
    assert.deepEqual(samples(await scrape(sut), MetricNames.emailQueueSize), []);
  });

  it('labels every sample with the service, and adds memory and event-loop lag of the process', async () => {
    const sut = new PortalMetrics();
    sut.labelService('payments');
    sut.collectProcessMetrics();
    sut.collectProcessMetrics();
    sut.jobRuns.inc({ job: 'monthly-dues' });
    const text = await scrape(sut);
    assert.match(text, /^portal_job_runs_total\{job="monthly-dues",service="payments"\} 1$/m);
    assert.match(text, /^process_resident_memory_bytes\{service="payments"\} \d+/m);
    assert.match(text, /^# TYPE nodejs_eventloop_lag_seconds gauge$/m);
  });
});
