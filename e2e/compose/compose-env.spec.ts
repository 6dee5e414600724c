import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from '@jest/globals';
import { AllServices } from '@portal/contracts';
import { configProblems } from '@portal/platform';
import { createRequire } from 'node:module';
import { parse } from 'yaml';
import { rootDir } from '../support/test-stack';

type ConfigClass = new () => object;
const loadBuilt = createRequire(__filename);

/** The service's own config class and validator, from its build output. */
function requiredVariables(service: string): string[] {
  // Loaded by path at run time: the services are not dependencies of the e2e package.
  const module = loadBuilt(join(rootDir, 'services', service, 'dist/src/config.js')) as Record<string, ConfigClass>;
  const cls = Object.values(module)[0];
  return configProblems(cls, {}).map((problem) => problem.split(':')[0]);
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      { environment?: Record<string, unknown> | string[]; build?: unknown; healthcheck?: unknown; restart?: string }
    >;
  };

  for (const service of AllServices) {
    it(`sets every variable the ${service} service requires, so it starts under docker compose`, () => {
      const definition = compose.services[service];
      assert.ok(definition, `${service} is defined`);
      const env = Array.isArray(definition.environment)
        ? Object.fromEntries(definition.environment.map((kv) => kv.split('=')))
        : (definition.environment ?? {});
      const required = requiredVariables(service);
      assert.ok(required.length > 0, 'the config class has required variables');
      for (const variable of required) {
        assert.ok(env[variable] !== undefined && env[variable] !== '', `${service} needs ${variable}`);
      }
      assert.ok(definition.healthcheck, `${service} has a health check`);
      assert.ok(definition.restart, `${service} has a restart policy`);
    });
  }

  it('runs postgres, nats with JetStream, minio and mailpit beside the services', () => {
    for (const name of ['postgres', 'nats', 'minio', 'mailpit'])
      assert.ok(compose.services[name], `${name} is defined`);
    assert.match(JSON.stringify(compose.services.nats), /-js|jetstream/i);
  });
});
