import { parseApiError } from '../../api/client';

export type LoginFailure =
  | { kind: 'setup-required'; message: string }
  | { kind: 'server-message'; message: string }
  | { kind: 'invalid' };

const SETUP_HINT = /(set ?up|setup|create)[\s-]*(your\s+)?password|password[\s-]*(set ?up|setup)|first[\s-]*login/i;

/**
 * Spec §4 and DESIGN §7: a 422 or a "password setup" answer sends the member to set a password;
 * pending, suspended, locked and rate-limited accounts get the server's own clear message;
 * everything else is the catalogue's generic failure.
 */
export function classifyMemberLoginError(err: unknown): LoginFailure {
  const { status, message } = parseApiError(err);
  if (status === 422 || SETUP_HINT.test(message)) return { kind: 'setup-required', message };
  if ([403, 423, 429].includes(status) && message) return { kind: 'server-message', message };
  if (status >= 500 && message) return { kind: 'server-message', message };
  return { kind: 'invalid' };
}

/** Admins only ever see the generic failure, except when throttled or the server is down. */
export function classifyAdminLoginError(err: unknown): LoginFailure {
  const { status, message } = parseApiError(err);
  if ((status === 429 || status >= 500) && message) return { kind: 'server-message', message };
  return { kind: 'invalid' };
}
