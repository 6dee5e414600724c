import { effectiveStatusCondition } from '@portal/membership/dist/src/members/members.repository';
import { startOfTodayInIndia } from '@portal/contracts';
import { ActorDto, MembershipSubjects } from '@portal/contracts';
import type { ListMembersAnswer } from '@portal/contracts/shapes';
import type { Pool } from 'pg';
import { ApiClient } from '../support/api-client';
import type { GatewayRpc } from '../support/gateway-rpc';
import { Latencies, summary, timed } from '../support/latencies';
import { shuffle } from '../support/seeded-random';
import { ROWS_BY_PRIMARY_KEY_SQL } from './list-queries';

/** Page size of the unfiltered-list lines: page 1,000 skips 19,980 rows. */
export const LIST_LIMIT = 20;

export async function getList(api: ApiClient, query: string): Promise<{ ms: number; answer: ListMembersAnswer }> {
  const { ms, value: text } = await timed(async () => {
    const res = await api.request('GET', `/api/members?${query}`);
    const body = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/members?${query}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  });
  return { ms, answer: JSON.parse(text) as ListMembersAnswer };
}

export interface UnfilteredCase {
  label: string;
  latencies: Latencies;
  /** The API's total and an exact count(*) of the same filter, taken after the requests. */
  total: number;
  counted: number;
}

/**
 * Page 1 and page `far` of GET /api/members, without a filter and with
 * status=active, LIST_LIMIT a page; the four kinds of request interleaved,
 * after a warm-up. The totals are checked against count(*) over the table.
 */
