import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { JsonLogger } from '@portal/platform';
import type { Pool } from 'pg';
import { GatewayAppModule } from '../app.module';
import { GatewayConfig } from '../config';
import type { AnswerSchemas } from './describe-answers';
import { buildOpenApiDocument } from './swagger.setup';

/** The gateway's module as main.ts wires it; preview mode needs no database, NATS or object storage. */
export function previewGatewayModule() {
  const config = Object.assign(new GatewayConfig(), {
    NATS_URL: 'nats://127.0.0.1:4222',
    SESSION_SECRET: 'x'.repeat(32),
  });
  return GatewayAppModule.register(config, new JsonLogger('gateway', 'error'), {} as Pool);
}

/** The description /api/docs-json serves, built in-process (no server, database or NATS). */
export async function describeGateway(answers?: AnswerSchemas): Promise<OpenAPIObject> {
  const app = await NestFactory.create(previewGatewayModule(), {
    preview: true,
    logger: ['error'],
    abortOnError: false,
  });
  app.setGlobalPrefix('api');
  try {
    return buildOpenApiDocument(app, answers);
  } finally {
    await app.close();
  }
}
