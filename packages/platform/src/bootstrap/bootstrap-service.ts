import { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BackendServiceName } from '@portal/contracts';
import { BaseServiceConfig } from '../config/base-service.config';
import { ensureDatabaseExists } from '../database/ensure-database';
import { JsonLogger } from '../logging/json-logger';
import { NamespacedNatsServer } from '../nats/namespaced-nats.server';
import { createRpcValidationPipe } from '../rpc/rpc-validation.pipe';
import { RequestLogInterceptor } from '../rpc/request-log.interceptor';
import { RpcDomainExceptionFilter } from '../rpc/rpc-exception.filter';

/** Starts a backend service: database, migrations, NATS queue group, shared filter/pipe/logging. */
export async function bootstrapService(
  service: BackendServiceName,
  config: BaseServiceConfig,
  createModule: (logger: JsonLogger) => DynamicModule,
): Promise<void> {
  const logger = new JsonLogger(service, config.LOG_LEVEL);
  try {
    await ensureDatabaseExists(config.DATABASE_URL);
    const app = await NestFactory.createMicroservice(createModule(logger), {
      strategy: new NamespacedNatsServer({
        servers: config.NATS_URL,
        queue: service,
        namespace: config.NATS_NAMESPACE,
        name: service,
      }),
      logger,
    });
    app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
    app.useGlobalPipes(createRpcValidationPipe());
    app.useGlobalInterceptors(new RequestLogInterceptor(logger));
    app.enableShutdownHooks();
    await app.listen();
    logger.event('info', 'service started', { namespace: config.NATS_NAMESPACE });
  } catch (error) {
    logger.event('error', 'service failed to start', { error: (error as Error).message });
    process.exit(1);
  }
}
