import { Injectable } from '@nestjs/common';
import { type AuditActor, currentActor } from './audit-context';
import type { Queryable } from './audit-log.repository';

/** One change as the audit trail keeps it: what was changed, and how it looked before and after. */
export interface AuditEntry {
  /** What was done, e.g. 'payment-record.created', 'member.approved'. */
  action: string;
  /** The kind of thing changed, e.g. 'payment-record', 'member'. */
  entity: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes the audit trail (DESIGN.md §6): one row per change, in the same transaction as the change, naming
 * the actor of the request being handled. The table refuses UPDATE, DELETE and TRUNCATE (CreateAuditLog).
 */
@Injectable()
export class AuditTrail {
  /**
   * `db` is the transaction the change is written in. `actor` names someone other than the request's caller:
   * a sign-in is recorded against the person who signed in, not the anonymous caller they were a moment before.
   */
  async record(db: Queryable, entry: AuditEntry, actor: AuditActor = currentActor()): Promise<void> {
    await db.query(
      `INSERT INTO audit_log (actor_type, actor_id, actor_role, action, entity, entity_id, before, after, ip, correlation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        actor.type,
        actor.id,
        actor.role,
        entry.action,
        entry.entity,
        entry.entityId,
        entry.before === undefined ? null : JSON.stringify(entry.before),
        entry.after === undefined ? null : JSON.stringify(entry.after),
        actor.ip,
        actor.correlationId,
      ],
    );
  }
}

const comparable = (value: unknown): string | null =>
  value === undefined || value === null ? null : value instanceof Date ? value.toISOString() : JSON.stringify(value);

/**
 * The fields that differ between two versions of a record, as an audit entry's before and after (only the
 * changed ones; `ignore` names fields such as updatedAt that change with every write).
 */
export function auditChanges(
  before: object,
  after: object,
  ignore: readonly string[] = ['updatedAt'],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changed = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (key) => !ignore.includes(key) && comparable(was[key]) !== comparable(is[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, is[key] ?? null])),
  };
}
