import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentDto, PrivacyNoticeAnswer, WithdrawConsentAnswer } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { dataRequestKeys } from './data-requests';
import { memberKeys } from './members';

/** Issue 32: the privacy notice's version and the grievance officer it names (GET /api/privacy-notice, public). */
export type PrivacyNotice = PrivacyNoticeAnswer;

export const privacyKeys = {
  notice: () => ['privacy-notice'] as const,
};

export const fetchPrivacyNotice = (): Promise<PrivacyNotice> => answerOf(api.GET('/api/privacy-notice'));

/** Changes only with a new release or settings: kept for the session once fetched. */
export function usePrivacyNoticeQuery() {
  return useQuery({ queryKey: privacyKeys.notice(), queryFn: fetchPrivacyNotice, staleTime: Infinity, retry: 1 });
}

/** Issue 32: the member's consents to the privacy notice (version, when given, when withdrawn). */
export type Consent = ConsentDto;

export const consentKeys = {
  of: (memberId: string) => [...memberKeys.all, 'consents', memberId] as const,
};

export const fetchConsents = (id: string): Promise<Consent[]> =>
  answerOf(api.GET('/api/members/{id}/consents', { params: { path: { id } } }));

/** The signed-in member withdraws their consent: it starts the erasure of their data. */
export const withdrawConsent = (): Promise<WithdrawConsentAnswer> =>
  answerOf(api.POST('/api/members/consents/withdraw'));

export function useConsentsQuery(memberId: string) {
  return useQuery({ queryKey: consentKeys.of(memberId), queryFn: () => fetchConsents(memberId) });
}

/** Withdrawing asks for erasure: the consents and the member's data requests are read again. */
export function useWithdrawConsentMutation(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: consentKeys.of(memberId) });
      await queryClient.invalidateQueries({ queryKey: dataRequestKeys.of(memberId) });
    },
  });
}
