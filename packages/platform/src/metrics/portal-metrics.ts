import { collectDefaultMetrics, Counter, Gauge, Histogram, Metric, Registry } from 'prom-client';
import { MetricNames } from './metric-names';

/** One value of a gauge read on scrape. */
export interface GaugeReading {
  labels?: Record<string, string>;
  value: number;
}

/** The outbox rows not yet published and how long the oldest has waited (0 when none). */
export interface OutboxBacklog {
  backlog: number;
  oldestAgeSeconds: number;
}

/** A durable consumer's lag: events not delivered yet, and delivered ones not acknowledged yet. */
export interface ConsumerLag {
  durable: string;
  pending: number;
  ackPending: number;
}

/** E-mails in the delivery log by status (queued, sending). */
export interface EmailQueueSize {
  status: string;
  count: number;
}

type Reader = () => Promise<GaugeReading[]>;

/** A value read on scrape that takes longer is left out of that scrape (and counted as a read error). */
export const METRIC_READ_TIMEOUT_MS = 3000;

/** Seconds: from a fast RPC (a few ms) to the gateway's RPC timeout and a slow upload. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A process's metrics (README: Metrics): the counters and histograms its parts record into, and the gauges read
 * from the database or JetStream on each scrape. A metric is registered when a part first asks for it, so a
 * service exposes only what it does (the gateway no outbox, the backend services no HTTP). One instance per
 * process, `portalMetrics`; tests make their own.
 */
export class PortalMetrics {
  private readonly made = new Map<string, Metric<string>>();
  private readonly readers = new Map<string, Set<Reader>>();
  private readonly gauges = new Map<string, Gauge<string>>();
  private processMetrics = false;

  constructor(
    readonly registry: Registry = new Registry(),
    private readonly readTimeoutMs = METRIC_READ_TIMEOUT_MS,
  ) {}

  get httpRequests(): Counter<'method' | 'route' | 'status'> {
    return this.counter(MetricNames.httpRequests, 'HTTP requests answered, by method, route pattern and status', [
      'method',
      'route',
      'status',
    ]);
  }

  get httpRequestDuration(): Histogram<'method' | 'route' | 'status'> {
    return this.histogram(MetricNames.httpRequestDuration, 'Time to answer an HTTP request', [
      'method',
      'route',
      'status',
    ]);
  }

  get rpcHandled(): Counter<'subject' | 'outcome'> {
    return this.counter(MetricNames.rpcHandled, 'RPC requests handled, by subject and outcome', ['subject', 'outcome']);
  }

  get rpcHandleDuration(): Histogram<'subject' | 'outcome'> {
    return this.histogram(MetricNames.rpcHandleDuration, 'Time to handle an RPC request', ['subject', 'outcome']);
  }

  get rpcCalls(): Counter<'subject' | 'outcome'> {
    return this.counter(MetricNames.rpcCalls, 'RPC requests sent to a service, by subject and outcome', [
      'subject',
      'outcome',
    ]);
  }

  get rpcCallDuration(): Histogram<'subject' | 'outcome'> {
    return this.histogram(MetricNames.rpcCallDuration, 'Time until an RPC request sent was answered or given up', [
      'subject',
      'outcome',
    ]);
  }

  get jobRuns(): Counter<'job'> {
    return this.counter(MetricNames.jobRuns, 'Scheduled job runs, failed ones included, by job', ['job']);
  }

  get jobFailures(): Counter<'job'> {
    return this.counter(MetricNames.jobFailures, 'Scheduled job runs that failed (retried next round), by job', [
      'job',
    ]);
  }

  get emailFailures(): Counter<'outcome'> {
    return this.counter(
      MetricNames.emailFailures,
      'E-mail send attempts that failed, by outcome (retrying, given_up, interrupted)',
      ['outcome'],
    );
  }

  get metricReadErrors(): Counter<'metric'> {
    return this.counter(MetricNames.metricReadErrors, 'Values that could not be read for a scrape, by metric', [
      'metric',
    ]);
  }

