import { parseApiError } from '../../api/client';
import { serverMessageOr } from '../../lib/server-message';

/**
 * What a failed payments call tells the admin: the field messages of a 400 (e.g. 'Amount must be greater
 * than 0'), else the server's own message, else the catalogue's fallback (offline, a proxy's page).
 */
export function paymentFailureText(err: unknown, fallback: string): string {
  const { code, errors } = parseApiError(err);
  if (code && errors?.length) return [...new Set(errors.map((e) => e.message))].join(', ');
  return serverMessageOr(err, fallback);
}

/** The message a 400 gave for one field, to show under that input as well. */
export function fieldMessage(err: unknown, field: string): string | null {
  return parseApiError(err).errors?.find((e) => e.field === field)?.message ?? null;
}
