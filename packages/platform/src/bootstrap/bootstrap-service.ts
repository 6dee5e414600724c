import { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BackendServiceName } from '@portal/contracts';
import { BaseServiceConfig } from '../config/base-service.config';
import { ensureDatabaseExists } from '../database/ensure-database';
import { JsonLogger } from '../logging/json-logger';
import { natsConnectionOptions } from '../nats/nats-connection';
import { NamespacedNatsServer } from '../nats/namespaced-nats.server';
import { createRpcValidationPipe } from '../rpc/rpc-validation.pipe';
import { RequestLogInterceptor } from '../rpc/request-log.interceptor';
import { RpcDomainExceptionFilter } from '../rpc/rpc-exception.filter';

/**
 * A service's module on its NATS queue group with the shared error filter and validation pipe, not yet
 * listening: how `bootstrapService` and the integration tests' harness boot a service.
 */
export async function createServiceApp(
  service: string,
  module: DynamicModule,
  logger: JsonLogger,
  nats: { servers: string; namespace: string; user?: string; pass?: string; inboxPrefix?: string },
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice(module, {
    strategy: new NamespacedNatsServer({
      ...nats,
      queue: service,
      name: service,
    }),
    logger,
  });
  app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
  app.useGlobalPipes(createRpcValidationPipe());
  return app;
}

/** How a service is started: alone in its process (the default), or beside others in one (`npm start`). */
export interface ServiceStartOptions {
  /**
   * Whether the app closes itself on SIGTERM and SIGINT (Nest's shutdown hooks). A process that holds several
   * services closes them all itself: Nest's hook ends the process as soon as its own app has closed.
   */
  shutdownHooks?: boolean;
}

/** What a service's `start` gives back: the running app, closed by whoever holds it. */
export interface StartedService {
  close(): Promise<void>;
}

/** Starts a backend service: database, migrations, NATS queue group, shared filter/pipe/logging. */
export async function bootstrapService(
  service: BackendServiceName,
  config: BaseServiceConfig,
  createModule: (logger: JsonLogger) => DynamicModule,
  options: ServiceStartOptions = {},
): Promise<StartedService> {
  const logger = new JsonLogger(service, config.LOG_LEVEL);
  try {
    await ensureDatabaseExists(config.DATABASE_URL);
    const app = await createServiceApp(service, createModule(logger), logger, {
      ...natsConnectionOptions(config),
      servers: config.NATS_URL,
      namespace: config.NATS_NAMESPACE,
    });
    app.useGlobalInterceptors(new RequestLogInterceptor(logger));
    if (options.shutdownHooks !== false) app.enableShutdownHooks();
    await app.listen();
    logger.event('info', 'service started', { namespace: config.NATS_NAMESPACE });
    return app;
  } catch (error) {
    logger.event('error', 'service failed to start', { error: (error as Error).message });
    process.exit(1);
  }
}
