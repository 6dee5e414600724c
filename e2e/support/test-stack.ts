import {
  createStackDatabases,
  dropDatabases,
  freePort,
  resolveNats,
  resolvePostgres,
  stackTemplates,
  testEnvironment,
  uniqueRunId,
} from '@portal/testing';
import { ServiceName } from '@portal/contracts';
import { NatsCredentials, ServiceProcess, Stack, startStack } from '@portal/infra';
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
  natsUrl: string;
  /** Where the embedded stand-ins keep their files. */
  dataDir: string;
  admin: { email: string; password: string };
  teardown(): Promise<void>;
}

/**
 * The shared stack's limits: the files that share it sign in, register and ask for links many times from one
 * address, and the limits have their own tests on private stacks (rate-limit.spec and the member-auth specs).
 */
export const SHARED_STACK_ENV: NodeJS.ProcessEnv = {
  RATE_LIMIT_LOGIN: '100000/15m',
  RATE_LIMIT_LOGIN_ACCOUNT: '100000/24h',
  RATE_LIMIT_LOGIN_ACCOUNT_TOTAL: '100000/24h',
  RATE_LIMIT_REGISTRATION: '100000/1h',
  RATE_LIMIT_PASSWORD_EMAIL: '100000/15m',
  RATE_LIMIT_PASSWORD_LINK: '100000/15m',
  RATE_LIMIT_CONTACT: '100000/1h',
  RATE_LIMIT_VERIFICATION: '100000/15m',
};

/**
 * The portal on the default configuration, shared by the test files one jest worker runs (started by the
 * first, kept by e2e/support/shared-stack-environment.cjs, removed at the run's end), so a file that needs no
 * settings of its own and leaves the portal working does not pay a stack's start and stop. A file on it must
 * not depend on what other files did: it makes its own members, events and records and looks only at them.
 * Its teardown() leaves the stack running for the next file. Outside that environment, or with
 * PORTAL_TEST_PRIVATE_STACKS set, it is a private stack.
 */
export async function sharedTestStack(): Promise<TestStack> {
  const provider = (globalThis as { __portalSharedStack?: () => Promise<TestStack> }).__portalSharedStack;
  if (!provider || testEnvironment().privateStacks) return startTestStack({ env: SHARED_STACK_ENV });
  const stack = await provider();
  return {
    ...stack,
    mailCatcher: stack.mailCatcher && answeringInThisRealm(stack.mailCatcher),
    razorpaySandbox: stack.razorpaySandbox && answeringInThisRealm(stack.razorpaySandbox),
    whatsAppCloud: stack.whatsAppCloud && answeringInThisRealm(stack.whatsAppCloud),
    msg91Sms: stack.msg91Sms && answeringInThisRealm(stack.msg91Sms),
    teardown: async () => undefined,
  };
}

/**
 * The shared stack's stand-ins were made outside this file's realm: their arrays and objects have other
 * prototypes, and `assert.deepStrictEqual` would call `[]` unequal to `[]`. Their answers are copied here.
 */
function answeringInThisRealm<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return intoThisRealm(value);
      return (...args: unknown[]) => {
        const answer: unknown = Reflect.apply(value, object, args);
        // Not `instanceof Promise`: the answer's Promise is the other realm's.
        const thenable = typeof answer === 'object' && answer !== null && 'then' in answer;
        return thenable ? (answer as Promise<unknown>).then(intoThisRealm) : intoThisRealm(answer);
      };
    },
  });
}

function intoThisRealm(value: unknown): unknown {
  if (Array.isArray(value)) return Array.from(value as unknown[], intoThisRealm);
  if (Object.prototype.toString.call(value) === '[object Date]') return new Date((value as Date).getTime());
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  if (prototype !== null && prototype.constructor?.name !== 'Object') return value; // Buffers, Maps, class instances
  if (prototype === Object.prototype) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, intoThisRealm(item)]));
}

/**
 * The services' Node flags in the test stacks: npm start's (ServiceProcess.NODE_FLAGS) but with V8's default young
 * generation (16 MB semi-spaces) instead of 1 MB. The 1 MB cap keeps a production process 35-40 MB smaller at rest
 * (bench:footprint); a test stack is short-lived and its requests come back to back, and with 1 MB it spent about a
 * fifth more CPU (hostile-input.spec: 33-38 s against 27-29 s of the services' CPU for the same requests), most of it
 * in scavenges. The old generation keeps production's 512 MB cap.
 */
const TEST_NODE_FLAGS = ServiceProcess.NODE_FLAGS.map((flag) =>
  flag.startsWith('--max-semi-space-size=') ? '--max-semi-space-size=16' : flag,
);

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
    /** Each service's metrics endpoint on a port of its own (the stack's metricsUrls), behind the token if given. */
    metrics?: { token?: string };
    /**
     * The six services in one Node process, as `npm start` runs them (the default: a stack starts in 3-5 s instead
     * of 13-15 s on a busy machine). A file that stops or restarts one service, or reads each one's metrics, asks
     * for a process each (false).
     */
    oneProcess?: boolean;
  } = {},
): Promise<TestStack> {
  const runId = options.runId ?? uniqueRunId('e2e_');
  const postgresUrl = options.postgresUrl ?? (await resolvePostgres());
  const natsUrl = options.natsUrl ?? (await resolveNats());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const admin = { email: 'admin@e2e.test', password: 'Admin-Pass-2024' };
  const lines: string[] = [];
  // Each database a copy of the run's migrated template of its service (packages/testing/src/stack-templates.ts), so
  // the services find their migrations done; on a server of the test's own (backup-restore) they migrate as usual.
  if (!options.postgresUrl) {
    await createStackDatabases(postgresUrl, runId, await stackTemplates(rootDir, postgresUrl));
  }
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
    // Two workers' shared stacks and their private ones share the Postgres server's 100 connections.
    env: { LOG_LEVEL: 'warn', PASSWORD_HASH_NICE: '0', DATABASE_POOL_MAX: '4', ...options.env },
    serviceEnv: options.serviceEnv,
    metrics: options.metrics,
    oneProcess: options.oneProcess ?? !options.metrics,
    nodeFlags: TEST_NODE_FLAGS,
    log: (service, line) => {
      lines.push(`[${service}] ${line}`);
      if (testEnvironment().verbose) process.stderr.write(`[${service}] ${line}\n`);
    },
    startupTimeoutMs: 120_000,
  });
  return {
    ...stack,
    runId,
    natsUrl,
    dataDir,
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
