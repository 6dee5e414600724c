import { EXPIRING_WITHIN_DAYS, MemberListFilterName, MemberListSort, SortOrder, todayInIndia } from '@portal/contracts';
import { effectiveStatusIsSql, membershipExpiringSql } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MEMBER_VALIDITY, MemberEntity } from './member.entity';
import { MemberRows } from './member-rows';
import { countedTotal } from './member-status-counts';

/**
 * The member list's order and its validity and dues filters as SQL over the members table (columns bare), for
 * MembersRepository.listPage. Every order ends in the uuid, so pages never repeat or lose a member; each has an
 * index of its own (migration MemberListSorts).
 */
export interface ListOrder {
  /** The sort key: an expression over members, selected as `k` in the page's subquery. */
  key: string;
  direction: 'ASC' | 'DESC';
  /** Whether the key is unique by itself (member id), so the uuid tie-break is left out. */
  unique: boolean;
}

const SORT_KEYS: Record<MemberListSort, { key: string; unique: boolean }> = {
  name: { key: 'name_sort', unique: false },
  memberId: { key: 'member_id', unique: true },
  status: { key: 'status', unique: false },
  // Postgres sorts NULL as the largest: no end date (never lapses) comes last going up, first going down.
  endDate: { key: 'membership_end_date', unique: false },
  joined: { key: 'created_at', unique: false },
};

/** The list's order: newest first without a sort; ascending unless `order` says otherwise. */
export function listOrder(sort: MemberListSort | undefined, order: SortOrder | undefined): ListOrder {
  if (!sort) return { key: 'created_at', direction: order === 'asc' ? 'ASC' : 'DESC', unique: false };
  return { ...SORT_KEYS[sort], direction: order === 'desc' ? 'DESC' : 'ASC' };
}

/** `ORDER BY` of the order, naming its key and uuid columns as the statement has them. */
export function orderBySql(order: ListOrder, keyColumn: string, idColumn: string): string {
  return `ORDER BY ${keyColumn} ${order.direction}${order.unique ? '' : `, ${idColumn} ${order.direction}`}`;
}

/** The filter's condition over the members table (bare columns; `members.id` for the row's uuid). */
export function listFilterCondition(
  filter: MemberListFilterName,
  param: (value: unknown) => string,
  now: Date,
): string {
  const today = () => param(todayInIndia(now));
  const expired = () => effectiveStatusIsSql(MEMBER_VALIDITY, 'expired', today, param);
  const expiring = () => membershipExpiringSql(MEMBER_VALIDITY, today(), param(EXPIRING_WITHIN_DAYS));
  switch (filter) {
    case 'expiring':
      return expiring();
    case 'expired':
      return expired();
    case 'renewalDue':
      return `(${expiring()} OR ${expired()})`;
    case 'noValidity':
      return 'membership_end_date IS NULL';
    case 'overdueDues':
      // Kept from member_dues_records by its triggers (migration MemberListFilterCounts).
      return 'dues_overdue';
  }
}

/** The filters whose exact totals triggers keep in member_filter_counts (migration MemberListFilterCounts). */
export const KEPT_FILTER_COUNTS: ReadonlySet<MemberListFilterName> = new Set(['noValidity', 'overdueDues']);

/** The number of members the filter alone matches, from member_filter_counts (KEPT_FILTER_COUNTS only). */
export async function keptFilterTotal(dataSource: DataSource, filter: MemberListFilterName): Promise<number> {
  const [row] = await dataSource.query<{ total: number }[]>(
    'SELECT coalesce((SELECT members FROM member_filter_counts WHERE filter = $1), 0)::int AS total',
    [filter],
  );
  return row.total;
}

/** A total kept rather than counted: by effective status alone (member_status_counts), or by a filter alone. */
export type KeptTotal = { status?: string; today: string } | { filter: MemberListFilterName; today: string };

/** The statement's parts for one page of the list without a search (MembersRepository.listPage). */
export interface ListStatement {
  where: string;
  params: unknown[];
  order: ListOrder;
  limit: number;
  offset: number;
}

/** Members expiring within EXPIRING_WITHIN_DAYS days of `today`, from member_end_day_counts (one row a day). */
async function expiringTotal(dataSource: DataSource, today: string): Promise<number> {
  const [row] = await dataSource.query<{ n: number }[]>(
    `SELECT coalesce(sum(members), 0)::int AS n FROM member_end_day_counts
     WHERE day BETWEEN $1::date AND $1::date + $2::int`,
    [today, EXPIRING_WITHIN_DAYS],
  );
  return row.n;
}

