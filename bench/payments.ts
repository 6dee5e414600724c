/**
 * The payments benchmark (issue 10): `npm run bench:payments [-- --members N]`.
 * Starts the whole portal on its own databases and NATS namespace, seeds
 * payments' ledger with N members and 12 monthly records per opted scheme,
 * and prints each measurement against a baseline taken in the same run
 * (bench/README.md explains every line).
 */
import { Schemes } from '@portal/contracts';
import { cpus } from 'node:os';
import { Pool } from 'pg';
import {
  caseNotes,
  explainSlowest,
  FamilyResult,
  LedgerCase,
  measureFamily,
  measureFloor,
} from './payments/ledger-phase';
import { listStatements, runDirect, schemeMembersStatements } from './payments/ledger-queries';
import { seedLedger } from './payments/seed';
import {
  currentYear,
  measurePair,
  seedStatementMember,
  STATEMENT_YEARS,
  statementStatements,
  statsStatements,
} from './payments/statement-phase';
import { checkLedger, deliver, payOrders } from './payments/webhook-phase';
import { BENCH_ADMIN, load, log, parseMembersArg, runBenchmark, withPortal } from './support/portal-run';
import { belowLine, count, ms, ratioLine, reportText, ResultLine } from './support/report';

const PREFIX = 'PHOTO';
const LIMIT = 50;
/** The deep page of every list (rows 4,951-5,000), or its last page when it has fewer. */
const DEEP_PAGE = 100;
const WEBHOOKS = 200;
const WEBHOOK_CONCURRENCY = 20;
const DEADLINE_MS = 2 * 60 * 60_000;
const RECORD_STATUSES = ['paid', 'pending', 'overdue'] as const;
const VIEW_STATUSES = ['paid', 'pending', 'overdue', 'no_record'] as const;

type CaseMaker = (page: number) => Promise<{ label: string; path: string; statements: LedgerCase['statements'] }>;

/** Page 1 and the deep page (clamped to the last page, found with the same statements) of each filter. */
async function withDeepPages(pool: Pool, makers: CaseMaker[]): Promise<LedgerCase[]> {
  const cases: LedgerCase[] = [];
  for (const make of makers) {
    const first = await make(1);
    const { total } = await runDirect(pool, first.statements);
    cases.push(first, await make(Math.max(1, Math.min(DEEP_PAGE, Math.ceil(total / LIMIT)))));
  }
  return cases;
}

function listCases(pool: Pool): Promise<LedgerCase[]> {
  const makers = Schemes.flatMap((scheme) =>
    RECORD_STATUSES.map((status): CaseMaker => async (page) => ({
      label: `${scheme}, ${status}, page ${page}`,
      path: `/api/payment-records?scheme=${scheme}&status=${status}&page=${page}&limit=${LIMIT}`,
      statements: await listStatements({ scheme, status }, page, LIMIT),
    })),
  );
  return withDeepPages(pool, makers);
}

function viewCases(pool: Pool, statuses: readonly (string | undefined)[]): Promise<LedgerCase[]> {
  const makers = Schemes.flatMap((scheme) =>
    statuses.map((status): CaseMaker => async (page) => ({
      label: `${scheme}, ${status ?? 'all'}, page ${page}`,
      path: `/api/payment-records/scheme-members?scheme=${scheme}${status ? `&status=${status}` : ''}&page=${page}&limit=${LIMIT}`,
      statements: await schemeMembersStatements({ scheme, status }, page, LIMIT),
    })),
  );
  return withDeepPages(pool, makers);
}

