import type { Queryable } from '../audit/audit-log.repository';

/** A regular expression that matches the text literally, for Postgres' regexp_replace and ~*. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The texts to erase, longest first (so "Ravi Kumar" goes before "Ravi"), without blanks and short fragments that
 * would rewrite unrelated words; as one case-insensitive alternation for Postgres.
 */
export function erasurePattern(texts: readonly (string | null | undefined)[]): string | null {
  const kept = [...new Set(texts.map((t) => (t ?? '').trim()).filter((t) => t.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  return kept.length === 0 ? null : kept.map(literalPattern).join('|');
}

/**
 * Issue 32 "Erasure that keeps the books": the SQL every service runs on its own platform tables when it erases a
 * member. The audit trail keeps its rows, with the person's texts replaced by the pseudonymous reference
 * (AuditLogErasure lets only such a transaction update it); published outbox rows that still carry the texts are
 * deleted (they were delivered; nothing reads them again).
 */
/**
 * What an erasure removes: `strong` texts (full name, e-mail, phones, member id, address) are the member's wherever
 * they appear; `weak` ones (a first or last name alone) count only in rows that also name the member's uuid, so a
 * namesake's rows stay as they were.
 */
export interface ErasureTexts {
  memberUuid: string;
  strong: readonly (string | null | undefined)[];
  weak: readonly (string | null | undefined)[];
}

export const ErasureRepository = {
  /**
   * Rewrites the texts to `pseudonym` in the audit rows that hold them (what was changed, before and after); who
   * acted stays a uuid, which names no one once the member is erased. Answers how many rows changed.
   */
  async scrubAuditLog(db: Queryable, texts: ErasureTexts, pseudonym: string): Promise<number> {
    const strong = erasurePattern(texts.strong);
    const all = erasurePattern([...texts.strong, ...texts.weak]);
    if (!all) return 0;
    await db.query(`SELECT set_config('portal.erasure', 'on', true)`);
    try {
      const rows = (await db.query(
        `WITH about AS (
           SELECT id, CASE WHEN entity_id = $4 OR actor_id = $4 OR coalesce(before::text, '') || coalesce(after::text, '') ~* $4
                           THEN $1 ELSE $2 END AS pattern
             FROM audit_log
            WHERE coalesce(before::text, '') || coalesce(after::text, '') ~* $1),
         changed AS (
           UPDATE audit_log a SET
             before = CASE WHEN a.before IS NULL OR about.pattern IS NULL THEN a.before
                           ELSE regexp_replace(a.before::text, about.pattern, $3, 'gi')::jsonb END,
             after = CASE WHEN a.after IS NULL OR about.pattern IS NULL THEN a.after
                          ELSE regexp_replace(a.after::text, about.pattern, $3, 'gi')::jsonb END
             FROM about WHERE a.id = about.id AND about.pattern IS NOT NULL
           RETURNING 1)
         SELECT count(*)::int AS n FROM changed`,
        [all, strong, pseudonym, texts.memberUuid],
      )) as { n: number }[];
      return rows[0]?.n ?? 0;
    } finally {
      await db.query(`SELECT set_config('portal.erasure', 'off', true)`);
    }
  },

  /** Deletes published outbox rows whose payload names the member; answers how many. */
  async forgetPublishedEvents(db: Queryable, texts: ErasureTexts): Promise<number> {
    const strong = erasurePattern(texts.strong);
    const weak = erasurePattern(texts.weak);
    if (!strong && !weak) return 0;
    const rows = (await db.query(
      `WITH gone AS (
         DELETE FROM outbox WHERE published_at IS NOT NULL
            AND (($1::text IS NOT NULL AND payload::text ~* $1)
              OR ($2::text IS NOT NULL AND payload::text ~* $2 AND payload::text ~* $3))
         RETURNING 1)
       SELECT count(*)::int AS n FROM gone`,
      [strong, weak, texts.memberUuid],
    )) as { n: number }[];
    return rows[0]?.n ?? 0;
  },
};
