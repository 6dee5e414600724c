/**
 * The members benchmark (issue 3): `npm run bench:members [-- --members N]`.
 * Starts the whole portal on its own databases and NATS namespace, seeds N
 * members, and prints each measurement against a baseline taken in the same
 * run (bench/README.md explains every line).
 */
import { AllServices, EVENTS_STREAM_SUFFIX } from '@portal/contracts';
import { startStack, Stack } from '@portal/infra';
import { dropDatabases, freePort, resolveNats, resolvePostgres, testEnvironment, uniqueRunId } from '@portal/testing';
import { connect } from 'nats';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Pool } from 'pg';
import { ApiClient } from './members/api-client';
import { measurePaging, measureSearch } from './members/list-phase';
import { count, mb, ms, perSecond, printTable, ratioLine, ResultLine } from './members/report';
import { S3Process, startS3Process } from './members/s3-process';
import { seedMembers } from './members/seed';
import {
  copyIntoMembers,
  exportThroughApi,
  exportWithPsql,
  importThroughApi,
  waitForEventsHandled,
  writeImportCsv,
} from './members/transfer-phase';

const PREFIX = 'PHOTO';
const IMPORT_ROWS = 50_000;
const FAR_PAGE = 1000;
const DEADLINE_MS = 2 * 60 * 60_000;

/** Wrong arguments or a missing build: the message says it all, no stack trace. */
class UsageError extends Error {}

function parseArgs(args: string[]): { members: number } {
  let members = 1_000_000;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--members') {
      const value = Number(String(args[++i] ?? '').replace(/[_,]/g, ''));
      if (!Number.isSafeInteger(value) || value < FAR_PAGE * 10) {
        throw new UsageError(
          `--members must be a whole number of at least ${FAR_PAGE * 10} (page ${FAR_PAGE} must exist)`,
        );
      }
      members = value;
    } else {
      throw new UsageError(`unknown argument ${args[i]}; usage: npm run bench:members -- --members 1000000`);
    }
  }
  return { members };
}

const rootDir = resolve(__dirname, '..', '..');

/** The benchmark runs the built services; `npm run bench:members` compiles only the benchmark itself. */
function requireBuiltServices(): void {
  const missing = AllServices.filter((name) => !existsSync(join(rootDir, 'services', name, 'dist', 'src', 'main.js')));
  if (missing.length > 0) throw new UsageError(`not built: ${missing.join(', ')}; run \`npm run build:server\` first`);
}