async function main(): Promise<void> {
  const { members } = parseMembersArg(process.argv.slice(2), {
    defaultCount: 200_000,
    minimum: 10_000,
    why: 'a smaller ledger measures little but the fixed costs',
    usage: 'npm run bench:payments -- --members 200000',
  });
  const admin = BENCH_ADMIN;
  const headline = () => `payments benchmark: ${count(members)} members; load average ${load()}`;
  // The scheduled jobs run once at start-up (on an empty ledger) and not again during the run.
  const env = { JOB_INTERVAL_SECONDS: String(24 * 60 * 60) };
  await withPortal({ headline, admin, memberIdPrefix: PREFIX, env, deadlineMs: DEADLINE_MS }, async (run) => {
    const { stack, api } = run;
    const sandbox = stack.razorpaySandbox;
    if (!sandbox) throw new Error('the stack runs without the Razorpay sandbox');
    const pool = run.closeAtEnd(new Pool({ connectionString: stack.databaseUrl('payments'), max: 10 }));

    log(`seeding ${count(members)} members and their records (setup, not measured)`);
    const ledger = await seedLedger(pool, { prefix: PREFIX, count: members }, log);
    log(`ledger: ${count(ledger.records)} records`);

    const lines: ResultLine[] = [];
    const notes: string[] = [
      `ledger: ${count(members)} members, ${count(ledger.records)} records; ` +
        ledger.byScheme.map((s) => `${s.scheme} ${count(s.opted)} opted, ${count(s.records)} records`).join('; '),
    ];
    const explains: string[] = [];
    const family = async (name: string, cases: LedgerCase[], rounds: number, seed: number): Promise<FamilyResult> => {
      log(`${name}: ${cases.length} requests × ${rounds}, through the API and as the repository's SQL`);
      const result = await measureFamily(api, pool, cases, { rounds, seed });
      lines.push(ratioLine(`${name}, p50 (API vs same SQL)`, result.api.p50, result.direct.p50, ms, { atMost: 2 }));
      lines.push(belowLine(`${name}, p99 (absolute goal)`, result.api.p99, result.direct.p99, 150));
      notes.push(
        `${name}: ${result.api.samples} requests, ${LIMIT} a page; per filter and page:`,
        ...caseNotes(result, ms, count),
      );
      if (result.mismatches.length > 0)
        notes.push(`${name}: answers that differed from the SQL: ${result.mismatches.slice(0, 5).join('; ')}`);
      if (result.api.p99 >= 150)
        explains.push(`${name}, slowest request:\n${await explainSlowest(pool, cases, result)}`);
      return result;
    };

    log('floor: 100 requests of GET /api/scheme-settings');
    const floor = await measureFloor(api, 100);
    notes.push(
      `floor: GET /api/scheme-settings (one small query in payments) p50 ${ms(floor.p50)} p99 ${ms(floor.p99)}: what any request through gateway, NATS and a service costs here`,
    );

    await family('records list by scheme and status', await listCases(pool), 10, 42);
    await family('scheme view, all members', await viewCases(pool, [undefined]), 20, 43);
    await family('scheme view by status', await viewCases(pool, VIEW_STATUSES), 6, 44);

    const statementMember = await seedStatementMember(pool, PREFIX);
    const year = currentYear();
    log(
      `statement: one member with ${statementMember.records} records (${STATEMENT_YEARS} years × 3 schemes), ${year}`,
    );
    const statement = await measurePair(
      api,
      pool,
      `/api/payment-records/statement?memberId=${statementMember.memberId}&period=${year}`,
      await statementStatements(statementMember.memberId, year),
      50,
    );
    lines.push(
      belowLine(
        `statement, ${STATEMENT_YEARS} years × 3 schemes, p50 (absolute goal)`,
        statement.api.p50,
        statement.direct.p50,
        100,
      ),
    );
    const shown = JSON.parse(statement.body) as { lines: unknown[]; openingBalance: string; closingBalance: string };
    notes.push(
      `statement: GET /api/payment-records/statement?period=${year} for a member with ${statementMember.records} monthly ` +
        `records: ${shown.lines.length} lines, opening ${shown.openingBalance}, closing ${shown.closingBalance}; ` +
        `API p50 ${ms(statement.api.p50)} p99 ${ms(statement.api.p99)}, its SQL (4 statements at once) p50 ` +
        `${ms(statement.direct.p50)} p99 ${ms(statement.direct.p99)}`,
    );
    log(`financial-year stats: GET /api/payment-records/stats?period=${year} × 20 and its SQL`);
    const stats = await measurePair(
      api,
      pool,
      `/api/payment-records/stats?period=${year}`,
      await statsStatements(year),
      20,
    );
    lines.push(
      ratioLine(`financial-year stats, p50 (API vs same SQL)`, stats.api.p50, stats.direct.p50, ms, { atMost: 2 }),
    );
    const totals = (JSON.parse(stats.body) as { totals: Record<string, string> }).totals;
    notes.push(
      `financial-year stats (${year}): API p50 ${ms(stats.api.p50)} p99 ${ms(stats.api.p99)}, SQL p50 ${ms(stats.direct.p50)} ` +
        `p99 ${ms(stats.direct.p99)}; totals receivable ${totals.receivable}, received ${totals.received}, balance ` +
        `${totals.balance}, paid in advance ${totals.paidInAdvance}`,
    );

    log(`webhooks: ${WEBHOOKS} orders made and paid in the sandbox (setup, not measured)`);
    const orders = await payOrders(api, pool, sandbox, WEBHOOKS);
    const before = await checkLedger(pool, orders);
    log(`webhooks: ${WEBHOOKS} payment.captured deliveries, ${WEBHOOK_CONCURRENCY} at a time`);
    const first = await deliver(
      stack.url,
      orders.map((o) => o.webhook),
      WEBHOOK_CONCURRENCY,
    );
    const afterFirst = await checkLedger(pool, orders);
    log('webhooks: each delivered once more (same event id)');
    const again = await deliver(
      stack.url,
      orders.map((o) => o.webhook),
      WEBHOOK_CONCURRENCY,
    );
    const afterAgain = await checkLedger(pool, orders);

    lines.push({
      measurement: `webhooks acknowledged (${WEBHOOK_CONCURRENCY} at a time)`,
      ours: `${first.acknowledged} of ${WEBHOOKS}`,
      baseline: '—',
      ratio: null,
      goal: 'all 2xx',
      pass: first.acknowledged === WEBHOOKS && again.acknowledged === WEBHOOKS,
    });
    lines.push({
      measurement: 'webhook p99',
      ours: ms(first.latency.p99),
      baseline: '—',
      ratio: null,
      goal: '< 500 ms',
      pass: first.latency.p99 < 500,
    });
    const once =
      afterFirst.records === WEBHOOKS &&
      afterFirst.payments === WEBHOOKS &&
      afterFirst.paid === WEBHOOKS &&
      afterFirst.ordersPaid === WEBHOOKS;
    const unchanged =
      afterAgain.records === afterFirst.records &&
      afterAgain.allRecords === afterFirst.allRecords &&
      afterAgain.allPaid === afterFirst.allPaid &&
      afterAgain.outboxEvents === afterFirst.outboxEvents;
    lines.push({
      measurement: 'payments recorded, paid records per payment',
      ours: `${afterFirst.records} for ${afterFirst.payments}`,
      baseline: '—',
      ratio: null,
      goal: `${WEBHOOKS} for ${WEBHOOKS}`,
      pass: once && before.records === 0,
    });
    lines.push({
      measurement: 'redelivered webhooks, ledger change',
      ours: `${afterAgain.allRecords - afterFirst.allRecords} records, ${afterAgain.outboxEvents - afterFirst.outboxEvents} events`,
      baseline: '—',
      ratio: null,
      goal: 'none',
      pass: unchanged,
    });
    const outcomes = (d: typeof first) =>
      Object.entries(d.outcomes)
        .map(([outcome, n]) => `${n} ${outcome}`)
        .join(', ');
    notes.push(
      `webhooks: first delivery p50 ${ms(first.latency.p50)} p99 ${ms(first.latency.p99)}, ${first.seconds.toFixed(1)} s for ${WEBHOOKS} (${outcomes(first)}); ` +
        `redelivery p50 ${ms(again.latency.p50)} p99 ${ms(again.latency.p99)} (${outcomes(again)})`,
      `webhooks: before ${before.records} records carried the payments' ids; after the first delivery ${afterFirst.records} records ` +
        `(${afterFirst.payments} distinct payment ids, ${afterFirst.paid} paid), ${afterFirst.ordersPaid} orders paid; ` +
        `after the redelivery ${afterAgain.records} records, ledger ${count(afterFirst.allRecords)} → ${count(afterAgain.allRecords)} records, ` +
        `${count(afterFirst.allPaid)} → ${count(afterAgain.allPaid)} paid, outbox ${afterFirst.outboxEvents} → ${afterAgain.outboxEvents} events`,
    );

    process.stdout.write(
      reportText(
        `payments benchmark, ${new Date().toISOString()}, ${count(members)} seeded members, ${count(ledger.records)} records, ${cpus().length} cores, load average at the end ${load()}`,
        lines,
        [
          ...notes,
          ...(explains.length > 0
            ? ['', 'EXPLAIN (ANALYZE, BUFFERS) of the slowest request of each missed p99 goal:', ...explains]
            : []),
        ],
      ),
    );
  });
}

runBenchmark('payments', main);
