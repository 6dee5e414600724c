import { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JsonLogger } from '../logging/json-logger';
import { MetricsServer, startMetricsServer } from './metrics-server';
import { ConsumerLag, OutboxBacklog, PortalMetrics, portalMetrics } from './portal-metrics';

/** The variables of BaseServiceConfig the metrics endpoint reads. */
export interface MetricsConfig {
  METRICS_PORT: number;
  METRICS_HOST: string;
  METRICS_TOKEN?: string;
}

/**
 * Starts a process's metrics endpoint when METRICS_PORT is set, with the process metrics and every sample
 * labelled `service`; answers undefined when METRICS_PORT is 0 (off). A port that is taken fails the start.
 */
export async function serveMetrics(
  service: string,
  config: MetricsConfig,
  logger: JsonLogger,
  metrics: PortalMetrics = portalMetrics,
): Promise<MetricsServer | undefined> {
  if (!config.METRICS_PORT) return undefined;
  metrics.labelService(service);
  metrics.collectProcessMetrics();
  const server = await startMetricsServer({
    metrics,
    host: config.METRICS_HOST,
    port: config.METRICS_PORT,
    token: config.METRICS_TOKEN || undefined,
  });
  logger.event('info', 'metrics endpoint listening', {
    host: config.METRICS_HOST,
    port: server.port,
    token: config.METRICS_TOKEN ? 'required' : 'none',
  });
  return server;
}

/**
 * A backend service's metrics endpoint (PlatformModule): serves GET /metrics once the service has started, and
 * reads its outbox backlog and its consumers' lag on each scrape.
 */
export class MetricsEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: MetricsServer;
  private readonly stops: Array<() => void> = [];

  constructor(
    private readonly service: string,
    private readonly config: MetricsConfig,
    private readonly logger: JsonLogger,
    private readonly sources: { outbox: () => Promise<OutboxBacklog>; consumers: () => Promise<ConsumerLag[]> },
    private readonly metrics: PortalMetrics = portalMetrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.METRICS_PORT) return;
    this.stops.push(this.metrics.readOutbox(this.sources.outbox), this.metrics.readConsumers(this.sources.consumers));
    this.server = await serveMetrics(this.service, this.config, this.logger, this.metrics);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stops.splice(0).forEach((stop) => stop());
    await this.server?.close();
    this.server = undefined;
  }
}
