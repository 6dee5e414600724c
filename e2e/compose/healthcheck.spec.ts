import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { BackendServices, HealthSubjects } from '@portal/contracts';
import { namespaced } from '@portal/platform';
import { resolveNats, uniqueRunId } from '@portal/testing';
import { connect, NatsConnection, StringCodec } from 'nats';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { rootDir } from '../support/test-stack';

type Compose = { services: Record<string, { healthcheck?: { test?: string[] } }> };

/** The `node <script> <args>` of a service's compose health check. */
function healthcheckCommand(service: string): { script: string; args: string[] } {
  const compose = parse(readFileSync(join(rootDir, 'docker-compose.yml'), 'utf8'), { merge: true }) as Compose;
  const [form, program, script, ...args] = compose.services[service].healthcheck?.test ?? [];
  assert.equal(form, 'CMD', `${service}'s health check runs a command`);
  assert.equal(program, 'node', `${service}'s health check runs node`);
  return { script, args };
}

/** Runs the health check as the container would (its working directory is the image's /app); answers the exit code. */
function runHealthcheck(service: string, env: Record<string, string>): Promise<number> {
  const { script, args } = healthcheckCommand(service);
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: rootDir, env, timeout: 20_000 }, (error) =>
      resolve(error ? Number((error as { code?: number }).code ?? 1) : 0),
    );
  });
}

describe('the health check docker compose runs for each backend service', () => {
  const namespace = uniqueRunId('health_');
  const codec = StringCodec();
  let nats: NatsConnection;
  let natsUrl: string;
  let answer: 'up' | 'down' | 'silent' = 'silent';

  beforeAll(async () => {
    natsUrl = await resolveNats();
    nats = await connect({ servers: natsUrl });
    // Stands in for the identity service's health handler, answering the way Nest does.
    nats.subscribe(namespaced(namespace, HealthSubjects.identity), {
      callback: (_error, message) => {
        if (answer === 'silent') return;
        const request = JSON.parse(codec.decode(message.data)) as { id: string };
        message.respond(
          codec.encode(
            JSON.stringify({ id: request.id, response: { service: 'identity', status: answer }, isDisposed: true }),
          ),
        );
      },
    });
    await nats.flush();
  });
  afterAll(async () => {
    await nats?.drain();
  });

  const serviceEnv = () => ({
    NATS_URL: natsUrl,
    NATS_NAMESPACE: namespace,
    DATABASE_URL: 'postgres://portal@postgres:5432/portal_identity',
  });

  for (const service of BackendServices) {
    it(`points ${service}'s health check at a script the build produces, naming the service`, () => {
      const { script, args } = healthcheckCommand(service);
      assert.ok(existsSync(join(rootDir, script)), `${script} exists after npm run build:server`);
      assert.deepEqual(args, [service]);
    });
  }

  it('reports a service healthy only while it answers "up" on its health subject', async () => {
    answer = 'up';
    assert.equal(await runHealthcheck('identity', serviceEnv()), 0);
    answer = 'down';
    assert.equal(await runHealthcheck('identity', serviceEnv()), 1);
    answer = 'silent';
    assert.equal(await runHealthcheck('identity', serviceEnv()), 1);
  });

  it('reports a container whose configuration would not start the service as unhealthy', async () => {
    answer = 'up';
    const { DATABASE_URL: _missing, ...withoutDatabase } = serviceEnv();
    assert.equal(await runHealthcheck('identity', withoutDatabase), 1);
  });
});