/** The exact total of `where`, from the kept counts where they answer it. */
async function totalOf(dataSource: DataSource, s: ListStatement, kept: KeptTotal | null): Promise<number> {
  if (kept && 'filter' in kept) {
    if (KEPT_FILTER_COUNTS.has(kept.filter)) return keptFilterTotal(dataSource, kept.filter);
    if (kept.filter === 'expiring') return expiringTotal(dataSource, kept.today);
    if (kept.filter === 'renewalDue') {
      // Expired and expiring never overlap (expiring members are valid today): the two kept totals added.
      const [[expired], expiring] = await Promise.all([
        countedTotal(dataSource, 'expired', kept.today),
        expiringTotal(dataSource, kept.today),
      ]);
      return expired.total + expiring;
    }
  } else if (kept) {
    const [count] = await countedTotal(dataSource, kept.status, kept.today);
    return count.total;
  }
  const [row] = await dataSource.query<{ total: number }[]>(
    `SELECT count(*)::int AS total FROM members ${s.where}`,
    s.params,
  );
  return row.total;
}

/**
 * From this offset on, "expiring" in join-date order merges the days (member_expiring_page); before it the join-date
 * index walked with the end date it includes finds the page sooner than 31 walks are planned (about one active
 * member in twelve is expiring: page 50 of 20 is some 12,000 index entries).
 */
export const EXPIRING_BY_DAY_FROM_OFFSET = 1000;

/**
 * Without a search the sort's index gives the page directly, whatever the page number, and the total comes from
 * the trigger-kept counts where they answer it (totalOf); the two run side by side. "Expiring" alone in join-date
 * order, past its first pages, walks members_expiring_idx day by day (member_expiring_page).
 */
export async function pageInOrder(
  dataSource: DataSource,
  rows: MemberRows,
  s: ListStatement,
  kept: KeptTotal | null,
  options: { now: Date },
): Promise<{ members: MemberEntity[]; total: number }> {
  const { order } = s;
  // The page's ids from the index, then their rows, in one statement (one round trip). `source` selects the ids
  // and sort keys (`k`) of the list, ordered by `keyColumn`.
  const pageOf = async (source: string, keyColumn: string, values: unknown[]) =>
    rows.hydrate(
      await dataSource.query(
        `SELECT ${rows.aliasedSelectList()}
         FROM (${source} ${orderBySql(order, keyColumn, 'id')}
               LIMIT $${values.length + 1} OFFSET $${values.length + 2}) page
         JOIN members m ON m.id = page.id
         ${orderBySql(order, 'page.k', 'page.id')}`,
        [...values, s.limit, s.offset],
      ),
    );
  const inOrder = (where: string) => `SELECT id, ${order.key} AS k FROM members ${where}`;
  if (kept && !('filter' in kept) && kept.status === 'expired') {
    // The planner cannot know how few active members have lapsed and walks the whole date index for
    // "expired OR lapsed"; with none lapsed (the expiry job has run) the stored status index serves the page.
    const [count] = await countedTotal(dataSource, kept.status, kept.today);
    const members =
      count.lapsed === 0
        ? await pageOf(inOrder(`WHERE status = 'expired'`), order.key, [])
        : await pageOf(inOrder(s.where), order.key, s.params);
    return { total: count.total, members };
  }
  let page: Promise<MemberEntity[]>;
  const expiringAlone = kept && 'filter' in kept && kept.filter === 'expiring';
  if (expiringAlone && order.key === 'created_at' && s.offset >= EXPIRING_BY_DAY_FROM_OFFSET) {
    // The page's ids from member_expiring_page (migration MemberListPagePlans: one walk of members_expiring_idx
    // per India day of the window, merged, planned once per connection), then their rows.
    page = dataSource
      .query(
        `SELECT ${rows.aliasedSelectList()}
         FROM member_expiring_page($1::date, $2::int, $3::boolean, $4::int, $5::int) page
         JOIN members m ON m.id = page.id
         ${orderBySql(order, 'page.k', 'page.id')}`,
        [todayInIndia(options.now), EXPIRING_WITHIN_DAYS, order.direction === 'DESC', s.limit, s.offset],
      )
      .then((found: Record<string, unknown>[]) => rows.hydrate(found));
  } else {
    page = pageOf(inOrder(s.where), order.key, s.params);
  }
  const [total, members] = await Promise.all([totalOf(dataSource, s, kept), page]);
  return { total, members };
}