export async function measureUnfiltered(
  api: ApiClient,
  pool: Pool,
  options: { far: number; rounds: number; warmUp: number },
): Promise<UnfilteredCase[]> {
  const cases = [undefined, 'active'].flatMap((status) =>
    [1, options.far].map((page) => ({
      label: `page ${page.toLocaleString('en-IN')}, ${status ? `status=${status}` : 'no filter'}`,
      status,
      query: `${status ? `status=${status}&` : ''}page=${page}&limit=${LIST_LIMIT}`,
      samples: [] as number[],
      total: 0,
    })),
  );
  for (let i = 0; i < options.warmUp; i++) for (const c of cases) await getList(api, c.query);
  for (let i = 0; i < options.rounds; i++) {
    for (const c of shuffle(cases, 1000 + i)) {
      const { ms, answer } = await getList(api, c.query);
      if (answer.members.length !== LIST_LIMIT) throw new Error(`${c.query}: ${answer.members.length} members`);
      c.samples.push(ms);
      c.total = answer.total;
    }
  }
  const results: UnfilteredCase[] = [];
  for (const c of cases) {
    const params: unknown[] = [];
    const where = c.status
      ? `WHERE ${effectiveStatusCondition(c.status, (v) => `$${params.push(v)}`, startOfTodayInIndia())}`
      : '';
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM members ${where}`, params);
    results.push({ label: c.label, latencies: summary(c.samples), total: c.total, counted: rows[0].n });
  }
  return results;
}

export interface ExactKeyResult {
  api: Latencies;
  primaryKey: Latencies;
  /** GET /api/members/renewal-settings: the same sign-in check, gateway and NATS hop, with no SQL at all. */
  hopFloor: Latencies;
  /**
   * The same list request sent from here through the gateway's RPC client (gateway-rpc.ts): NATS, membership
   * and its SQL without HTTP, the session, Passport or Nest's router. API minus this is the gateway's share.
   */
  direct: Latencies;
  byKind: { kind: string; api: Latencies }[];
  /** Searches whose answer was not exactly the member the key names. */
  misses: string[];
}

export interface ExactKeyProbe {
  kind: 'member id' | 'e-mail' | 'phone';
  /** The search text: a whole member id (upper or lower case), e-mail or phone (bare or "+91 98450 12345"). */
  text: string;
  /** The members row it names. */
  id: string;
}

/** Three searches (member id, e-mail, phone) for each of `members` members drawn with a fixed seed. */
export async function exactKeyProbes(pool: Pool, members: number): Promise<ExactKeyProbe[]> {
  const { rows: sample } = await pool.query<{ id: string; member_id: string; email: string; phone: string }>(
    `SELECT id, member_id, email, phone FROM members TABLESAMPLE SYSTEM (1) REPEATABLE (42)
     WHERE email IS NOT NULL LIMIT $1`,
    [members],
  );
  const spaced = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  return sample.flatMap((m, i): ExactKeyProbe[] => [
    { kind: 'member id', text: i % 2 === 0 ? m.member_id : m.member_id.toLowerCase(), id: m.id },
    { kind: 'e-mail', text: m.email, id: m.id },
    { kind: 'phone', text: i % 2 === 0 ? m.phone : spaced(m.phone), id: m.id },
  ]);
}

/**
 * Whole member ids, e-mails and phone numbers (some written "+91 98450 12345")
 * of members drawn with a fixed seed, searched through the API, against the
 * member's row fetched by primary key with `pg` from here (the best any lookup
 * can do), alternating which goes first. After each pair the API without SQL
 * and the same search through the gateway's RPC client, as the notes' split of
 * the fixed cost; either answer naming another member counts as a miss.
 */
export async function measureExactKeys(
  api: ApiClient,
  pool: Pool,
  direct: { rpc: GatewayRpc; actor: ActorDto },
  options: { rounds: number },
): Promise<ExactKeyResult> {
  const viaRpc = (search: string) =>
    timed(() => direct.rpc.rpc(MembershipSubjects.ListMembers, { search, page: 1, limit: 10, actor: direct.actor }));
  const probes = await exactKeyProbes(pool, options.rounds);
  for (const probe of probes.slice(0, 15)) {
    await getList(api, `search=${encodeURIComponent(probe.text)}&page=1&limit=10`);
    await pool.query(ROWS_BY_PRIMARY_KEY_SQL, [probe.id]);
    await viaRpc(probe.text);
  }
  const samples: { kind: string; api: number; pk: number; floor: number; direct: number }[] = [];
  const misses: string[] = [];
  for (const [index, probe] of shuffle(probes, 77).entries()) {
    const viaApi = () => getList(api, `search=${encodeURIComponent(probe.text)}&page=1&limit=10`);
    const viaPk = () => timed(() => pool.query(ROWS_BY_PRIMARY_KEY_SQL, [probe.id]));
    let a: { ms: number; answer: ListMembersAnswer };
    let p: { ms: number };
    if (index % 2 === 0) {
      a = await viaApi();
      p = await viaPk();
    } else {
      p = await viaPk();
      a = await viaApi();
    }
    if (a.answer.total !== 1 || a.answer.members[0]?.id !== probe.id)
      misses.push(`"${probe.text}": total ${a.answer.total}`);
    const floor = await timed(async () => {
      const res = await api.request('GET', '/api/members/renewal-settings');
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/members/renewal-settings: ${res.status}`);
    });
    const d = await viaRpc(probe.text);
    if (d.value.total !== 1 || d.value.members[0]?.id !== probe.id)
      misses.push(`"${probe.text}" straight over NATS: total ${d.value.total}`);
    samples.push({ kind: probe.kind, api: a.ms, pk: p.ms, floor: floor.ms, direct: d.ms });
  }
  const kinds = [...new Set(samples.map((s) => s.kind))];
  return {
    api: summary(samples.map((s) => s.api)),
    primaryKey: summary(samples.map((s) => s.pk)),
    hopFloor: summary(samples.map((s) => s.floor)),
    direct: summary(samples.map((s) => s.direct)),
    byKind: kinds.map((kind) => ({ kind, api: summary(samples.filter((s) => s.kind === kind).map((s) => s.api)) })),
    misses,
  };
}
