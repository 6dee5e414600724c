import { parseApiError } from '../../api/client';

/**
 * The server's own reason for a failure (e.g. 'This link has expired', a 429 'Too many attempts…'),
 * or the catalogue's fallback when there is none worth showing (offline, an HTML error page).
 */
export function serverMessageOr(err: unknown, fallback: string): string {
  const { status, message } = parseApiError(err);
  const text = message.trim();
  if (status === 0 || !text || text.startsWith('<') || text.length > 300) return fallback;
  return text;
}
