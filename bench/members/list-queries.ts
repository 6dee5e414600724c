import { exactKeyCondition, exactKeyOf } from '@portal/membership/dist/src/members/exact-key';
import { MemberEntity } from '@portal/membership/dist/src/members/member.entity';
import { likePattern, SEARCH_COUNT_CAP } from '@portal/membership/dist/src/members/members.repository';
import { phoneSearchDigits } from '@portal/membership/dist/src/members/phone';
import type { Pool } from 'pg';
import { getMetadataArgsStorage } from 'typeorm';

/**
 * The SQL GET /api/members?search=… makes the membership service issue (admin
 * caller, no status filter), so the baseline runs the same statements straight
 * from this process. The search pattern, the count cap and the member columns
 * are membership's own (imported); the statements are written inline in
 * members.repository.ts and repeated here: keep them in step.
 */

export { SEARCH_COUNT_CAP };

/** The search term the service looks for, after its normalising ("+91 98450 12345" → "9845012345"). */
export function searchTerm(search: string): string {
  const normalised = search.trim().replace(/\s+/g, ' ').toLowerCase();
  return phoneSearchDigits(normalised) ?? normalised;
}

/** The LIKE pattern the service binds for an admin's search text. */
export function searchPattern(search: string): string {
  return likePattern(searchTerm(search));
}

/** members.repository.ts pageOfMatches, first statement: up to the cap + 1 matches through the trigram index, the count and the page. */
export const SEARCH_PAGE_SQL = `WITH matches AS MATERIALIZED (SELECT id, created_at FROM members WHERE search_text LIKE $1 LIMIT ${SEARCH_COUNT_CAP + 1})
         SELECT (SELECT count(*)::int FROM matches) AS total,
                ARRAY(SELECT id FROM matches ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) AS ids`;

/** pageOfMatches, past the cap: the page from the date index, newest first. */
export const SEARCH_WALK_SQL = `SELECT id FROM members WHERE search_text LIKE $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;

/** The columns MemberEntity maps, in declaration order (search_text is not mapped), read from its TypeORM metadata. */
const ENTITY_COLUMNS = getMetadataArgsStorage()
  .filterColumns(MemberEntity)
  .map((column) => column.options.name ?? column.propertyName);

/** Those columns as a SELECT list: what the service reads of a member. */
export const MEMBER_COLUMNS = ENTITY_COLUMNS.map((c) => `"${c}"`).join(', ');

/** members.repository.ts rowsByIds: the page's rows by id, mapped columns only. */
export const ROWS_BY_IDS_SQL = `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ANY($1::uuid[])`;

/** One member's row by primary key: the floor for looking up a member by a unique key. */
export const ROWS_BY_PRIMARY_KEY_SQL = `SELECT ${MEMBER_COLUMNS} FROM members WHERE id = $1`;

/**
 * The service's statements for page 1 of a search, 10 a page, in the same
 * transaction settings; answers the total and the page's rows (in no order). A whole member id, e-mail or
 * phone is first looked up by its unique index (members.repository.ts pageByExactKey).
 */
export async function searchDirect(pool: Pool, search: string): Promise<{ total: number; members: unknown[] }> {
  const key = exactKeyOf(searchTerm(search));
  if (key) {
    const params: unknown[] = [];
    const where = exactKeyCondition(key, (value) => `$${params.push(value)}`);
    const { rows } = await pool.query(`SELECT ${MEMBER_COLUMNS} FROM members WHERE ${where}`, params);
    if (rows.length > 0) return { total: rows.length, members: rows };
  }
  const client = await pool.connect();
  let total: number;
  let ids: string[];
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query<{ total: number; ids: string[] }>(SEARCH_PAGE_SQL, [
      searchPattern(search),
      10,
      0,
    ]);
    total = rows[0].total;
    ids = rows[0].ids;
    if (total > SEARCH_COUNT_CAP) {
      await client.query('SET LOCAL enable_bitmapscan = off');
      ids = (await client.query(SEARCH_WALK_SQL, [searchPattern(search), 10, 0])).rows.map((r: { id: string }) => r.id);
      total = SEARCH_COUNT_CAP;
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const members = ids.length > 0 ? (await pool.query(ROWS_BY_IDS_SQL, [ids])).rows : [];
  return { total, members };
}
