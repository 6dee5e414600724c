import { formatIndiaTimeKannada } from '@portal/contracts/rules';
import type { AuditEntry, AuditLogFilters } from '../../api/audit-log';
import type { AdminAuditLogTexts } from '../../i18n/admin-audit-log';
import type { Language } from '../../i18n/language';
import auditLog from '../../i18n/locales/en/admin/audit-log.json';
import { translateWith } from '../../i18n/texts';
import { formatDate, formatDateTimeSeconds } from '../../lib/format';

/** The English texts, for callers outside React (and the tests); the page passes the shown language's. */
const ENGLISH: AdminAuditLogTexts = translateWith('adminAuditLog', auditLog, 'en');

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

/** An entity's name as the page shows it: as recorded in English, in Kannada its catalogue's name; unknown ones as recorded. */
export function entityName(entity: string, t: AdminAuditLogTexts = ENGLISH): string {
  return Object.hasOwn(auditLog.entities, entity) ? t(`entities.${entity as keyof typeof auditLog.entities}`) : entity;
}

/**
 * When a change was made, to the second (the log's order within a minute): '27/11/2026, 10:00:05 am' in English
 * (lib/format), '27/11/2026, ಬೆಳಿಗ್ಗೆ 10:00:05' in Kannada (India is a whole number of minutes ahead of UTC, so the
 * seconds are the instant's own).
 */
export function auditTimeIn(language: Language, value: string): string {
  if (language === 'en') return formatDateTimeSeconds(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return formatDateTimeSeconds(value);
  const seconds = String(date.getUTCSeconds()).padStart(2, '0');
  return `${formatDate(date)}, ${formatIndiaTimeKannada(date)}:${seconds}`;
}

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
export function auditValueText(value: unknown, t: AdminAuditLogTexts = ENGLISH): string {
  if (value === undefined) return ABSENT;
  if (typeof value === 'string') return value === '' ? t('changes.empty') : value;
  return JSON.stringify(value);
}

/**
 * Before and after of an entry side by side, one row per field that changed: the services record only changed
 * fields, and a field recorded on both sides with the same value (kept for context) is left out.
 */
export function fieldChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  t: AdminAuditLogTexts = ENGLISH,
): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({
      field,
      before: Object.hasOwn(before, field) ? auditValueText(before[field], t) : ABSENT,
      after: Object.hasOwn(after, field) ? auditValueText(after[field], t) : ABSENT,
    }))
    .filter((change) => !(change.before !== ABSENT && change.before === change.after));
}

/** Who made the change, as the table names them: 'Public' and 'System' for no one in particular. */
export function actorLabel(
  entry: Pick<AuditEntry, 'actorType' | 'actorName' | 'actorId'>,
  t: AdminAuditLogTexts = ENGLISH,
): string {
  if (entry.actorType === 'public') return t('actors.public');
  if (entry.actorType === 'system') return t('actors.system');
  const unknown = entry.actorType === 'admin' ? t('actors.unknownAdmin') : t('actors.unknownMember');
  return entry.actorName?.trim() || entry.actorId || unknown;
}
