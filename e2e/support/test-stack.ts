import { freePort, resolveNats, resolvePostgres, testEnvironment, uniqueRunId, dropDatabases } from '@portal/testing';
import { ServiceName } from '@portal/contracts';
import { NatsCredentials, Stack, startStack } from '@portal/infra';
import { eventsStreamName } from '@portal/platform';
import { connect } from 'nats';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** The repository root, whether this file runs from source (jest) or from its build output. */
function repositoryRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'tsconfig.build.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no repository root above ${from}`);
    dir = parent;
  }
  return dir;
}

export const rootDir = repositoryRoot(__dirname);

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
  options: {
    /** The run's id: its databases' prefix and NATS namespace (a NATS server's authorization names it). */
    runId?: string;
    natsUrl?: string;
    /** Each service's user on a NATS server with authorization (its stream is removed with the server). */
    natsCredentials?: Record<ServiceName, NatsCredentials>;
    postgresUrl?: string;
    env?: NodeJS.ProcessEnv;
    /** Variables for one service over the stack's own, e.g. `{ payments: { RAZORPAY_KEY_ID: '' } }`. */
    serviceEnv?: Partial<Record<ServiceName, NodeJS.ProcessEnv>>;
  } = {},
): Promise<TestStack> {
  const runId = options.runId ?? uniqueRunId('e2e_');
  const postgresUrl = options.postgresUrl ?? (await resolvePostgres());
  const natsUrl = options.natsUrl ?? (await resolveNats());
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
    natsCredentials: options.natsCredentials,
    admin,
    sessionSecret: 'e2e-session-secret-that-is-long-enough-0123456789',
    // Hashing at nice 19 yields to the portal's own requests on a server; here the other load is other test
    // files' stacks, and at nice 19 a sign-in can starve past the gateway's 5 s RPC timeout (503).
    env: { LOG_LEVEL: 'warn', PASSWORD_HASH_NICE: '0', ...options.env },
    serviceEnv: options.serviceEnv,
    log: (service, line) => {
      lines.push(`[${service}] ${line}`);
      if (testEnvironment().verbose) process.stderr.write(`[${service}] ${line}\n`);
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
      if (!options.natsCredentials) await deleteEventsStream(natsUrl, runId).catch(() => undefined);
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
