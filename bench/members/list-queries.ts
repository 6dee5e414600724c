import type { Pool } from 'pg';

/**
 * The SQL GET /api/members?search=… makes the membership service issue, copied
 * from services/membership/src/members/member-list.service.ts (admin caller,
 * no status filter) and phone.ts, so the baseline runs exactly the same
 * statements straight from this process. Keep in step with those files.
 */

/** member-list.service.ts likePattern: `%term%` with the term's own % _ and \ taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** phone.ts phoneSearchDigits: the digits to look for when a term is (part of) a phone number. */
export function phoneSearchDigits(search: string): string | null {
  if (!/^[\d\s\-+().]+$/.test(search)) return null;
  const digits = search.replace(/\D/g, '');
  if (digits.length === 0) return null;
  if (search.trim().startsWith('+91')) return digits.slice(2) || null;
  return digits.length > 10 && digits.startsWith('91') ? digits.slice(digits.length - 10) : digits;
}

/** The LIKE pattern the service binds for an admin's search text. */
export function searchPattern(search: string): string {
  const normalised = search.trim().replace(/\s+/g, ' ').toLowerCase();
  return likePattern(phoneSearchDigits(normalised) ?? normalised);
}

/** member-list.service.ts SEARCH_COUNT_CAP: searches count exactly up to this many matches. */
export const SEARCH_COUNT_CAP = 1000;

/** pageOfMatches, first statement: up to the cap + 1 matches through the trigram index, the count and the page. */
export const SEARCH_PAGE_SQL = `WITH matches AS MATERIALIZED (SELECT id, created_at FROM members WHERE search_text LIKE $1 LIMIT ${SEARCH_COUNT_CAP + 1})
         SELECT (SELECT count(*)::int FROM matches) AS total,
                ARRAY(SELECT id FROM matches ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) AS ids`;

/** pageOfMatches, past the cap: the page from the date index, newest first. */
export const SEARCH_WALK_SQL = `SELECT id FROM members WHERE search_text LIKE $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;

/** Columns of MemberEntity (member.entity.ts) in declaration order; search_text is not mapped. */
const ENTITY_COLUMNS = [
  'id', 'member_id', 'first_name', 'last_name', 'email', 'phone', 'alternate_phone', 'address', 'city', 'state', 'pincode',
  'date_of_birth', 'gender', 'studio_name', 'business_type', 'experience_years', 'aadhaar_last4', 'emergency_contact_name',
  'emergency_contact_phone', 'emergency_contact_relation', 'referred_by', 'additional_info',
  'profile_photo_key', 'profile_photo_content_type', 'profile_photo_name', 'profile_photo_size',
  'id_card_key', 'id_card_content_type', 'id_card_name', 'id_card_size',
  'passport_photo_key', 'passport_photo_content_type', 'passport_photo_name', 'passport_photo_size',
  'id_proof_key', 'id_proof_content_type', 'id_proof_name', 'id_proof_size',
  'opted_schemes', 'membership_start_date', 'membership_end_date', 'status', 'approved_at', 'approved_by',
  'rejected_at', 'rejected_by', 'rejection_reason', 'created_at', 'updated_at',
];

/** member-list.service.ts rowsByIds: the page's rows by id, mapped columns only. */
export const ROWS_BY_IDS_SQL = `SELECT ${ENTITY_COLUMNS.map((c) => `"${c}"`).join(', ')} FROM members WHERE id = ANY($1::uuid[])`;

/** The service's statements for page 1 of a search, 10 a page, in the same transaction settings; answers the total. */
export async function searchDirect(pool: Pool, search: string): Promise<number> {
  const client = await pool.connect();
  let total: number;
  let ids: string[];
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL enable_seqscan = off');
    const { rows } = await client.query(SEARCH_PAGE_SQL, [searchPattern(search), 10, 0]);
    total = rows[0].total as number;
    ids = rows[0].ids as string[];
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
  if (ids.length > 0) await pool.query(ROWS_BY_IDS_SQL, [ids]);
  return total;
}
