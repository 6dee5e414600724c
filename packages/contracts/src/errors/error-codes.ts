/** Codes every service may answer with. */
export enum CommonErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  NotFound = 'NOT_FOUND',
  Unauthenticated = 'UNAUTHENTICATED',
  Forbidden = 'FORBIDDEN',
  Conflict = 'CONFLICT',
  RateLimited = 'RATE_LIMITED',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
  Internal = 'INTERNAL',
}

export enum IdentityErrorCode {
  InvalidAdminCredentials = 'IDENTITY_INVALID_ADMIN_CREDENTIALS',
  UserNotFound = 'IDENTITY_USER_NOT_FOUND',
}

/** Every code that may cross the wire. The gateway's status mapping must handle each one. */
export type ErrorCode = CommonErrorCode | IdentityErrorCode;

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
}

export function isWireError(value: unknown): value is WireError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as WireError).code === 'string' &&
    typeof (value as WireError).message === 'string'
  );
}
