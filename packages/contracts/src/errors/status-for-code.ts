import { CommonErrorCode, ErrorCode, IdentityErrorCode } from './error-codes';

function assertNever(code: never): never {
  throw new Error(`Unmapped error code: ${String(code)}`);
}

/**
 * HTTP status for a wire error code. Exhaustive: adding a code without a case
 * here fails to compile.
 */
export function statusForErrorCode(code: ErrorCode): number {
  switch (code) {
    case CommonErrorCode.ValidationFailed:
      return 400;
    case CommonErrorCode.Unauthenticated:
    case IdentityErrorCode.InvalidAdminCredentials:
      return 401;
    case CommonErrorCode.Forbidden:
      return 403;
    case CommonErrorCode.NotFound:
    case IdentityErrorCode.UserNotFound:
      return 404;
    case CommonErrorCode.Conflict:
      return 409;
    case CommonErrorCode.RateLimited:
      return 429;
    case CommonErrorCode.Internal:
      return 500;
    case CommonErrorCode.ServiceUnavailable:
      return 503;
    default:
      return assertNever(code);
  }
}
