import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOptionalCalendarDay } from '../common/calendar-day';
import type { BackendServiceName } from '../common/service-name';
import type { AuditEntryDto, AuditLogFields } from '../shapes/audit.shapes';

export type { AuditActorType, AuditEntryDto, AuditLogAnswer, AuditLogFields } from '../shapes/audit.shapes';
export { AuditActorTypes } from '../shapes/audit.shapes';

/** Each service answers for its own audit_log (the gateway merges them, newest first). */
export const AuditSubjects = {
  identity: 'identity.audit.list',
  membership: 'membership.audit.list',
  payments: 'payments.audit.list',
  content: 'content.audit.list',
  notifications: 'notifications.audit.list',
} as const satisfies Record<BackendServiceName, string>;

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
const NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** Query of GET /api/audit-log and /api/audit-log/export. */
export class AuditLogQuery implements AuditLogFields {
  @IsOptional() @IsString() @MaxLength(64) actorId?: string;
  @IsOptional()
  @Matches(NAME, { message: 'entity must be a name such as payment-record' })
  @MaxLength(64)
  entity?: string;
  @IsOptional() @IsString() @MaxLength(64) entityId?: string;
  @IsOptional()
  @Matches(NAME, { message: 'action must be a name such as member.approved' })
  @MaxLength(100)
  action?: string;
  @IsOptionalCalendarDay() from?: string;
  @IsOptionalCalendarDay() to?: string;
  @IsOptional() @IsString() @MaxLength(200) cursor?: string;
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(AUDIT_PAGE_MAX, { message: `limit must be at most ${AUDIT_PAGE_MAX}` })
  limit?: number;
}

/**
 * What one service is asked for: rows matching the filters, newest first (by `at`, then id), strictly after the
 * previous page's last row in the merged order, which the gateway states as `before`: rows at an earlier instant,
 * at the same instant too when `includeAt`, and at the same instant with a smaller id when `id` is set.
 */
export interface AuditListRequest {
  actorId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  /** ISO instants: at >= fromAt, at < toAt. */
  fromAt?: string;
  toAt?: string;
  before?: { at: string; id: number | null; includeAt: boolean };
  limit: number;
}

/** One row of a service's audit_log: an entry as the Audit Log lists it, before the gateway names its service and actor. */
export type AuditRow = Omit<AuditEntryDto, 'id' | 'service' | 'actorName'> & { id: number };

export interface AuditListAnswer {
  rows: AuditRow[];
}
