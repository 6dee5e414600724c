import type { AuditListRequest, AuditRow } from '@portal/contracts';

/** Anything that runs SQL with parameters: a TypeORM DataSource or EntityManager, a pg Pool or client. */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

interface AuditLogRecord {
  id: string;
  at: string;
  actor_type: AuditRow['actorType'];
  actor_id: string | null;
  actor_role: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  correlation_id: string | null;
}

const rowsOf = (result: unknown): AuditLogRecord[] =>
  (Array.isArray(result) ? result : ((result as { rows?: AuditLogRecord[] }).rows ?? [])) as AuditLogRecord[];

/**
 * Reads a service's audit_log for the office's Audit Log (DESIGN.md §6): newest first by the instant, then id,
 * filtered, one page after the merged order's cursor. `at` is answered with its microseconds, so the next
 * page's cursor compares exactly.
 */
export async function listAuditRows(db: Queryable, request: AuditListRequest): Promise<AuditRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  if (request.actorId) where.push(`actor_id = ${param(request.actorId)}`);
  if (request.entity) where.push(`entity = ${param(request.entity)}`);
  if (request.entityId) where.push(`entity_id = ${param(request.entityId)}`);
  if (request.action) where.push(`action = ${param(request.action)}`);
  if (request.fromAt) where.push(`at >= ${param(request.fromAt)}::timestamptz`);
  if (request.toAt) where.push(`at < ${param(request.toAt)}::timestamptz`);
  const before = request.before;
  if (before) {
    const at = param(before.at);
    if (before.id !== null) where.push(`(at, id) < (${at}::timestamptz, ${param(before.id)})`);
    else where.push(before.includeAt ? `at <= ${at}::timestamptz` : `at < ${at}::timestamptz`);
  }
  const limit = param(Math.max(1, Math.min(request.limit, 1000)));
  const result = await db.query(
    `SELECT id, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, actor_type, actor_id,
            actor_role, action, entity, entity_id, before, after, ip, correlation_id
       FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY at DESC, id DESC
      LIMIT ${limit}`,
    params,
  );
  return rowsOf(result).map((row) => ({
    id: Number(row.id),
    at: row.at,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorRole: row.actor_role,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: row.before,
    after: row.after,
    ip: row.ip,
    correlationId: row.correlation_id,
  }));
}
