import { useQuery } from '@tanstack/react-query';
import type { StatementAnswer } from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import { paymentKeys } from './payments';

/** A member's statement of account (opening, each due, payment, fee and refund, closing) for a period. */
export type Statement = StatementAnswer;

const statementKey = (memberId: string, period: string) => [...paymentKeys.records(), 'statement', memberId, period];

/** Without memberId, the signed-in member's own; period '' is the current financial year. */
export const fetchStatement = (memberId: string | undefined, period: string): Promise<Statement> =>
  answerOf(
    api.GET('/api/payment-records/statement', {
      params: { query: { ...(memberId ? { memberId } : {}), ...(period ? { period } : {}) } },
    }),
  );

export function useStatementQuery(memberId: string | undefined, period: string) {
  return useQuery({ queryKey: statementKey(memberId ?? '', period), queryFn: () => fetchStatement(memberId, period) });
}

/** Where the browser downloads the statement as PDF or CSV (the session cookie goes along, as for receipts). */
export function statementUrl(format: 'pdf' | 'csv', memberId: string | undefined, period: string): string {
  const query = { ...(memberId ? { memberId } : {}), ...(period ? { period } : {}) };
  return format === 'pdf'
    ? apiUrl('/api/payment-records/statement/pdf', { query })
    : apiUrl('/api/payment-records/statement/csv', { query });
}
