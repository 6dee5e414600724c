import { afterAll, beforeAll } from '@jest/globals';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { JsonLogger } from '@portal/platform';
import assert from 'node:assert/strict';
import type { Pool } from 'pg';
import { GatewayAppModule } from '../app.module';
import { GatewayConfig } from '../config';
import { buildOpenApiDocument } from './swagger.setup';

// The document is built as main.ts builds it, from the gateway's real module; preview mode wires the
// module graph without creating providers, so no database or NATS is needed.
const config = Object.assign(new GatewayConfig(), {
  NATS_URL: 'nats://127.0.0.1:4222',
  SESSION_SECRET: 'x'.repeat(32),
});
export const gatewayModule = GatewayAppModule.register(config, new JsonLogger('gateway', 'error'), {} as Pool);

let document: OpenAPIObject;
let app: INestApplication;

/** Builds the API description before the file's tests (closing the app after them); the document they read. */
export function describedApi(): () => OpenAPIObject {
  beforeAll(async () => {
    app = await NestFactory.create(gatewayModule, { preview: true, logger: ['error'], abortOnError: false });
    app.setGlobalPrefix('api');
    document = buildOpenApiDocument(app);
  });
  afterAll(async () => {
    await app?.close();
  });
  return () => document;
}

export function operation(route: string): OperationObject {
  const [method, path] = route.split(' ');
  const found = document.paths[path]?.[method.toLowerCase() as 'get'];
  assert.ok(found, `${route} is documented`);
  return found;
}

export function resolve(schema: SchemaObject | ReferenceObject): SchemaObject {
  if (!('$ref' in schema)) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const found = document.components?.schemas?.[name];
  assert.ok(found, `component ${name} exists`);
  return resolve(found);
}

/** A body schema with its `allOf` parts merged: the properties and required fields a client sends. */
export function flatten(schema: SchemaObject | ReferenceObject): {
  properties: Record<string, SchemaObject>;
  required: string[];
} {
  const own = resolve(schema);
  const parts = (own.allOf ?? []).map(flatten);
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), own.properties) as Record<string, SchemaObject>,
    required: [...parts.flatMap((p) => p.required), ...(own.required ?? [])],
  };
}

export function bodySchema(route: string, contentType = 'application/json') {
  const body = operation(route).requestBody as
    { content: Record<string, { schema: SchemaObject | ReferenceObject }> } | undefined;
  assert.ok(body?.content[contentType], `${route} takes ${contentType}`);
  return flatten(body.content[contentType].schema);
}
