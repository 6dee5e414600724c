import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundDto, RefundFields, RefundSummaryAnswer } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import type { paths } from './generated/schema';
import { paymentKeys, refreshPaymentData } from './payments';

/** Refunds of paid records (issue 26): each with a credit note once processed. */
export type Refund = RefundDto;
export type RefundSummary = RefundSummaryAnswer;
export type RefundInput = RefundFields;

export const refundKeys = {
  all: [...paymentKeys.all, 'refunds'] as const,
  /** A record's refundable amount and refunds. */
  summary: (recordId: string) => [...refundKeys.all, 'summary', recordId] as const,
  /** A member's refunds; '' is the signed-in member. */
  list: (memberId: string) => [...refundKeys.all, 'list', memberId] as const,
};

export const fetchRefundSummary = (recordId: string): Promise<RefundSummary> =>
  answerOf(api.GET('/api/payment-records/{id}/refunds', { params: { path: { id: recordId } } }));

/** A member's refunds, newest first; without memberId, the signed-in member's own. */
export const fetchRefunds = async (memberId?: string): Promise<Refund[]> =>
  (await answerOf(api.GET('/api/refunds', { params: { query: memberId ? { memberId } : {} } }))) ?? [];

type RefundBody = paths['/api/payment-records/{id}/refunds']['post']['requestBody']['content']['application/json'];

export const createRefund = ({ recordId, input }: { recordId: string; input: RefundInput }): Promise<Refund> =>
  answerOf(
    api.POST('/api/payment-records/{id}/refunds', {
      params: { path: { id: recordId } },
      // The form's fields as typed; the server checks them (amount, reason, method).
      body: input as RefundBody,
    }),
  );

export function useRefundSummaryQuery(recordId: string | undefined) {
  return useQuery({
    queryKey: refundKeys.summary(recordId ?? ''),
    queryFn: () => fetchRefundSummary(recordId!),
    enabled: Boolean(recordId),
    // The dialog charges what is still refundable now, not a figure cached earlier.
    refetchOnMount: 'always',
  });
}

export function useRefundsQuery(memberId?: string) {
  return useQuery({ queryKey: refundKeys.list(memberId ?? ''), queryFn: () => fetchRefunds(memberId) });
}

/** A refund changes the record's refundable amount, the member's months and every payment figure. */
export function useCreateRefundMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefund,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: refundKeys.all }), refreshPaymentData(queryClient)]);
    },
  });
}
