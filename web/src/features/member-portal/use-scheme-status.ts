import type { Scheme } from '@portal/contracts/shapes';
import { usePaymentRecordsQuery } from '../../api/payments';
import { schemeStatusFrom, type SchemeStatus } from '../../lib/scheme-status';

/**
 * A scheme's status for the signed-in member from their newest record of it (spec part 2 §4). The gateway
 * lists a member's own records only, newest first, so one record is all that is asked for; the dashboard's
 * payment card and the scheme card share the answer.
 */
export function useSchemeStatus(scheme: Scheme, enabled = true) {
  const query = usePaymentRecordsQuery({ scheme, page: 1, limit: 1 }, enabled);
  const status: SchemeStatus | null = query.isSuccess ? schemeStatusFrom(query.data.records[0]) : null;
  return { status, isPending: enabled && query.isPending, isError: query.isError };
}
