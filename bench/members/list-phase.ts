import type { ListMembersAnswer } from '@portal/contracts/shapes';
import type { Pool } from 'pg';
import { ApiClient } from '../support/api-client';
import { Latencies, summary, timed } from '../support/latencies';
import { percentile } from '../support/report';
import { shuffle } from '../support/seeded-random';
import { searchDirect } from './list-queries';
import { SearchTerm, searchTerms } from './search-terms';

/** GET /api/members?…: the answer's total; the time covers the request and reading the whole body. */
async function listThroughApi(api: ApiClient, query: string): Promise<{ ms: number; total: number }> {
  const { ms, value: text } = await timed(async () => {
    const res = await api.request('GET', `/api/members?${query}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/members?${query}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  });
  return { ms, total: (JSON.parse(text) as ListMembersAnswer).total };
}

const searchQuery = (text: string) => `search=${encodeURIComponent(text)}&page=1&limit=10`;

export interface SearchResult {
  terms: number;
  api: Latencies;
  direct: Latencies;
  byKind: { kind: string; api: Latencies; direct: Latencies; medianMatches: number }[];
  mismatches: string[];
}

/**
 * Page 1 of searches, each term through the API and as the same SQL straight
 * from here, one request at a time. Which of the two goes first alternates,
 * so neither always finds the other's pages in the cache.
 */
export async function measureSearch(
  api: ApiClient,
  pool: Pool,
  options: { prefix: string; members: number; distinct: number; repeats: number; warmUp: number },
): Promise<SearchResult> {
  const warm = await searchTerms(pool, options.prefix, options.members, options.warmUp, 7);
  for (const term of warm) {
    await listThroughApi(api, searchQuery(term.text));
    await searchDirect(pool, term.text);
  }

  const terms = await searchTerms(pool, options.prefix, options.members, options.distinct, 42);
  const runs: SearchTerm[] = shuffle(Array.from({ length: options.repeats }, () => terms).flat(), 4242);
  const samples: { kind: string; api: number; direct: number; matches: number }[] = [];
  const mismatches: string[] = [];
  for (const [index, term] of runs.entries()) {
    const viaApi = () => listThroughApi(api, searchQuery(term.text));
    const direct = () => timed(async () => (await searchDirect(pool, term.text)).total);
    let a: { ms: number; total: number };
    let d: { ms: number; value: number };
    if (index % 2 === 0) {
      a = await viaApi();
      d = await direct();
    } else {
      d = await direct();
      a = await viaApi();
    }
    if (a.total !== d.value) mismatches.push(`"${term.text}": API total ${a.total}, SQL total ${d.value}`);
    samples.push({ kind: term.kind, api: a.ms, direct: d.ms, matches: d.value });
  }

  const kinds = [...new Set(samples.map((s) => s.kind))];
  return {
    terms: terms.length,
    api: summary(samples.map((s) => s.api)),
    direct: summary(samples.map((s) => s.direct)),
    byKind: kinds.map((kind) => {
      const mine = samples.filter((s) => s.kind === kind);
      return {
        kind,
        api: summary(mine.map((s) => s.api)),
        direct: summary(mine.map((s) => s.direct)),
        medianMatches: percentile(
          mine.map((s) => s.matches),
          50,
        ),
      };
    }),
    mismatches,
  };
}

/** The unfiltered list, newest first: page `far` against page 1, alternating, after a warm-up of each. */
export async function measurePaging(
  api: ApiClient,
  options: { far: number; rounds: number; warmUp: number },
): Promise<{ first: Latencies; far: Latencies; total: number }> {
  const page = (n: number) => listThroughApi(api, `page=${n}&limit=10`);
  for (let i = 0; i < options.warmUp; i++) {
    await page(1);
    await page(options.far);
  }
  const first: number[] = [];
  const far: number[] = [];
  let total = 0;
  for (let i = 0; i < options.rounds; i++) {
    const order = i % 2 === 0 ? [1, options.far] : [options.far, 1];
    for (const n of order) {
      const { ms, total: t } = await page(n);
      (n === 1 ? first : far).push(ms);
      total = t;
    }
  }
  return { first: summary(first), far: summary(far), total };
}
