import { parseApiError } from '../api/client';

/**
 * The server's own reason for a failure (e.g. 'This link has expired', a 429 'Too many attempts…'):
 * a wire error, recognised by its code, carries a message written for the user. Anything else
 * (offline, a proxy's HTML error page, an empty answer) gets the catalogue's fallback.
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  const { code, message } = parseApiError(err);
  const text = message.trim();
  return code && text ? text : fallback;
}
