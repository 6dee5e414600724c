import { Injectable } from '@nestjs/common';
import { ActorDto, ListMembersAnswer, ListMembersQuery } from '@portal/contracts';
import { DataSource } from 'typeorm';
import { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { MemberEntity } from './member.entity';
import { toMemberDto, toPublicMemberDto } from './member.mapper';
import { forbidden } from './membership.exception';
import { phoneSearchDigits } from './phone';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
/** Searches count their matches exactly up to this many (see pageOfMatches). */
export const SEARCH_COUNT_CAP = 1000;

/** `%term%` for LIKE with the term's own % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC';

/**
 * The member list: admins search everything (name, e-mail, phone, member id;
 * case-insensitive substring through the trigram index on search_text) and
 * filter by status; a member gets only active members, found by name or
 * member id, without other members' contact details (the payment picker).
 * Newest first, with a stable order for paging; the total counts the same filter.
 */
@Injectable()
export class MemberListService {
  constructor(private readonly dataSource: DataSource) {}

  async list(query: ListMembersQuery, actor: ActorDto): Promise<ListMembersAnswer> {
    if (actor?.userType !== 'admin' && actor?.userType !== 'member') throw forbidden();
    const isAdmin = actor.userType === 'admin';
    const limit = Math.min(Math.max(Math.trunc(Number(query.limit)) || DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
    const offset = (Math.max(Math.trunc(Number(query.page)) || 1, 1) - 1) * limit;

    const conditions: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const status = isAdmin ? query.status : 'active';
    if (status) conditions.push(`status = ${param(status)}`);
    const search = query.search?.trim().replace(/\s+/g, ' ').toLowerCase();
    if (search) {
      // "+91 98450-12345" finds the stored 10 digits.
      const term = isAdmin ? (phoneSearchDigits(search) ?? search) : search;
      const pattern = param(likePattern(term));
      conditions.push(`search_text LIKE ${pattern}`);
      // Members may not find others by e-mail or phone; the trigram index still narrows the rows.
      if (!isAdmin) conditions.push(`(lower(first_name || ' ' || last_name) LIKE ${pattern} OR lower(member_id) LIKE ${pattern})`);
    }
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';

    const { total, ids, totalCapped } = search
      ? await this.pageOfMatches(where, params, limit, offset)
      : { ...(await this.pageInOrder(where, params, limit, offset)), totalCapped: false };
    const rows = ids.length > 0 ? await this.rowsByIds(ids) : [];
    const byId = new Map(rows.map((m) => [m.id, m]));
    const members = ids.map((id) => byId.get(id)).filter((m): m is MemberEntity => m !== undefined);
    return {
      members: members.map((m) => (isAdmin || m.id === actor.userId ? toMemberDto(m) : toPublicMemberDto(m))),
      total,
      ...(totalCapped ? { totalCapped } : {}),
    };
  }

  /**
   * The page's rows in one plain statement, hydrated with TypeORM's own value
   * conversions: the list is the hottest read of the portal, and building a
   * 49-column aliased query per request costs more than the query itself.
   */
  private async rowsByIds(ids: string[]): Promise<MemberEntity[]> {
    const columns = this.memberColumns();
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT ${columns.map((c) => `"${c.databaseName}"`).join(', ')} FROM members WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    const driver = this.dataSource.driver;
    return rows.map((row) => {
      const member = new MemberEntity();
      for (const column of columns) {
        (member as unknown as Record<string, unknown>)[column.propertyName] = driver.prepareHydratedValue(row[column.databaseName], column);
      }
      return member;
    });
  }

  private columnsCache?: ColumnMetadata[];
  private memberColumns(): ColumnMetadata[] {
    this.columnsCache ??= this.dataSource.getMetadata(MemberEntity).columns;
    return this.columnsCache;
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
  private async pageOfMatches(where: string, params: unknown[], limit: number, offset: number) {
    const n = params.length;
    return this.dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL enable_seqscan = off');
      const [row] = await manager.query(
        `WITH matches AS MATERIALIZED (SELECT id, created_at FROM members ${where} LIMIT ${SEARCH_COUNT_CAP + 1})
         SELECT (SELECT count(*)::int FROM matches) AS total,
                ARRAY(SELECT id FROM matches ${NEWEST_FIRST} LIMIT $${n + 1} OFFSET $${n + 2}) AS ids`,
        [...params, limit, offset],
      );
      if ((row.total as number) <= SEARCH_COUNT_CAP) return { total: row.total as number, ids: row.ids as string[], totalCapped: false };
      await manager.query('SET LOCAL enable_bitmapscan = off');
      const page: { id: string }[] = await manager.query(`SELECT id FROM members ${where} ${NEWEST_FIRST} LIMIT $${n + 1} OFFSET $${n + 2}`, [
        ...params,
        limit,
        offset,
      ]);
      return { total: SEARCH_COUNT_CAP, ids: page.map((r) => r.id), totalCapped: true };
    });
  }

  /** Without a search the date index gives the page directly (index-only), whatever the page number. */
  private async pageInOrder(where: string, params: unknown[], limit: number, offset: number) {
    const [[count], page] = await Promise.all([
      this.dataSource.query(`SELECT count(*)::int AS total FROM members ${where}`, params),
      this.dataSource.query(`SELECT id FROM members ${where} ${NEWEST_FIRST} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
        ...params,
        limit,
        offset,
      ]),
    ]);
    return { total: count.total as number, ids: (page as { id: string }[]).map((r) => r.id) };
  }
}
