import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MandateCheckoutDto, MandateDto, MemberAutoPayDto } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { paymentKeys } from './payments';

/** UPI AutoPay for monthly dues (issue 33): a Razorpay subscription per member and scheme. */
export type Mandate = MandateDto;
export type MemberAutoPay = MemberAutoPayDto;
export type MandateCheckout = MandateCheckoutDto;

export const autoPayKeys = {
  all: [...paymentKeys.all, 'autopay'] as const,
  mine: () => [...autoPayKeys.all, 'mine'] as const,
  /** A member's mandates as an admin sees them. */
  member: (memberId: string) => [...autoPayKeys.all, 'member', memberId] as const,
};

export const fetchMyAutoPay = async (): Promise<MemberAutoPay> =>
  (await answerOf(api.GET('/api/autopay'))) ?? { schemes: [] };

export const fetchMemberMandates = async (memberId: string): Promise<Mandate[]> =>
  (await answerOf(api.GET('/api/autopay/mandates', { params: { query: { memberId } } }))) ?? [];

export const setUpMandate = (scheme: string): Promise<MandateCheckout> =>
  answerOf(api.POST('/api/autopay/mandates', { body: { scheme } }));

export const changeMandate = (id: string, action: 'pause' | 'resume' | 'cancel'): Promise<Mandate> =>
  action === 'pause'
    ? answerOf(api.POST('/api/autopay/mandates/{id}/pause', { params: { path: { id } } }))
    : action === 'resume'
      ? answerOf(api.POST('/api/autopay/mandates/{id}/resume', { params: { path: { id } } }))
      : answerOf(api.POST('/api/autopay/mandates/{id}/cancel', { params: { path: { id } } }));

export function useMyAutoPayQuery() {
  return useQuery({ queryKey: autoPayKeys.mine(), queryFn: fetchMyAutoPay });
}

export function useMemberMandatesQuery(memberId: string) {
  return useQuery({ queryKey: autoPayKeys.member(memberId), queryFn: () => fetchMemberMandates(memberId) });
}

export function useSetUpMandateMutation() {
  return useMutation({ mutationFn: setUpMandate });
}

/** Pause, resume or cancel; the member's AutoPay is read again. */
export function useChangeMandateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'pause' | 'resume' | 'cancel' }) => changeMandate(id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoPayKeys.all }),
  });
}