const started = Date.now();
const log = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  const { members } = parseArgs(process.argv.slice(2));
  requireBuiltServices();
  const postgresUrl = await resolvePostgres();
  const natsUrl = await resolveNats();
  const runId = uniqueRunId('bench_');
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const admin = { email: 'admin@bench.test', password: 'Bench-Admin-Pass-2024' };
  let s3: S3Process | undefined;
  let stack: Stack | undefined;
  let pool: Pool | undefined;

  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      log('cleaning up');
      await pool?.end().catch(() => undefined);
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
    () => abort(`stopped: still running after ${DEADLINE_MS / 60_000} minutes`, 1),
    DEADLINE_MS,
  );
  deadline.unref();

  try {
    log(`members benchmark: ${count(members)} members; load average ${load()}`);
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
      admin,
      s3,
      memberIdPrefix: PREFIX,
      sessionSecret: `bench-session-secret-${runId}-0123456789abcdef`,
      env: { LOG_LEVEL: 'warn' },
      log: (service, line) => {
        if (testEnvironment().benchVerbose) process.stderr.write(`[${service}] ${line}\n`);
      },
      startupTimeoutMs: 180_000,
    });
    log(`portal running at ${stack.url}`);
    const api = new ApiClient(stack.url);
    await api.login(admin.email, admin.password);
    const membershipDb = stack.databaseUrl('membership');
    pool = new Pool({ connectionString: membershipDb, max: 10 });

    // Rows past the register: two import files and the \copy baseline, each its own range.
    const importWithIds = { from: members + 1, to: members + IMPORT_ROWS };
    const copyRows = { from: members + IMPORT_ROWS + 1, to: members + 2 * IMPORT_ROWS };
    const importGenerated = { from: members + 2 * IMPORT_ROWS + 1, to: members + 3 * IMPORT_ROWS };
    log(`seeding ${count(members)} members (setup, not measured)`);
    await seedMembers(pool, { prefix: PREFIX, count: members, reservedUpTo: copyRows.to }, log);

    const lines: ResultLine[] = [];
    const notes: string[] = [];

    log('search: warm-up, then 300 searches through the API and as direct SQL');
    const search = await measureSearch(api, pool, { prefix: PREFIX, members, distinct: 100, repeats: 3, warmUp: 20 });
    lines.push(ratioLine('search page 1, p50 (API vs same SQL)', search.api.p50, search.direct.p50, ms, { atMost: 2 }));
    lines.push({
      measurement: 'search page 1, p99 (absolute goal)',
      ours: ms(search.api.p99),
      baseline: ms(search.direct.p99),
      ratio: search.api.p99 / search.direct.p99,
      goal: '< 100 ms',
      pass: search.api.p99 < 100,
    });
    notes.push(
      `search: ${search.api.samples} requests over ${search.terms} distinct terms, page 1, 10 a page; per kind of term:`,
    );
    for (const kind of search.byKind) {
      notes.push(
        `  ${kind.kind.padEnd(19)} n=${String(kind.api.samples).padStart(3)}  API p50 ${ms(kind.api.p50).padStart(9)} p99 ${ms(kind.api.p99).padStart(9)}` +
          `  SQL p50 ${ms(kind.direct.p50).padStart(9)} p99 ${ms(kind.direct.p99).padStart(9)}  median matches ${count(kind.medianMatches)}`,
      );
    }
    if (search.mismatches.length > 0)
      notes.push(`search totals that differed between API and SQL: ${search.mismatches.slice(0, 5).join('; ')}`);

    log(`paging: page ${FAR_PAGE} against page 1 of the unfiltered list`);
    const paging = await measurePaging(api, { far: FAR_PAGE, rounds: 50, warmUp: 5 });
    lines.push(ratioLine(`page ${FAR_PAGE} vs page 1, p50`, paging.far.p50, paging.first.p50, ms, { atMost: 1.5 }));
    notes.push(
      `paging: page 1 p50 ${ms(paging.first.p50)} p99 ${ms(paging.first.p99)}; page ${FAR_PAGE} p50 ${ms(paging.far.p50)} p99 ${ms(paging.far.p99)}; total ${count(paging.total)}`,
    );

    log('export: psql \\copy, then GET /api/members/export with the membership process sampled');
    const { rows: countRows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
    const exportedRows = countRows[0].n;
    const baselineExport = await exportWithPsql(membershipDb, join(dataDir, 'export-baseline.csv'));
    rmSync(join(dataDir, 'export-baseline.csv'), { force: true });
    const ours = await exportThroughApi(api, stack.services.membership.pid!);
    if (ours.lines !== exportedRows)
      notes.push(`export: the file had ${count(ours.lines)} data lines for ${count(exportedRows)} members`);
    lines.push(
      ratioLine(
        'export all members, rows/s',
        exportedRows / ours.seconds,
        exportedRows / baselineExport.seconds,
        perSecond,
        { atLeast: 0.5 },
      ),
    );
    const growth = ours.memory.maxBytes - ours.rssBefore;
    lines.push({
      measurement: 'export, membership memory growth',
      ours: mb(growth),
      baseline: '—',
      ratio: null,
      goal: '< 100 MB',
      pass: growth < 100 * 1024 * 1024,
    });
    notes.push(
      `export: ${count(exportedRows)} rows; ours ${ours.seconds.toFixed(1)} s (answer headers after ${ours.secondsToHeaders.toFixed(1)} s, ` +
        `when membership had written the file to storage), ${mb(ours.bytes)}; psql ${baselineExport.seconds.toFixed(1)} s, ${mb(baselineExport.bytes)}; ` +
        `membership RSS ${mb(ours.rssBefore)} before, ${mb(ours.memory.maxBytes)} peak (${ours.memory.samples} samples, longest gap ${ours.memory.longestGapMs} ms)`,
    );

    log(`import: writing three ${count(IMPORT_ROWS)}-row CSV files`);
    const files = {
      withIds: join(dataDir, 'import-with-ids.csv'),
      copy: join(dataDir, 'copy-baseline.csv'),
      generated: join(dataDir, 'import-generated-ids.csv'),
    };
    await writeImportCsv(membershipDb, files.withIds, { prefix: PREFIX, withIds: true, ...importWithIds });
    await writeImportCsv(membershipDb, files.copy, { prefix: PREFIX, withIds: true, ...copyRows });
    await writeImportCsv(membershipDb, files.generated, { prefix: PREFIX, withIds: false, ...importGenerated });
    log('import: psql \\copy baseline');
    const copySeconds = await copyIntoMembers(membershipDb, files.copy);
    log('import: POST /api/members/bulk-import, member ids in the file');
    const withIds = await importThroughApi(api, files.withIds, IMPORT_ROWS);
    log('import: waiting until the other services have handled its events');
    const drained = await waitForEventsHandled((service) => stack!.databaseUrl(service), 10 * 60_000);
    if (!drained) notes.push('import: the events of the first import were still being handled during the second');
    log('import: POST /api/members/bulk-import, member ids drawn by the portal');
    const generated = await importThroughApi(api, files.generated, IMPORT_ROWS);
    const copyRate = IMPORT_ROWS / copySeconds;
    lines.push(
      ratioLine(
        `bulk import ${count(IMPORT_ROWS)} rows (ids in file), rows/s`,
        IMPORT_ROWS / withIds.seconds,
        copyRate,
        perSecond,
        { atLeast: 0.5 },
      ),
    );
    lines.push(
      ratioLine(
        `bulk import ${count(IMPORT_ROWS)} rows (ids drawn), rows/s`,
        IMPORT_ROWS / generated.seconds,
        copyRate,
        perSecond,
        { atLeast: 0.5 },
      ),
    );
    notes.push(
      `import: API ${withIds.seconds.toFixed(2)} s (ids in file), ${generated.seconds.toFixed(2)} s (ids drawn); psql \\copy ${copySeconds.toFixed(2)} s`,
    );

    const table = printTable(lines);
    process.stdout.write(
      [
        '',
        `members benchmark, ${new Date().toISOString()}, ${count(members)} seeded members, ${cpus().length} cores, load average at the end ${load()}`,
        '',
        table,
        '',
        ...notes,
        '',
        `${lines.filter((l) => l.pass).length} of ${lines.length} goals met`,
        '',
      ].join('\n'),
    );
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

main().then(
  () => process.exit(0),
  (error: unknown) => {
    const text =
      error instanceof UsageError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`members benchmark failed: ${text}\n`);
    process.exit(1);
  },
);
