import { freePort, resolveNats, resolvePostgres, uniqueRunId, dropDatabases } from '@portal/testing';
import { Stack, startStack } from '@portal/infra';
import { eventsStreamName } from '@portal/platform';
import { connect } from 'nats';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const rootDir = resolve(__dirname, '..', '..', '..');

export interface TestStack extends Stack {
  runId: string;
  admin: { email: string; password: string };
  teardown(): Promise<void>;
}

/**
 * The whole portal for one test file: its own databases, NATS namespace,
 * ports, object storage and mail catcher; removed again by teardown().
 */
export async function startTestStack(
  options: { natsUrl?: string; postgresUrl?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<TestStack> {
  const runId = uniqueRunId('e2e_');
  const postgresUrl = options.postgresUrl ?? (await resolvePostgres(process.env));
  const natsUrl = options.natsUrl ?? (await resolveNats(process.env));
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const admin = { email: 'admin@e2e.test', password: 'Admin-Pass-2024' };
  const lines: string[] = [];
  const stack = await startStack({
    rootDir,
    dataDir,
    port: await freePort(),
    namespace: runId,
    databasePrefix: runId,
    postgresUrl,
    natsUrl,
    admin,
    sessionSecret: 'e2e-session-secret-that-is-long-enough-0123456789',
    env: { LOG_LEVEL: 'warn', ...options.env },
    log: (service, line) => {
      lines.push(`[${service}] ${line}`);
      if (process.env.PORTAL_TEST_VERBOSE) process.stderr.write(`[${service}] ${line}\n`);
    },
    startupTimeoutMs: 120_000,
  });
  return {
    ...stack,
    runId,
    admin,
    teardown: async () => {
      await stack.stop();
      await dropDatabases(postgresUrl, runId).catch(() => undefined);
      await deleteEventsStream(natsUrl, runId).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's JetStream stream lives on the shared NATS server: remove it with the run. */
async function deleteEventsStream(natsUrl: string, namespace: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    await (await nc.jetstreamManager()).streams.delete(eventsStreamName(namespace));
  } finally {
    await nc.close();
  }
}
