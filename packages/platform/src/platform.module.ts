import { DynamicModule, Global, Inject, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditSubjects, BackendServiceName, EventFilter, FeatureStatus, HealthSubjects } from '@portal/contracts';
import { connect, NatsConnection } from 'nats';
import { DataSource } from 'typeorm';
import { createAuditController } from './audit/audit-controller.factory';
import { AuditActorInterceptor } from './audit/audit.interceptor';
import { AuditTrail } from './audit/audit-trail';
import { BaseServiceConfig } from './config/base-service.config';
import { MigratingDataSource } from './database/migration-lock';
import { typeOrmOptions } from './database/typeorm-options';
import { DurableEventConsumer, EventHandlerDefinition } from './events/durable-consumer';
import { createHealthController } from './health/health-controller.factory';
import { JsonLogger } from './logging/json-logger';
import { MetricsEndpoint } from './metrics/metrics-endpoint';
import { ConsumerLag, PortalMetrics, portalMetrics } from './metrics/portal-metrics';
import { RpcMetricsInterceptor } from './metrics/rpc-metrics.interceptor';
import { ensureEventsStream } from './nats/jetstream';
import { natsConnectionOptions } from './nats/nats-connection';
import { readOutboxBacklog } from './outbox/outbox-backlog';
import { OutboxRelay } from './outbox/outbox.relay';
import { OutboxWriter } from './outbox/outbox.writer';
import { NATS_CONNECTION, PLATFORM_OPTIONS } from './platform.tokens';

export interface PlatformModuleOptions {
  service: BackendServiceName;
  config: BaseServiceConfig;
  logger: JsonLogger;
  entities: Parameters<typeof typeOrmOptions>[1];
  migrations: Parameters<typeof typeOrmOptions>[2];
  /** Parts the configuration turns on or off, named in the health answer (payments: onlinePayment). */
  features?: Record<string, FeatureStatus>;
}

/** Starts a service's durable event consumers; handlers are registered by feature modules. */
export class EventConsumers {
  private readonly consumers: Array<Pick<DurableEventConsumer, 'stop' | 'lag'>> = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly nats: NatsConnection,
    private readonly logger: JsonLogger,
    private readonly namespace: string,
  ) {}

  /** The filter is a key (or family) of the event map; it types the event the handler receives. */
  async register<F extends EventFilter>(definition: EventHandlerDefinition<F>): Promise<void> {
    const consumer = new DurableEventConsumer(
      this.dataSource,
      this.nats.jetstream(),
      await this.nats.jetstreamManager(),
      this.logger,
      definition,
      { namespace: this.namespace },
    );
    await consumer.start();
    this.consumers.push(consumer);
  }

  async stopAll(): Promise<void> {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }

  /** Each consumer's lag, for the metrics (README: Metrics). */
  async lag(): Promise<ConsumerLag[]> {
    return Promise.all(this.consumers.map((c) => c.lag()));
  }
}

/** Runs the outbox relay for the service's lifetime and closes NATS last. */
class MessagingLifecycle implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly relay: OutboxRelay,
    private readonly consumers: EventConsumers,
    @Inject(NATS_CONNECTION) private readonly nats: NatsConnection,
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformModuleOptions,
  ) {}

  async onModuleInit(): Promise<void> {
    await ensureEventsStream(await this.nats.jetstreamManager(), this.options.config.NATS_NAMESPACE);
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await this.consumers.stopAll();
    await this.nats.drain().catch(() => undefined);
  }
}

/**
 * What every service shares: its database (migrations at start-up), a NATS
 * connection for JetStream, the outbox writer and relay, event consumers, the
 * health subject, the audit trail (written by AuditTrail, read on its subject)
 * and its metrics (README: Metrics).
 */
@Global()
@Module({})
export class PlatformModule {
  static forService(options: PlatformModuleOptions): DynamicModule {
    const { config, service, logger } = options;
    return {
      module: PlatformModule,
      imports: [
        // Migrations run under the advisory lock, so replicas starting together do not race (README: Configuration).
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            typeOrmOptions(config.DATABASE_URL, options.entities, options.migrations, config.DATABASE_POOL_MAX),
          dataSourceFactory: async (dataSourceOptions) => new MigratingDataSource(dataSourceOptions!),
        }),
      ],
      controllers: [
        createHealthController(service, HealthSubjects[service], options.features),
        createAuditController(AuditSubjects[service]),
      ],
      providers: [
        { provide: PLATFORM_OPTIONS, useValue: options },
        { provide: JsonLogger, useValue: logger },
        {
          provide: NATS_CONNECTION,
          useFactory: () =>
            connect({
              ...natsConnectionOptions(config),
              name: `${service}-events`,
              maxReconnectAttempts: -1,
              reconnectTimeWait: 500,
            }),
        },
        OutboxWriter,
        {
          provide: OutboxRelay,
          inject: [DataSource, NATS_CONNECTION],
          useFactory: (dataSource: DataSource, nats: NatsConnection) =>
            new OutboxRelay(dataSource, nats.jetstream(), logger, {
              namespace: config.NATS_NAMESPACE,
              databaseUrl: config.DATABASE_URL,
            }),
        },
        {
          provide: EventConsumers,
          inject: [DataSource, NATS_CONNECTION],
          useFactory: (dataSource: DataSource, nats: NatsConnection) =>
            new EventConsumers(dataSource, nats, logger, config.NATS_NAMESPACE),
        },
        MessagingLifecycle,
        AuditTrail,
        // Every RPC handler runs as the actor the gateway named (audit/audit-context.ts).
        { provide: APP_INTERCEPTOR, useClass: AuditActorInterceptor },
        // Metrics (README: Metrics): every RPC handled is counted and timed; GET /metrics on METRICS_PORT.
        { provide: PortalMetrics, useValue: portalMetrics },
        { provide: APP_INTERCEPTOR, useClass: RpcMetricsInterceptor },
        {
          provide: MetricsEndpoint,
          inject: [DataSource, EventConsumers],
          useFactory: (dataSource: DataSource, consumers: EventConsumers) =>
            new MetricsEndpoint(service, config, logger, {
              outbox: () => readOutboxBacklog(dataSource),
              consumers: () => consumers.lag(),
            }),
        },
      ],
      exports: [JsonLogger, NATS_CONNECTION, OutboxWriter, EventConsumers, PLATFORM_OPTIONS, AuditTrail, PortalMetrics],
    };
  }
}
