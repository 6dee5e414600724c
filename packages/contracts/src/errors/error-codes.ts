import { ContentErrorCode } from '../content/content.errors';
import { IdentityErrorCode } from '../identity/identity.errors';
import { MembershipErrorCode } from '../membership/membership.errors';
import { NotificationsErrorCode } from '../notifications/notifications.errors';
import { PaymentsErrorCode } from '../payments/payments.errors';

/** Codes every service may answer with. */
export enum CommonErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  NotFound = 'NOT_FOUND',
  Unauthenticated = 'UNAUTHENTICATED',
  /** The session ended for inactivity or reached its absolute lifetime; the web says so and offers to sign in again. */
  SessionExpired = 'SESSION_EXPIRED',
  /** A body larger than its limit (JSON body or uploaded file). */
  PayloadTooLarge = 'PAYLOAD_TOO_LARGE',
  /** A body or file of a type the route does not take. */
  UnsupportedMediaType = 'UNSUPPORTED_MEDIA_TYPE',
  Forbidden = 'FORBIDDEN',
  Conflict = 'CONFLICT',
  RateLimited = 'RATE_LIMITED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  Internal = 'INTERNAL',
}

/** Every code that may cross the wire. The status mapping must handle each one. */
export type ErrorCode =
  | CommonErrorCode
  | IdentityErrorCode
  | MembershipErrorCode
  | PaymentsErrorCode
  | ContentErrorCode
  | NotificationsErrorCode;

export interface FieldError {
  field: string;
  message: string;
}

/** The error shape that crosses NATS and, as JSON, HTTP (DESIGN.md §3). */
export interface WireError {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: FieldError[];
  field?: string;
  correlationId?: string;
  /** Seconds, for 429 answers (sent as Retry-After). */
  retryAfter?: number;
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).code === 'string' &&
    typeof (value as WireError).message === 'string'
  );
}