  /** Sets the outbox gauges from `read` on each scrape (one read for both); answers a function that stops it. */
  readOutbox(read: () => Promise<OutboxBacklog>): () => void {
    const once = coalesce(read);
    const stops = [
      this.readGauge(MetricNames.outboxBacklog, 'Outbox rows not yet published to JetStream', [], async () => [
        { value: (await once()).backlog },
      ]),
      this.readGauge(
        MetricNames.outboxOldestAge,
        'Seconds the oldest outbox row not yet published has waited (0 when none)',
        [],
        async () => [{ value: (await once()).oldestAgeSeconds }],
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Sets the consumer gauges from `read` on each scrape (one read for both); answers a function that stops it. */
  readConsumers(read: () => Promise<ConsumerLag[]>): () => void {
    const once = coalesce(read);
    const stops = [
      this.readGauge(
        MetricNames.consumerPending,
        'Events in the stream not yet delivered to a durable consumer (num_pending)',
        ['durable'],
        async () => (await once()).map(({ durable, pending }) => ({ labels: { durable }, value: pending })),
      ),
      this.readGauge(
        MetricNames.consumerAckPending,
        'Events delivered to a durable consumer and not yet acknowledged (num_ack_pending)',
        ['durable'],
        async () => (await once()).map(({ durable, ackPending }) => ({ labels: { durable }, value: ackPending })),
      ),
    ];
    return () => stops.forEach((stop) => stop());
  }

  /** Sets the e-mail queue gauge from `read` on each scrape; answers a function that stops it. */
  readEmailQueue(read: () => Promise<EmailQueueSize[]>): () => void {
    return this.readGauge(
      MetricNames.emailQueueSize,
      'E-mails waiting in the delivery log, by status (queued, sending)',
      ['status'],
      async () => (await read()).map(({ status, count }) => ({ labels: { status }, value: count })),
    );
  }

  /** Names the service on every sample, so one Prometheus job can scrape every service. */
  labelService(service: string): void {
    this.registry.setDefaultLabels({ service });
  }

  /** prom-client's process metrics (memory, CPU, event-loop lag, GC, handles), once per registry. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The text a scrape answers, in Prometheus' exposition format. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    await this.readGauges();
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return this.make(name, () => new Counter({ name, help, labelNames, registers: [this.registry] }));
  }

  private histogram<L extends string>(name: string, help: string, labelNames: L[]): Histogram<L> {
    return this.make(
      name,
      () => new Histogram({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [this.registry] }),
    );
  }

  private make<M extends Metric<string>>(name: string, create: () => M): M {
    let metric = this.made.get(name);
    if (!metric) {
      metric = create();
      this.made.set(name, metric);
    }
    return metric as M;
  }

  /**
   * A gauge whose values are read from every reader added to it on each scrape. A reader that fails or takes
   * longer than METRIC_READ_TIMEOUT_MS adds no value to that scrape (a gap, not a stale number) and is counted
   * in portal_metric_read_errors_total.
   */
  private readGauge(name: string, help: string, labelNames: string[], read: Reader): () => void {
    const gauge = this.make(name, () => new Gauge({ name, help, labelNames, registers: [this.registry] }));
    void this.metricReadErrors; // shown from the start, at no errors
    let readers = this.readers.get(name);
    if (!readers) {
      readers = new Set<Reader>();
      this.readers.set(name, readers);
    }
    const own = readers;
    own.add(read);
    this.gauges.set(name, gauge);
    return () => own.delete(read);
  }

  /** Reads every gauge read on scrape, all at once, before the scrape's text is written. */
  private async readGauges(): Promise<void> {
    await Promise.all(
      [...this.readers].map(async ([name, readers]) => {
        const gauge = this.gauges.get(name)!;
        const readings = await Promise.all(
          [...readers].map((reader) =>
            withTimeout(reader(), this.readTimeoutMs).catch(() => {
              this.metricReadErrors.inc({ metric: name });
              return [];
            }),
          ),
        );
        // Reset after the reads: a label that is gone (a removed consumer) is not reported again, and a gauge
        // without labels that could not be read shows no sample (reset alone would leave it at 0).
        gauge.reset();
        if (readings.flat().length === 0) gauge.remove({});
        for (const reading of readings.flat()) gauge.set(reading.labels ?? {}, reading.value);
      }),
    );
  }
}

/** Concurrent calls share one read: two gauges set from one query cost one query. */
function coalesce<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= read().finally(() => (pending = undefined));
    return pending;
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not read within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The process's metrics: what every part records into and the metrics endpoint answers. */
export const portalMetrics = new PortalMetrics();
