import { useQuery } from '@tanstack/react-query';
import type { PrivacyNoticeAnswer } from '@portal/contracts/shapes';
import { answerOf, api } from './client';

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
