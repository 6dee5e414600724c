import type { ServiceName } from '../common/service-name';

/**
 * The audit trail as the office reads it (issue 27, DESIGN.md §6): every change anyone made, from every
 * service's own append-only audit_log, newest first. Decorator-free, for the web too.
 */

/** Who made a change: an admin, a member, someone without a session (a public form, a password link) or the portal itself. */
export type AuditActorType = 'admin' | 'member' | 'public' | 'system';
export const AuditActorTypes: readonly AuditActorType[] = ['admin', 'member', 'public', 'system'];

/** One recorded change as GET /api/audit-log lists it. */
export interface AuditEntryDto {
  /** Unique across services: `<service>:<row id>`. */
  id: string;
  /** The service whose data changed (its own database keeps the row). */
  service: ServiceName;
  /** ISO timestamp with microseconds, as the database wrote it. */
  at: string;
  actorType: AuditActorType;
  actorId: string | null;
  /** The admin's or member's name at the time of listing; null when unknown (a deleted member, a public caller). */
  actorName: string | null;
  /** An admin's role when they made the change. */
  actorRole: string | null;
  /** What was done, e.g. 'payment-record.created'. */
  action: string;
  /** The kind of thing changed, e.g. 'payment-record'. */
  entity: string;
  entityId: string | null;
  /** The changed fields as they were, and as they became (secrets never recorded). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The address the request came from, and the request's id (X-Request-Id). */
  ip: string | null;
  correlationId: string | null;
}

/** Filters of GET /api/audit-log and its CSV export; `from`/`to` are India days (YYYY-MM-DD), both included. */
export interface AuditLogFields {
  actorId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  from?: string;
  to?: string;
  /** The `next` of the previous page. */
  cursor?: string;
  limit?: number;
}

/** One page, newest first; `next` is the cursor of the following page, null on the last. */
export interface AuditLogAnswer {
  entries: AuditEntryDto[];
  next: string | null;
}
