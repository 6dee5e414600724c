import type { AuditEntry, AuditLogFilters } from '../../api/audit-log';

/**
 * The kinds of thing the services record changes of (the `entity` of an audit entry), for the Entity filter.
 * Kept in step with the services' audit calls by hand: an entity missing here can still be found by its action.
 */
export const AUDIT_ENTITIES = [
  'member',
  'payment-record',
  'refund',
  'event',
  'event-signup',
  'gallery-item',
  'scheme-document',
  'member-document',
  'notification',
  'contact-message',
  'registration-settings',
  'membership-fees',
  'scheme-setting',
  'renewal-request',
  'admin-account',
  'member-account',
  'password-setup',
  'password-reset',
  'session',
  'razorpay-order',
  'payment-link',
  'payment-conflict',
  'month-clash',
  'id-card-job',
  'member-import',
] as const;

/** An entity or action name as the server accepts it: 'payment-record', 'member.approved'. */
export const AUDIT_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTER_PARAMS = ['actorId', 'entity', 'entityId', 'action', 'from', 'to'] as const;

/** The filters in the address (`?entity=member&from=2026-11-01`), so a reload or a shared link shows the same entries. */
export function filtersFromParams(params: URLSearchParams): AuditLogFilters {
  const filters: AuditLogFilters = {};
  for (const key of FILTER_PARAMS) {
    const value = params.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !DAY.test(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** The address's query for these filters; empty ones are left out. */
export function paramsFromFilters(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_PARAMS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** One changed field: its value before and after, as text ('—' where the entry has no value for it). */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const ABSENT = '—';

/** A recorded value as text: strings as they are, anything else as JSON. */
export function auditValueText(value: unknown): string {
  if (value === undefined) return ABSENT;
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  return JSON.stringify(value);
}

/**
 * Before and after of an entry side by side, one row per field that changed: the services record only changed
 * fields, and a field recorded on both sides with the same value (kept for context) is left out.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      before: Object.hasOwn(before, field) ? auditValueText(before[field]) : ABSENT,
      after: Object.hasOwn(after, field) ? auditValueText(after[field]) : ABSENT,
    }))
    .filter((change) => !(change.before !== ABSENT && change.before === change.after));
}

/** Who made the change, as the table names them: 'Public' and 'System' for no one in particular. */
export function actorLabel(entry: Pick<AuditEntry, 'actorType' | 'actorName' | 'actorId'>): string {
  if (entry.actorType === 'public') return 'Public';
  if (entry.actorType === 'system') return 'System';
  const unknown = entry.actorType === 'admin' ? 'Unknown admin' : 'Unknown member';
  return entry.actorName?.trim() || entry.actorId || unknown;
}
