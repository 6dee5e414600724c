import type { Pool } from 'pg';
import { ApiClient } from '../support/api-client';
import { Latencies, summary, timed } from '../support/latencies';
import { shuffle } from '../support/seeded-random';
import { explainAnalyze, runDirect, Statement } from './ledger-queries';

/** One request of a family: its API path and the statements the repository issues for it. */
export interface LedgerCase {
  label: string;
  path: string;
  statements: Statement[];
}

export interface CaseResult {
  label: string;
  api: Latencies;
  direct: Latencies;
  total: number;
  rows: number;
}

export interface FamilyResult {
  api: Latencies;
  direct: Latencies;
  cases: CaseResult[];
  mismatches: string[];
}

interface Answer {
  total: number;
  records?: unknown[];
  members?: unknown[];
}

/** GET path: the answer's total and rows; the time covers the request and reading the whole body. */
async function throughApi(api: ApiClient, path: string): Promise<{ ms: number; total: number; rows: number }> {
  const { ms, value: text } = await timed(async () => {
    const res = await api.request('GET', path);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  });
  const answer = JSON.parse(text) as Answer | unknown[];
  if (Array.isArray(answer)) return { ms, total: answer.length, rows: answer.length };
  return { ms, total: answer.total, rows: (answer.records ?? answer.members ?? []).length };
}

/**
 * Every case `rounds` times in a shuffled order, each through the API and as
 * the same statements straight from here, one request at a time, after one
 * unmeasured round. Which of the two goes first alternates, so neither always
 * finds the other's pages in the cache.
 */
export async function measureFamily(
  api: ApiClient,
  pool: Pool,
  cases: LedgerCase[],
  options: { rounds: number; seed: number },
): Promise<FamilyResult> {
  for (const c of cases) {
    await throughApi(api, c.path);
    await runDirect(pool, c.statements);
  }
  const runs = shuffle(Array.from({ length: options.rounds }, () => cases).flat(), options.seed);
  const samples = new Map<string, { api: number[]; direct: number[]; total: number; rows: number }>(
    cases.map((c) => [c.label, { api: [], direct: [], total: 0, rows: 0 }]),
  );
  const mismatches: string[] = [];
  for (const [index, c] of runs.entries()) {
    const viaApi = () => throughApi(api, c.path);
    const direct = () => timed(() => runDirect(pool, c.statements));
    let a: Awaited<ReturnType<typeof viaApi>>;
    let d: Awaited<ReturnType<typeof direct>>;
    if (index % 2 === 0) {
      a = await viaApi();
      d = await direct();
    } else {
      d = await direct();
      a = await viaApi();
    }
    if (a.total !== d.value.total || a.rows !== d.value.rows) {
      mismatches.push(`${c.label}: API ${a.rows} rows of ${a.total}, SQL ${d.value.rows} rows of ${d.value.total}`);
    }
    const mine = samples.get(c.label)!;
    mine.api.push(a.ms);
    mine.direct.push(d.ms);
    mine.total = d.value.total;
    mine.rows = d.value.rows;
  }
  const all = [...samples.values()];
  return {
    api: summary(all.flatMap((s) => s.api)),
    direct: summary(all.flatMap((s) => s.direct)),
    cases: cases.map((c) => {
      const s = samples.get(c.label)!;
      return { label: c.label, api: summary(s.api), direct: summary(s.direct), total: s.total, rows: s.rows };
    }),
    mismatches,
  };
}

/**
 * The portal's cost of any request, for comparison: GET /api/scheme-settings
 * (the three scheme settings, one small query in payments) one at a time.
 */
export async function measureFloor(api: ApiClient, requests: number): Promise<Latencies> {
  const samples: number[] = [];
  for (let i = 0; i < requests + 10; i++) {
    const { ms } = await throughApi(api, '/api/scheme-settings');
    if (i >= 10) samples.push(ms);
  }
  return summary(samples);
}

/** The notes' lines of a family: p50 and p99 of each case through the API and as SQL, with its total. */
export function caseNotes(result: FamilyResult, ms: (n: number) => string, count: (n: number) => string): string[] {
  const width = Math.max(...result.cases.map((c) => c.label.length));
  return result.cases.map(
    (c) =>
      `  ${c.label.padEnd(width)}  API p50 ${ms(c.api.p50).padStart(9)} p99 ${ms(c.api.p99).padStart(9)}` +
      `  SQL p50 ${ms(c.direct.p50).padStart(9)} p99 ${ms(c.direct.p99).padStart(9)}  total ${count(c.total)}`,
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements of the case with the highest API p99, for a missed goal. */
export async function explainSlowest(pool: Pool, cases: LedgerCase[], result: FamilyResult): Promise<string> {
  const slowest = [...result.cases].sort((a, b) => b.api.p99 - a.api.p99)[0];
  const statements = cases.find((c) => c.label === slowest.label)!.statements;
  const plans = await explainAnalyze(pool, statements);
  return [`${slowest.label}:`, ...plans.map((plan, i) => `-- statement ${i + 1} of ${plans.length}\n${plan}`)].join(
    '\n',
  );
}
