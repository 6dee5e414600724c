import { listFilterCondition, listOrder } from '@portal/membership/dist/src/members/member-list.repository';
import type { MemberListFilterName, MemberListSort } from '@portal/contracts/shapes';
import type { Pool } from 'pg';
import { ApiClient } from '../support/api-client';
import { Latencies, summary } from '../support/latencies';
import { shuffle } from '../support/seeded-random';
import { getList, LIST_LIMIT } from './unfiltered-phase';

/** Share of the seeded members given an overdue, unpaid payment record (seedOverdueDues). */
export const OVERDUE_SHARE = 0.03;

/**
 * "Overdue dues" as membership keeps it from payments' events (member_dues_records), written by SQL for
 * OVERDUE_SHARE of the members (setup, not measured), then analysed like the rest of the register.
 */
export async function seedOverdueDues(pool: Pool): Promise<number> {
  const { rowCount } = await pool.query(
    `INSERT INTO member_dues_records (record_id, member_id, overdue_since)
     SELECT gen_random_uuid(), id, now() - interval '20 days' FROM members WHERE random() < $1`,
    [OVERDUE_SHARE],
  );
  // The records' triggers mark the members (members.dues_overdue): vacuumed too, as autovacuum would have.
  await pool.query('VACUUM (ANALYZE) member_dues_records, members');
  return rowCount ?? 0;
}

/**
 * "Overdue dues" counted from the records themselves rather than from the flag the list reads (its own SQL), so
 * the total check also checks that the records' triggers kept members.dues_overdue right.
 */
const OVERDUE_BY_RECORDS = `EXISTS (SELECT 1 FROM member_dues_records d
  WHERE d.member_id = members.id AND d.overdue_since IS NOT NULL AND d.paid_at IS NULL)`;

export interface ListToolsCase {
  label: string;
  latencies: Latencies;
  /** The API's total and an exact count(*) of the same filter, taken after the requests. */
  total: number;
  counted: number;
}

interface Planned {
  label: string;
  query: string;
  filter?: MemberListFilterName;
  samples: number[];
  total: number;
}

/**
 * The list's sorts (issue 29) at page 1 and page `far` (ascending) and page 1 descending, and each validity and
 * dues filter at page 1 and page `far` (newest first), plus a filter with a sort; LIST_LIMIT a page, all kinds
 * interleaved after a warm-up. Totals are checked against count(*) of the filter's own SQL (overdue dues: of the
 * records, OVERDUE_BY_RECORDS).
 */
export async function measureListTools(
  api: ApiClient,
  pool: Pool,
  options: { far: number; rounds: number; warmUp: number },
): Promise<ListToolsCase[]> {
  const cases: Planned[] = [];
  const add = (label: string, query: string, filter?: MemberListFilterName) =>
    cases.push({ label, query, filter, samples: [], total: 0 });
  const sorts: MemberListSort[] = ['name', 'memberId', 'status', 'endDate', 'joined'];
  for (const sort of sorts) {
    for (const page of [1, options.far]) add(`sort=${sort}, page ${page}`, `sort=${sort}&page=${page}`);
    add(`sort=${sort} desc, page 1`, `sort=${sort}&order=desc&page=1`);
  }
  const filters: MemberListFilterName[] = ['expiring', 'expired', 'noValidity', 'overdueDues'];
  for (const filter of filters)
    for (const page of [1, options.far]) add(`filter=${filter}, page ${page}`, `filter=${filter}&page=${page}`, filter);
  add('filter=expiring sort=name, page 1', 'filter=expiring&sort=name&page=1', 'expiring');
  add('filter=renewalDue sort=endDate, page 1', 'filter=renewalDue&sort=endDate&page=1', 'renewalDue');
  const withLimit = (c: Planned) => `${c.query}&limit=${LIST_LIMIT}`;

  for (let i = 0; i < options.warmUp; i++) for (const c of cases) await getList(api, withLimit(c));
  for (let i = 0; i < options.rounds; i++) {
    for (const c of shuffle(cases, 2000 + i)) {
      const { ms, answer } = await getList(api, withLimit(c));
      if (answer.members.length !== LIST_LIMIT) throw new Error(`${c.query}: ${answer.members.length} members`);
      c.samples.push(ms);
      c.total = answer.total;
    }
  }
  const results: ListToolsCase[] = [];
  for (const c of cases) {
    const params: unknown[] = [];
    const condition =
      c.filter === 'overdueDues'
        ? OVERDUE_BY_RECORDS
        : c.filter && listFilterCondition(c.filter, (v) => `$${params.push(v)}`, new Date());
    const where = condition ? `WHERE ${condition}` : '';
    const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM members ${where}`, params);
    results.push({ label: c.label, latencies: summary(c.samples), total: c.total, counted: rows[0].n });
  }
  // listOrder is what the API applies; named here so a renamed sort breaks the benchmark's build, not its run.
  void listOrder;
  return results;
}
