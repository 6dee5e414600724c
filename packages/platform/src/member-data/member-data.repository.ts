import type { Queryable } from '../audit/audit-log.repository';

/** Who a copy of data is about: the uuid every service keys its rows by, the member id and the e-mail address. */
export interface MemberDataSubject {
  memberUuid: string;
  memberCode?: string | null;
  email?: string | null;
}

export interface MemberDataOptions {
  /** Tables left out (each with its reason where it is passed), beyond those that hold nothing of the member. */
  skipTables?: readonly string[];
  /**
   * Further row sets by name, for what is not keyed by a member column: SQL with $1 the uuid, $2 the member id and
   * $3 the e-mail address (e.g. the notifications sent to the member, the e-mails sent to their address).
   */
  extra?: Record<string, string>;
}

/** Columns never part of a copy: password hashes, tokens and secrets are the portal's, not personal data. */
export const WITHHELD_COLUMN = /password|token|secret|otp|totp|recovery/i;

/** Columns that name an object in the file store (the member's photo, ID proof, documents, receipts, cards). */
export const FILE_KEY_COLUMN = /(^|_)(file|receipt|object|card|note|photo|proof|media|thumbnail)_key$/;

/** The columns that tie a row to a member, and what they hold: the uuid, or the uuid or the member id as text. */
const MEMBER_COLUMNS = ['member_id', 'member_uuid', 'member_code'];

interface MemberColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** A pg Pool answers { rows }, TypeORM the rows themselves. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] })?.rows ?? [])) as T[];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function withheld(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !WITHHELD_COLUMN.test(column)));
}

/**
 * Issue 32 "A copy of everything": every row of a service's own database that is about one member, found from the
 * schema itself so that a table added later is not forgotten: each table with a member column (member_id,
 * member_uuid, member_code) matched on the member's uuid or member id, the audit rows by or about the member, and
 * the service's extra row sets. Withheld columns (WITHHELD_COLUMN) are left out; the values of file key columns
 * (FILE_KEY_COLUMN) are the member's files.
 */
export const MemberDataRepository = {
  async rowsAbout(
    db: Queryable,
    subject: MemberDataSubject,
    options: MemberDataOptions = {},
  ): Promise<{ tables: Record<string, Record<string, unknown>[]>; files: string[] }> {
    const skip = new Set(['audit_log', 'outbox', 'migrations', 'typeorm_metadata', ...(options.skipTables ?? [])]);
    const columns = rowsOf<MemberColumn>(
      await db.query(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
        WHERE table_schema = current_schema() AND column_name = ANY($1)
          AND table_name IN (SELECT table_name FROM information_schema.tables
                              WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')
        ORDER BY table_name, column_name`,
        [MEMBER_COLUMNS],
      ),
    );
    const byTable = new Map<string, MemberColumn[]>();
    for (const column of columns) {
      if (skip.has(column.table_name)) continue;
      byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column]);
    }
    const ids = [subject.memberUuid, subject.memberCode ?? subject.memberUuid];
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const [table, tableColumns] of byTable) {
      // Each parameter passed is named with its type: the uuid alone, or with the ids when a text column is matched.
      const where = tableColumns
        .map((c) =>
          c.data_type === 'uuid'
            ? `${quote(c.column_name)} = $1::text::uuid`
            : `(${quote(c.column_name)} = $1::text OR ${quote(c.column_name)} = ANY($2::text[]))`,
        )
        .join(' OR ');
      const rows = rowsOf<{ row: Record<string, unknown> }>(
        await db.query(
          `SELECT to_jsonb(t) AS row FROM ${quote(table)} t WHERE ${where}`,
          tableColumns.some((c) => c.data_type !== 'uuid') ? [subject.memberUuid, ids] : [subject.memberUuid],
        ),
      );
      if (rows.length) tables[table] = rows.map((r) => withheld(r.row));
    }
    for (const [name, sql] of Object.entries(options.extra ?? {})) {
      const rows = rowsOf<{ row: Record<string, unknown> }>(
        // Every parameter is named once as text, so a query that uses only some of them still has their types.
        await db.query(
          `WITH given AS (SELECT $1::text AS uuid, $2::text AS code, $3::text AS email)
          SELECT to_jsonb(t) AS row FROM (${sql}) t, given`,
          [subject.memberUuid, subject.memberCode ?? null, subject.email ?? null],
        ),
      );
      if (rows.length) tables[name] = rows.map((r) => withheld(r.row));
    }
    const audit = rowsOf<{ row: Record<string, unknown> }>(
      await db.query(
        `SELECT to_jsonb(a) AS row FROM audit_log a
        WHERE a.actor_id = $1::text OR a.entity_id = ANY($2::text[])
           OR a.after ->> 'memberId' = ANY($2::text[]) OR a.before ->> 'memberId' = ANY($2::text[])
        ORDER BY a.at, a.id`,
        [subject.memberUuid, ids],
      ),
    );
    if (audit.length) tables.audit_log = audit.map((r) => r.row);
    const files = new Set<string>();
    for (const rows of Object.values(tables)) {
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          if (FILE_KEY_COLUMN.test(column) && typeof value === 'string' && value) files.add(value);
        }
      }
    }
    return { tables, files: [...files].sort() };
  },
};
