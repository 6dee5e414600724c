import { CommonErrorCode, IdentityErrorCode, type ErrorCode } from '@portal/contracts/shapes';
import { parseApiError } from '../../api/client';

export type LoginFailure =
  { kind: 'setup-required'; message: string } | { kind: 'server-message'; message: string } | { kind: 'invalid' };

/** Codes whose own message the member reads instead of the generic failure. */
const MEMBER_SERVER_MESSAGE: readonly ErrorCode[] = [
  IdentityErrorCode.MembershipPending,
  IdentityErrorCode.MembershipSuspended,
  CommonErrorCode.RateLimited,
  CommonErrorCode.ServiceUnavailable,
  CommonErrorCode.Internal,
];

/** Admins only learn that they were throttled, or that the server is down. */
const ADMIN_SERVER_MESSAGE: readonly ErrorCode[] = [
  CommonErrorCode.RateLimited,
  CommonErrorCode.ServiceUnavailable,
  CommonErrorCode.Internal,
];

/**
 * Spec §4 and DESIGN §7: a "password setup required" answer sends the member to set a password;
 * pending and suspended accounts and throttled sign-ins get the server's own clear message;
 * everything else is the catalogue's generic failure. Decided by the wire error's code; an answer
 * without one (a proxy's error page) is read by its HTTP status.
 */
export function classifyMemberLoginError(err: unknown): LoginFailure {
  const { status, code, message } = parseApiError(err);
  if (code === IdentityErrorCode.PasswordSetupRequired) return { kind: 'setup-required', message };
  if (code)
    return MEMBER_SERVER_MESSAGE.includes(code) && message ? { kind: 'server-message', message } : { kind: 'invalid' };
  if (status === 422) return { kind: 'setup-required', message };
  if ([403, 423, 429].includes(status) && message) return { kind: 'server-message', message };
  if (status >= 500 && message) return { kind: 'server-message', message };
  return { kind: 'invalid' };
}

/** Admins only ever see the generic failure, except when throttled or the server is down. */
export function classifyAdminLoginError(err: unknown): LoginFailure {
  const { status, code, message } = parseApiError(err);
  if (code)
    return ADMIN_SERVER_MESSAGE.includes(code) && message ? { kind: 'server-message', message } : { kind: 'invalid' };
  if ((status === 429 || status >= 500) && message) return { kind: 'server-message', message };
  return { kind: 'invalid' };
}
