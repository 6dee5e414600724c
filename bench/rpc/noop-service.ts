/**
 * The messaging benchmark's service, in a process of its own: a NestJS microservice
 * set up as every backend service is (`bootstrapService`: the namespaced NATS server in its queue group,
 * the RPC exception filter, validation pipe and request-log interceptor) but without a database,
 * with one handler that does nothing. Arguments: the NATS URL and the namespace.
 */
import 'reflect-metadata';
import { Controller, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MessagePattern } from '@nestjs/microservices';
import { HealthAnswer } from '@portal/contracts';
import {
  createRpcValidationPipe,
  JsonLogger,
  NamespacedNatsServer,
  RequestLogInterceptor,
  RpcDomainExceptionFilter,
} from '@portal/platform';
import { NOOP_SUBJECT } from './noop-subject';

const ANSWER: HealthAnswer = { service: 'bench', status: 'up', checks: { database: 'up', nats: 'up' } };

@Controller()
class NoopHandler {
  @MessagePattern(NOOP_SUBJECT)
  answer(): HealthAnswer {
    return ANSWER;
  }
}

@Module({ controllers: [NoopHandler] })
class NoopModule {}

async function main(): Promise<void> {
  const [natsUrl, namespace] = process.argv.slice(2);
  const logger = new JsonLogger('bench-noop', 'warn');
  const app = await NestFactory.createMicroservice(NoopModule, {
    strategy: new NamespacedNatsServer({ servers: natsUrl, queue: 'bench-noop', namespace, name: 'bench-noop' }),
    logger,
  });
  app.useGlobalFilters(new RpcDomainExceptionFilter(logger));
  app.useGlobalPipes(createRpcValidationPipe());
  app.useGlobalInterceptors(new RequestLogInterceptor(logger));
  await app.listen();
  process.send?.('ready');
  process.on('disconnect', () => void app.close().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  process.stderr.write(`no-op service failed: ${String(error)}\n`);
  process.exit(1);
});
