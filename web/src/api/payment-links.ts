import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentLinkFields, PaymentLinkDto } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { paymentKeys } from './payments';

/** Razorpay Payment Links (issue 33): a member pays a due, months in advance or the renewal fee without signing in. */
export type PaymentLink = PaymentLinkDto;
export type PaymentLinkInput = CreatePaymentLinkFields;

export const paymentLinkKeys = {
  all: [...paymentKeys.all, 'payment-links'] as const,
  /** A member's links, newest first. */
  list: (memberId: string) => [...paymentLinkKeys.all, 'list', memberId] as const,
};

export const fetchPaymentLinks = async (memberId: string): Promise<PaymentLink[]> =>
  (await answerOf(api.GET('/api/payment-links', { params: { query: { memberId } } }))) ?? [];

export const createPaymentLink = (input: PaymentLinkInput): Promise<PaymentLink> =>
  answerOf(api.POST('/api/payment-links', { body: input }));

export const createRenewalFeeLink = (memberId: string): Promise<PaymentLink> =>
  answerOf(api.POST('/api/payment-links/renewal-fee', { body: { memberId } }));

export function usePaymentLinksQuery(memberId: string) {
  return useQuery({ queryKey: paymentLinkKeys.list(memberId), queryFn: () => fetchPaymentLinks(memberId) });
}

/** A new link (or the open one answered again) shows in the member's list. */
export function useCreatePaymentLinkMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { kind: 'dues'; input: PaymentLinkInput } | { kind: 'renewal-fee'; memberId: string }) =>
      request.kind === 'dues' ? createPaymentLink(request.input) : createRenewalFeeLink(request.memberId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkKeys.all }),
  });
}
