/**
 * What every benchmark does around its measurements: starts the whole portal
 * on its own databases and NATS namespace (the S3 stand-in in a process of its
 * own), logs in as the admin, and afterwards stops it all and drops what the
 * run made, also on Ctrl-C and after a safety limit.
 */
import { AllServices, EVENTS_STREAM_SUFFIX } from '@portal/contracts';
import { startStack, Stack, StackOptions } from '@portal/infra';
import { dropDatabases, freePort, resolveNats, resolvePostgres, testEnvironment, uniqueRunId } from '@portal/testing';
import { connect } from 'nats';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ApiClient } from './api-client';
import { S3Process, startS3Process } from './s3-process';

/** Wrong arguments or a missing build: the message says it all, no stack trace. */
export class UsageError extends Error {}

export const rootDir = resolve(__dirname, '..', '..', '..');

/** The benchmarks run the built services; `npm run bench:*` compiles only the benchmarks themselves. */
function requireBuiltServices(): void {
  const missing = AllServices.filter((name) => !existsSync(join(rootDir, 'services', name, 'dist', 'src', 'main.js')));
  if (missing.length > 0) throw new UsageError(`not built: ${missing.join(', ')}; run \`npm run build:server\` first`);
}

const started = Date.now();
/** A progress line on stderr, with the seconds since the benchmark started. */
export const log = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The `--members N` argument, the only one the benchmarks take. */
export function parseMembersArg(
  args: string[],
  options: { defaultCount: number; minimum: number; why: string; usage: string },
): { members: number } {
  let members = options.defaultCount;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--members') {
      const value = Number(String(args[++i] ?? '').replace(/[_,]/g, ''));
      if (!Number.isSafeInteger(value) || value < options.minimum) {
        throw new UsageError(`--members must be a whole number of at least ${options.minimum} (${options.why})`);
      }
      members = value;
    } else {
      throw new UsageError(`unknown argument ${args[i]}; usage: ${options.usage}`);
    }
  }
  return { members };
}

export interface BenchAdmin {
  email: string;
  password: string;
}

/** The admin every benchmark starts the portal with and signs in as. */
export const BENCH_ADMIN: BenchAdmin = { email: 'admin@bench.test', password: 'Bench-Admin-Pass-2024' };

export interface PortalRunOptions {
  /** Logged first, once the run's clean-up is in place. */
  headline: () => string;
  admin: BenchAdmin;
  memberIdPrefix: string;
  /** Extra variables for every service, beside LOG_LEVEL=warn. */
  env?: NodeJS.ProcessEnv;
  /** Variables for one service, over `env` (e.g. payments' job interval). */
  serviceEnv?: StackOptions['serviceEnv'];
  /** Each service's GET /metrics on a port of its own (the stack's `metricsUrls`), behind the token if given. */
  metrics?: StackOptions['metrics'];
  deadlineMs: number;
}

export interface PortalRun {
  stack: Stack;
  /** Logged in as the admin. */
  api: ApiClient;
  /** Also the run's NATS namespace. */
  runId: string;
  natsUrl: string;
  /** A temporary directory, removed at the end. */
  dataDir: string;
  /** Closes `resource` (a pg Pool, the benchmark's RPC client) first when the run ends, before the portal stops. */
  closeAtEnd<T extends { end(): Promise<void> }>(resource: T): T;
}

/** Starts the portal, runs `body` against it and cleans up whatever happens. */
export async function withPortal(options: PortalRunOptions, body: (run: PortalRun) => Promise<void>): Promise<void> {
  requireBuiltServices();
  const postgresUrl = await resolvePostgres();
  const natsUrl = await resolveNats();
  const runId = uniqueRunId('bench_');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  let s3: S3Process | undefined;
  let stack: Stack | undefined;
  const closing: { end(): Promise<void> }[] = [];

  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      log('cleaning up');
      for (const resource of closing) await resource.end().catch(() => undefined);
      await stack?.stop().catch(() => undefined);
      await s3?.stop().catch(() => undefined);
      await deleteEventStream(natsUrl, runId).catch(() => undefined);
      await dropDatabases(postgresUrl, runId).catch((error) =>
        log(`could not drop the ${runId}_* databases: ${error}`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    })());
  const abort = (why: string, code: number) => {
    log(why);
    void cleanup().finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abort('interrupted', 130));
  process.once('SIGTERM', () => abort('terminated', 143));
  const deadline = setTimeout(
    () => abort(`stopped: still running after ${options.deadlineMs / 60_000} minutes`, 1),
    options.deadlineMs,
  );
  deadline.unref();

  try {
    log(options.headline());
    const port = await freePort();
    s3 = await startS3Process(join(dataDir, 's3'));
    stack = await startStack({
      rootDir,
      dataDir,
      port,
      publicUrl: `http://127.0.0.1:${port}`,
      namespace: runId,
      databasePrefix: runId,
      postgresUrl,
      natsUrl,
      admin: options.admin,
      s3,
      memberIdPrefix: options.memberIdPrefix,
      sessionSecret: `bench-session-secret-${runId}-0123456789abcdef`,
      env: { LOG_LEVEL: 'warn', ...options.env },
      serviceEnv: options.serviceEnv,
      metrics: options.metrics,
      log: (service, line) => {
        if (testEnvironment().benchVerbose) process.stderr.write(`[${service}] ${line}\n`);
      },
      startupTimeoutMs: 180_000,
    });
    log(`portal running at ${stack.url}`);
    const api = new ApiClient(stack.url);
    closing.push({ end: async () => api.close() });
    await api.login(options.admin.email, options.admin.password);
    await body({
      stack,
      api,
      runId,
      natsUrl,
      dataDir,
      closeAtEnd: (resource) => {
        closing.push(resource);
        return resource;
      },
    });
  } finally {
    clearTimeout(deadline);
    await cleanup();
  }
}

/** The run's JetStream stream (`<NAMESPACE>_EVENTS`), so the shared NATS server keeps nothing of it. */
async function deleteEventStream(natsUrl: string, namespace: string): Promise<void> {
  const nc = await connect({ servers: natsUrl, timeout: 5000 });
  try {
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(`${namespace.toUpperCase().replace(/[^A-Z0-9_-]/g, '_')}_${EVENTS_STREAM_SUFFIX}`);
  } finally {
    await nc.close();
  }
}

/** Runs a benchmark's main and exits: 0 when it finished, 1 with the reason when it failed. */
export function runBenchmark(name: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const text =
        error instanceof UsageError
          ? error.message
          : error instanceof Error
            ? (error.stack ?? error.message)
            : String(error);
      process.stderr.write(`${name} benchmark failed: ${text}\n`);
      process.exit(1);
    },
  );
}
