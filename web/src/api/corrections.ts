import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CorrectionRequestDto, CorrectionRequestFields } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { memberKeys } from './members';

/** Issue 32: a member's request to correct a field they cannot edit themselves. */
export type CorrectionRequest = CorrectionRequestDto;
export type CorrectionRequestInput = CorrectionRequestFields;

export const correctionKeys = {
  all: [...memberKeys.all, 'correction-requests'] as const,
  of: (memberId: string) => [...correctionKeys.all, memberId] as const,
};

export const fetchCorrectionRequests = (id: string): Promise<CorrectionRequest[]> =>
  answerOf(api.GET('/api/members/{id}/correction-requests', { params: { path: { id } } }));

/** The signed-in member asks for a correction of their own record. */
export const askForCorrection = (input: CorrectionRequestInput): Promise<CorrectionRequest> =>
  answerOf(
    api.POST('/api/members/correction-requests', {
      body: { field: input.field, value: input.value, note: input.note?.trim() || null },
    }),
  );

export const declineCorrectionRequest = ({
  requestId,
  reason,
}: {
  requestId: string;
  reason: string;
}): Promise<CorrectionRequest> =>
  answerOf(
    api.POST('/api/members/correction-requests/{requestId}/decline', {
      params: { path: { requestId } },
      body: { reason: reason.trim() },
    }),
  );

/**
 * A member's correction requests, newest first (the office's member page, and the member's own Profile Settings).
 * `version` (the member's updatedAt) asks again after an edit of the member, which may have closed a request.
 */
export function useCorrectionRequestsQuery(
  memberId: string,
  { enabled = true, version }: { enabled?: boolean; version?: string } = {},
) {
  return useQuery({
    queryKey: [...correctionKeys.of(memberId), version ?? null],
    queryFn: () => fetchCorrectionRequests(memberId),
    enabled,
  });
}

export function useAskForCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForCorrection,
    onSuccess: (request) => queryClient.invalidateQueries({ queryKey: correctionKeys.of(request.memberId) }),
  });
}

export function useDeclineCorrectionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineCorrectionRequest,
    onSuccess: (request) => queryClient.invalidateQueries({ queryKey: correctionKeys.of(request.memberId) }),
  });
}
