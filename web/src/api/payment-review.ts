import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MonthClashDto,
  PaymentConflictDto,
  ResolvePaymentConflictFields,
  SettleMonthClashFields,
} from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { paymentKeys, refreshPaymentData } from './payments';

/**
 * What the books kept aside for the admin (issue 26): Razorpay payment ids named for one order while recorded on
 * another, and months two records claimed. The admin resolves the one with a note and settles the other by naming
 * the record that keeps the month.
 */
export type PaymentConflict = PaymentConflictDto;
export type MonthClash = MonthClashDto;
export type SettleMonthClashInput = SettleMonthClashFields;

export const reviewKeys = {
  all: [...paymentKeys.all, 'review'] as const,
  conflicts: () => [...reviewKeys.all, 'conflicts'] as const,
  clashes: () => [...reviewKeys.all, 'month-clashes'] as const,
};

export const fetchPaymentConflicts = async (): Promise<PaymentConflict[]> =>
  (await answerOf(api.GET('/api/razorpay/conflicts'))) ?? [];

export const fetchMonthClashes = async (): Promise<MonthClash[]> =>
  (await answerOf(api.GET('/api/payment-records/month-clashes'))) ?? [];

export const resolvePaymentConflict = ({
  id,
  input,
}: {
  id: string;
  input: ResolvePaymentConflictFields;
}): Promise<PaymentConflict> =>
  answerOf(api.POST('/api/razorpay/conflicts/{id}/resolve', { params: { path: { id } }, body: input }));

export const settleMonthClash = (input: SettleMonthClashInput): Promise<MonthClash> =>
  answerOf(api.POST('/api/payment-records/month-clashes/settle', { body: input }));

export function usePaymentConflictsQuery() {
  return useQuery({ queryKey: reviewKeys.conflicts(), queryFn: fetchPaymentConflicts });
}

export function useMonthClashesQuery() {
  return useQuery({ queryKey: reviewKeys.clashes(), queryFn: fetchMonthClashes });
}

/** Conflicts and clashes still open: what the Payment Records badge counts. */
export function useOpenReviewCount(): number {
  const conflicts = usePaymentConflictsQuery();
  const clashes = useMonthClashesQuery();
  return (
    (conflicts.data ?? []).filter((c) => c.status === 'open').length +
    (clashes.data ?? []).filter((c) => c.status === 'open').length
  );
}

export function useResolvePaymentConflictMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePaymentConflict,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewKeys.conflicts() }),
  });
}

/** Settling moves a month between records: their months, the lists and the figures change too. */
export function useSettleMonthClashMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: settleMonthClash,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.clashes() }),
        refreshPaymentData(queryClient),
      ]);
    },
  });
}
