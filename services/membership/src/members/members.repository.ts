import { Injectable } from '@nestjs/common';
import { addDays, MemberListFilterName, startOfTodayInIndia, todayInIndia } from '@portal/contracts';
import { effectiveStatusIsSql } from '@portal/platform';
import { DataSource, EntityManager } from 'typeorm';
import { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { MEMBER_VALIDITY, MemberEntity } from './member.entity';
import { ExactKey, exactKeyCondition, exactKeyOf } from './exact-key';
import { MemberRows } from './member-rows';
import {
  KeptTotal,
  listFilterCondition,
  ListOrder,
  listOrder,
  orderBySql,
  pageInOrder,
} from './member-list.repository';
import { RENEWAL_DUE_WITHIN_DAYS } from './membership-period';
import { memberNotFound, UniqueField } from './membership.exception';

/** Searches count their matches exactly up to this many (see pageOfMatches). */
export const SEARCH_COUNT_CAP = 1000;

/** The term as typed and, when it has several words, with its first word moved to the end ("Tester QaAuto"). */
export function searchWordOrders(term: string): string[] {
  const words = term.split(' ').filter(Boolean);
  if (words.length < 2) return [term];
  return [term, [...words.slice(1), words[0]].join(' ')];
}

/** `%term%` for LIKE with the term's own % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * SQL for "the effective status is `status`" over the members table (columns
 * named bare). `param` adds a query parameter and answers its placeholder.
 */
export function effectiveStatusCondition(status: string, param: (value: unknown) => string, now: Date): string {
  return effectiveStatusIsSql(MEMBER_VALIDITY, status, () => param(todayInIndia(now)), param);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** Which members a list shows; the caller has already applied who may see what. */
export interface MemberListFilter {
  /** The effective status (effectiveStatusCondition). */
  status?: string;
  /** Only this member (a member listing members sees themself). */
  onlyId?: string;
  /** Lower-case substring of search_text; with namesAndIdsOnly, it must also be in the name or the member id. */
  search?: { term: string; namesAndIdsOnly: boolean };
  /** Joined (created_at) within these India calendar days, YYYY-MM-DD, both inclusive (the members report). */
  joined?: { from?: string; to?: string };
  /** A validity or dues filter (listFilterCondition). */
  filter?: MemberListFilterName;
  /** The order (listOrder); newest first without one. */
  order?: ListOrder;
}

export interface MemberListPage {
  members: MemberEntity[];
  total: number;
  totalCapped: boolean;
}

/**
 * A member by uuid or by member id (any case). With `lock`, the row stays
 * locked until the transaction ends, so rule checks and the change see the
 * same state. Throws 404 'Member not found'.
 */
export async function findMember(manager: EntityManager, idOrMemberId: string, lock = false): Promise<MemberEntity> {
  const key = idOrMemberId.trim();
  const where = UUID.test(key) ? { id: key.toLowerCase() } : { memberId: key.toUpperCase() };
  const member = await manager.findOne(MemberEntity, {
    where,
    ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
  });
  if (!member) throw memberNotFound();
  return member;
}

/**
 * The queries of the member register: the list, single records and member ids (the bulk import's and the export's
 * are MemberTransferRepository's). Methods taking `tx` run in the caller's transaction (which also writes the outbox).
 */
@Injectable()
export class MembersRepository {
  private readonly rows: MemberRows;

  constructor(private readonly dataSource: DataSource) {
    this.rows = new MemberRows(dataSource);
  }

  /** A member by uuid or member id; 404 when there is none. */
  find(idOrMemberId: string): Promise<MemberEntity> {
    return findMember(this.dataSource.manager, idOrMemberId);
  }

  /** Like find, with the row locked until `tx` ends. */
  findForUpdate(tx: EntityManager, idOrMemberId: string): Promise<MemberEntity> {
    return findMember(tx, idOrMemberId, true);
  }

  byId(tx: EntityManager, id: string): Promise<MemberEntity> {
    return tx.findOneByOrFail(MemberEntity, { id });
  }

  /** The number the next generated member id would get; nothing is taken. */
  async peekNumber(prefix: string): Promise<string> {
    const [row] = await this.dataSource.query<{ n: string }[]>('SELECT peek_member_number($1)::text AS n', [prefix]);
    return row.n;
  }

  /** Takes the next number whose member id is free. */
  async nextNumber(tx: EntityManager, prefix: string): Promise<string> {
    const [row] = await tx.query<{ n: string }[]>('SELECT next_member_number($1)::text AS n', [prefix]);
    return row.n;
  }

  /** Inserts a member; answers its uuid, or undefined when a unique value was taken meanwhile. */
  async insert(tx: EntityManager, values: QueryDeepPartialEntity<MemberEntity>): Promise<string | undefined> {
    const result = await tx
      .createQueryBuilder()
      .insert()
      .into(MemberEntity)
      .values(values)
      .orIgnore()
      .returning(['id'])
      .execute();
    return (result.raw as { id: string }[])[0]?.id;
  }

  async update(tx: EntityManager, id: string, change: QueryDeepPartialEntity<MemberEntity>): Promise<void> {
    await tx.update(MemberEntity, { id }, change);
  }

  async delete(tx: EntityManager, id: string): Promise<void> {
    await tx.delete(MemberEntity, { id });
  }

  /** The members with these uuids (any order; unknown ones left out). */
  async byIds(ids: string[]): Promise<MemberEntity[]> {
    return ids.length > 0 ? this.rowsByIds(ids) : [];
  }

  /** The first of member id, e-mail and phone another member (not `exceptId`) already has. */
  async findClash(
    tx: EntityManager,
    values: { memberId?: string | null; email?: string | null; phone?: string | null },
    exceptId?: string,
  ): Promise<UniqueField | null> {
    const { memberId = null, email = null, phone = null } = values;
    if (!memberId && !email && !phone) return null;
    const [row] = await tx.query<Partial<Record<UniqueField, boolean | null>>[]>(
      `SELECT bool_or(member_id = $1) AS "memberId", bool_or(lower(email) = lower($2)) AS email, bool_or(phone = $3) AS phone
       FROM members
       WHERE (member_id = $1 OR lower(email) = lower($2) OR phone = $3) AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [memberId, email, phone, exceptId ?? null],
    );
    return (['memberId', 'email', 'phone'] as const).find((field) => row?.[field]) ?? null;
  }

  /**
   * The dashboard's member figures by effective status: active members are
   * those whose membership has not lapsed; renewals are due for the expired
   * (stored or lapsed) and for those whose end date is within
   * RENEWAL_DUE_WITHIN_DAYS days.
   */
  async counts(now = new Date()): Promise<{ total: number; active: number; renewals: number }> {
    const today = startOfTodayInIndia(now);
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    // An end date before the start of day RENEWAL_DUE_WITHIN_DAYS + 1 is within the window (or already passed).
    const dueBy = param(addDays(today, RENEWAL_DUE_WITHIN_DAYS + 1));
    const [row] = await this.dataSource.query<{ total: number; active: number; renewals: number }[]>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE ${effectiveStatusCondition('active', param, now)})::int AS active,
              count(*) FILTER (WHERE status = 'expired' OR (status = 'active' AND membership_end_date < ${dueBy}))::int
                AS renewals
       FROM members`,
      params,
    );
    return row;
  }

  /**
   * One page of the list, newest first with a stable order for paging, and the
   * total of the same filter (capped for searches, see pageOfMatches).
   */
  async listPage(wanted: MemberListFilter, limit: number, offset: number, now = new Date()): Promise<MemberListPage> {
    // "Expired" alone is the status filter of the same name, whose total the status counts keep.
    const filter: MemberListFilter =
      wanted.filter === 'expired' && !wanted.status ? { ...wanted, status: 'expired', filter: undefined } : wanted;
    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    if (filter.onlyId !== undefined) {
      if (!UUID.test(filter.onlyId)) return { members: [], total: 0, totalCapped: false };
      conditions.push(`id = ${param(filter.onlyId)}::uuid`);
    }
    if (filter.status) conditions.push(effectiveStatusCondition(filter.status, param, now));
    if (filter.filter) conditions.push(listFilterCondition(filter.filter, param, now));
    const order = filter.order ?? listOrder(undefined, undefined);
    // Bounds as instants (the start of the day in India), so the created_at index still serves the range.
    if (filter.joined?.from)
      conditions.push(`created_at >= (${param(filter.joined.from)}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`);
    if (filter.joined?.to)
      conditions.push(`created_at < ((${param(filter.joined.to)}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`);
    if (filter.search) {
      // A whole member id, e-mail or phone is one unique-index lookup; the fuzzy search only when it finds nobody.
      const key = filter.search.namesAndIdsOnly ? null : exactKeyOf(filter.search.term);
      const exact = key && (await this.pageByExactKey(key, conditions, params, limit, offset));
      if (exact) return exact;
      // "Tester QaAuto" (surname first) finds QaAuto Tester too: the first word moved to the end.
      const patterns = searchWordOrders(filter.search.term).map((term) => param(likePattern(term)));
      conditions.push(`(${patterns.map((p) => `search_text LIKE ${p}`).join(' OR ')})`);
      // The trigram index on search_text still narrows the rows.
      if (filter.search.namesAndIdsOnly)
        conditions.push(
          `(${patterns.map((p) => `lower(first_name || ' ' || last_name) LIKE ${p} OR lower(member_id) LIKE ${p}`).join(' OR ')})`,
        );
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

    if (!filter.search) {
      const alone = filter.onlyId === undefined && !filter.joined?.from && !filter.joined?.to;
      const counted: KeptTotal | null =
        alone && !filter.filter
          ? { status: filter.status, today: todayInIndia(now) }
          : alone && !filter.status && filter.filter
            ? { filter: filter.filter, today: todayInIndia(now) }
            : null;
      const page = await pageInOrder(this.dataSource, this.rows, { where, params, order, limit, offset }, counted, {
        now,
      });
      return { ...page, totalCapped: false };
    }
    const { total, ids, totalCapped } = await this.pageOfMatches(where, params, order, limit, offset);
    const rows = ids.length > 0 ? await this.rowsByIds(ids) : [];
    const byId = new Map(rows.map((m) => [m.id, m]));
    const members = ids.map((id) => byId.get(id)).filter((m): m is MemberEntity => m !== undefined);
    return { members, total, totalCapped };
  }

  /** The page's rows in one plain statement (MemberRows). */
  private async rowsByIds(ids: string[]): Promise<MemberEntity[]> {
    return this.rows.hydrate(
      await this.dataSource.query(`SELECT ${this.rows.selectList()} FROM members WHERE id = ANY($1::uuid[])`, [ids]),
    );
  }

  /** The member with this unique key among `conditions`, in one statement; null when there is none. */
  private async pageByExactKey(
    key: ExactKey,
    conditions: string[],
    listParams: unknown[],
    limit: number,
    offset: number,
  ): Promise<MemberListPage | null> {
    const params = [...listParams];
    const where = [...conditions, exactKeyCondition(key, (value) => `$${params.push(value)}`)].join(' AND ');
    const rows = this.rows.hydrate(
      await this.dataSource.query(`SELECT ${this.rows.selectList()} FROM members WHERE ${where}`, params),
    );
    if (rows.length === 0) return null;
    return { members: rows.slice(offset, offset + limit), total: rows.length, totalCapped: false };
  }

  /**
   * A search first collects up to SEARCH_COUNT_CAP + 1 matches through the
   * trigram index (bitmap scan forced: with a LIMIT the planner may otherwise
   * scan the whole table for a rare term). Up to the cap that set is every
   * match, so the total is exact and the page is sorted from it. Past the cap
   * (a common name among a million members) counting every match would read
   * most of the table: the total is reported as the cap, flagged
   * `totalCapped`, and the page comes from walking the date index newest-first,
   * which meets matches quickly because they are many.
   */
  private async pageOfMatches(where: string, params: unknown[], order: ListOrder, limit: number, offset: number) {
    const n = params.length;
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const [row] = await manager.query<{ total: number; ids: string[] }[]>(
        `WITH matches AS MATERIALIZED (SELECT id, ${order.key} AS k FROM members ${where} LIMIT ${SEARCH_COUNT_CAP + 1})
         SELECT (SELECT count(*)::int FROM matches) AS total,
                ARRAY(SELECT id FROM matches ${orderBySql(order, 'k', 'id')} LIMIT $${n + 1} OFFSET $${n + 2}) AS ids`,
        [...params, limit, offset],
      );
      if (row.total <= SEARCH_COUNT_CAP) return { total: row.total, ids: row.ids, totalCapped: false };
      await manager.query('SET LOCAL enable_bitmapscan = off');
      const page = await manager.query<{ id: string }[]>(
        `SELECT id FROM members ${where} ${orderBySql(order, order.key, 'id')} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, limit, offset],
      );
      return { total: SEARCH_COUNT_CAP, ids: page.map((r) => r.id), totalCapped: true };
    });
  }
}
