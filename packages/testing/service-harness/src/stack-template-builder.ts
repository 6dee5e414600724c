import 'reflect-metadata';
import { DynamicModule } from '@nestjs/common';
import { JsonLogger, loadConfig } from '@portal/platform';
import { migratedTemplate, TemplateRecipe } from '@portal/testing';
import { join } from 'node:path';
import { platformOptionsOf, serviceTemplateRecipe } from './module-migrations';

/**
 * Builds the system tests' migrated templates (packages/testing/src/stack-templates.ts) in a process of its own,
 * from the services' builds as a stack runs them: `node stack-template-builder.js '{"rootDir","adminUrl","builds"}'`.
 */
interface BuildRequest {
  rootDir: string;
  adminUrl: string;
  builds: Array<{ service: string; key: string }>;
}

/** Settings enough for a service's config to load; the module is only read for its migrations, never started. */
const PLACEHOLDER_ENV: NodeJS.ProcessEnv = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/template',
  NATS_URL: 'nats://127.0.0.1:4222',
  NATS_NAMESPACE: 'template',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'template',
  S3_SECRET_KEY: 'template',
  S3_BUCKET: 'portal',
  SMTP_URL: 'smtp://127.0.0.1:1025',
  PUBLIC_URL: 'http://localhost:3000',
};

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/* eslint-disable @typescript-eslint/no-require-imports -- each service's build, found at run time */
function recipe(rootDir: string, service: string, key: string): TemplateRecipe {
  const dist = join(rootDir, 'services', service, 'dist', 'src');
  if (service === 'gateway') {
    const { openGatewayDatabase } = require(join(dist, 'gateway-database.js')) as {
      openGatewayDatabase(url: string): Promise<{ end(): Promise<void> }>;
    };
    return { key, migrate: async (url) => (await openGatewayDatabase(url)).end() };
  }
  const appModule = require(join(dist, 'app.module.js')) as Record<string, { register?: unknown }>;
  const configModule = require(join(dist, 'config.js')) as Record<string, unknown>;
  const register = appModule[`${capitalized(service)}AppModule`]?.register as
    ((config: unknown, logger: JsonLogger) => DynamicModule) | undefined;
  const configClass = configModule[`${capitalized(service)}Config`];
  if (!register || !configClass)
    throw new Error(`${service}'s build has no ${capitalized(service)}AppModule or Config`);
  const config = loadConfig(configClass as never, service, PLACEHOLDER_ENV);
  const schema = platformOptionsOf(register(config, new JsonLogger(service, 'error')));
  if (!schema) throw new Error(`${service}'s module hands PlatformModule no migrations`);
  // The key stays the one the stack computed from the built files, which are what the service runs.
  return { ...serviceTemplateRecipe(service, schema), key };
}
/* eslint-enable @typescript-eslint/no-require-imports */

async function main(request: BuildRequest): Promise<void> {
  // One at a time: a few connections, on a Postgres server the other test files' stacks share.
  for (const { service, key } of request.builds) {
    await migratedTemplate(request.adminUrl, recipe(request.rootDir, service, key));
  }
}

if (require.main === module) {
  main(JSON.parse(process.argv[2] ?? '{}') as BuildRequest).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
