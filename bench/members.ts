/**
 * The members benchmark (issue 3): `npm run bench:members [-- --members N]`.
 * Starts the whole portal on its own databases and NATS namespace, seeds N
 * members, and prints each measurement against a baseline taken in the same
 * run (bench/README.md explains every line).
 */
import { Pool } from 'pg';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { measurePaging, measureSearch } from './members/list-phase';
import { measureListTools, seedOverdueDues } from './members/list-tools-phase';
import { seedMembers } from './members/seed';
import { LIST_LIMIT, measureExactKeys, measureUnfiltered } from './members/unfiltered-phase';
import {
  copyIntoMembers,
  exportThroughApi,
  exportWithPsql,
  importThroughApi,
  waitForEventsHandled,
  writeImportCsv,
} from './members/transfer-phase';
import { gatewayRpc } from './support/gateway-rpc';
import { BENCH_ADMIN, load, log, parseMembersArg, runBenchmark, withPortal } from './support/portal-run';
import { belowLine, count, mb, ms, perSecond, ratioLine, reportText, ResultLine } from './support/report';

const PREFIX = 'PHOTO';
const IMPORT_ROWS = 50_000;
const FAR_PAGE = 1000;
const DEADLINE_MS = 2 * 60 * 60_000;

async function main(): Promise<void> {
  const { members } = parseMembersArg(process.argv.slice(2), {
    defaultCount: 1_000_000,
    // 70% of the register is active: page FAR_PAGE of the active members must exist too.
    minimum: FAR_PAGE * LIST_LIMIT * 1.5,
    why: `page ${FAR_PAGE} of ${LIST_LIMIT} active members must exist`,
    usage: 'npm run bench:members -- --members 1000000',
  });
  const admin = BENCH_ADMIN;
  const headline = () => `members benchmark: ${count(members)} members; load average ${load()}`;
  await withPortal({ headline, admin, memberIdPrefix: PREFIX, deadlineMs: DEADLINE_MS }, async (run) => {
    const { stack, api, dataDir } = run;
    const membershipDb = stack.databaseUrl('membership');
    const pool = run.closeAtEnd(new Pool({ connectionString: membershipDb, max: 10 }));

    // Rows past the register: two import files and the \copy baseline, each its own range.
    const importWithIds = { from: members + 1, to: members + IMPORT_ROWS };
    const copyRows = { from: members + IMPORT_ROWS + 1, to: members + 2 * IMPORT_ROWS };
    const importGenerated = { from: members + 2 * IMPORT_ROWS + 1, to: members + 3 * IMPORT_ROWS };
    log(`seeding ${count(members)} members (setup, not measured)`);
    await seedMembers(pool, { prefix: PREFIX, count: members, reservedUpTo: copyRows.to }, log);

    const overdueMembers = await seedOverdueDues(pool);
    log(`seeded ${count(overdueMembers)} overdue dues records (setup, not measured)`);

    const lines: ResultLine[] = [];
    const notes: string[] = [];

    log('search: warm-up, then 300 searches through the API and as direct SQL');
    const search = await measureSearch(api, pool, { prefix: PREFIX, members, distinct: 100, repeats: 3, warmUp: 20 });
    lines.push(ratioLine('search page 1, p50 (API vs same SQL)', search.api.p50, search.direct.p50, ms, { atMost: 2 }));
    lines.push(belowLine('search page 1, p99 (absolute goal)', search.api.p99, search.direct.p99, 100));
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

    log(`unfiltered list: page 1 and page ${FAR_PAGE}, ${LIST_LIMIT} a page, without and with a status filter`);
    const unfiltered = await measureUnfiltered(api, pool, { far: FAR_PAGE, rounds: 100, warmUp: 5 });
    for (const c of unfiltered) {
      lines.push({
        measurement: `list ${c.label}, p50 / p99`,
        ours: `${ms(c.latencies.p50)} / ${ms(c.latencies.p99)}`,
        baseline: '—',
        ratio: null,
        goal: '< 15 / < 40 ms',
        pass: c.latencies.p50 < 15 && c.latencies.p99 < 40 && c.total === c.counted,
      });
      notes.push(
        `list ${c.label}: ${c.latencies.samples} requests; total ${count(c.total)}, count(*) ${count(c.counted)}` +
          (c.total === c.counted ? '' : ' (DIFFERENT: the line misses)'),
      );
    }

    log(`list tools (issue 29): each sort and filter at page 1 and page ${FAR_PAGE}, ${LIST_LIMIT} a page`);
    const tools = await measureListTools(api, pool, { far: FAR_PAGE, rounds: 40, warmUp: 3 });
    for (const c of tools) {
      lines.push({
        measurement: `list ${c.label}, p50 / p99`,
        ours: `${ms(c.latencies.p50)} / ${ms(c.latencies.p99)}`,
        baseline: '—',
        ratio: null,
        goal: '< 15 / < 40 ms',
        pass: c.latencies.p50 < 15 && c.latencies.p99 < 40 && c.total === c.counted,
      });
      if (c.total !== c.counted)
        notes.push(
          `list ${c.label}: total ${count(c.total)}, count(*) ${count(c.counted)} (DIFFERENT: the line misses)`,
        );
    }

    log('exact keys: whole member ids, e-mails and phones through the API against a primary-key SELECT');
    const admin = await api.getJson<{ id: string }>('/api/auth/user');
    const rpc = run.closeAtEnd(await gatewayRpc(run.natsUrl, run.runId));
    const exact = await measureExactKeys(
      api,
      pool,
      { rpc, actor: { userId: admin.id, userType: 'admin' } },
      { rounds: 100 },
    );
    lines.push({
      measurement: 'exact-key search, API p50 (absolute goal)',
      ours: ms(exact.api.p50),
      baseline: '—',
      ratio: null,
      goal: '< 5 ms',
      pass: exact.api.p50 < 5 && exact.misses.length === 0,
    });
    lines.push(
      ratioLine('exact-key search p50 (API vs pk SELECT)', exact.api.p50, exact.primaryKey.p50, ms, { atMost: 3 }),
    );
    notes.push(
      `exact keys: ${exact.api.samples} searches; pk SELECT p50 ${ms(exact.primaryKey.p50)} p99 ${ms(exact.primaryKey.p99)}; ` +
        `API without SQL (renewal-settings) p50 ${ms(exact.hopFloor.p50)} p99 ${ms(exact.hopFloor.p99)}; ` +
        `the same search through the gateway's RPC client from here, no HTTP (gateway-rpc.ts), p50 ${ms(exact.direct.p50)} p99 ${ms(exact.direct.p99)}; ` +
        exact.byKind.map((k) => `${k.kind} API p50 ${ms(k.api.p50)} p99 ${ms(k.api.p99)}`).join('; '),
    );
    if (exact.misses.length > 0)
      notes.push(`exact keys that did not answer exactly their member: ${exact.misses.slice(0, 5).join('; ')}`);

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
        { atLeast: 0.7 },
      ),
    );
    lines.push({
      measurement: 'export, first byte',
      ours: ms(ours.secondsToFirstByte * 1000),
      baseline: '—',
      ratio: null,
      goal: '< 1000 ms',
      pass: ours.secondsToFirstByte < 1,
    });
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
      `export: ${count(exportedRows)} rows; ours ${ours.seconds.toFixed(1)} s (headers after ${ms(ours.secondsToHeaders * 1000)}, ` +
        `first byte after ${ms(ours.secondsToFirstByte * 1000)}), ${mb(ours.bytes)}; psql ${baselineExport.seconds.toFixed(1)} s, ${mb(baselineExport.bytes)}; ` +
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
    const drained = await waitForEventsHandled((service) => stack.databaseUrl(service), 10 * 60_000);
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

    process.stdout.write(
      reportText(
        `members benchmark, ${new Date().toISOString()}, ${count(members)} seeded members, ${cpus().length} cores, load average at the end ${load()}`,
        lines,
        notes,
      ),
    );
  });
}

runBenchmark('members', main);
