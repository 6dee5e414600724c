/**
 * The variables the tests and benchmarks read (README: Configuration), read from the process
 * environment here and nowhere else. All are optional: the backing services
 * fall back to the standard local ports (DESIGN.md §9).
 */
export interface TestEnvironment {
  /** TEST_DATABASE_URL: a superuser URL of the Postgres server the tests create their databases on. */
  databaseUrl: string | undefined;
  /** TEST_NATS_URL: the NATS server (with JetStream) the tests use. */
  natsUrl: string | undefined;
  /** PORTAL_TEST_VERBOSE: print the logs of the services under test. */
  verbose: boolean;
  /** PORTAL_BENCH_VERBOSE: print the logs of the services under a benchmark (bench/README.md). */
  benchVerbose: boolean;
  /** WEB_DIST_DIR: the web build bench:web measures and its gateway serves (else web/dist; bench/README.md). */
  webDistDir: string | undefined;
  /** BENCH_WEB_REPORTS_DIR: where bench:web keeps each run's full Lighthouse JSON (bench/README.md); else none kept. */
  webReportsDir: string | undefined;
  /** PORTAL_TEST_PRIVATE_STACKS: every system test file starts its own stack (to rule the shared stack out). */
  privateStacks: boolean;
  /** PORTAL_TEST_DEFERRED_DROPS (set by jest's global setup): the file listing databases to drop at the run's end. */
  deferredDrops: string | undefined;
  /** PORTAL_TEST_TEMPLATES (set by jest's global setup): the run's tag of its migrated template databases. */
  migratedTemplates: string | undefined;
}

export function loadTestEnvironment(env: NodeJS.ProcessEnv = process.env): TestEnvironment {
  const set = (name: string) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  return {
    databaseUrl: set('TEST_DATABASE_URL'),
    natsUrl: set('TEST_NATS_URL'),
    verbose: set('PORTAL_TEST_VERBOSE') !== undefined,
    benchVerbose: set('PORTAL_BENCH_VERBOSE') !== undefined,
    webDistDir: set('WEB_DIST_DIR'),
    webReportsDir: set('BENCH_WEB_REPORTS_DIR'),
    privateStacks: set('PORTAL_TEST_PRIVATE_STACKS') !== undefined,
    deferredDrops: set('PORTAL_TEST_DEFERRED_DROPS'),
    migratedTemplates: set('PORTAL_TEST_TEMPLATES'),
  };
}

let loaded: TestEnvironment | undefined;

/** The test environment, read once per process. */
export function testEnvironment(): TestEnvironment {
  loaded ??= loadTestEnvironment();
  return loaded;
}
