import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataRequestDto, DataRequestListItemDto, DataRequestListState } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { memberKeys } from './members';

/** Issue 32: a member's data requests (erasure), and the office's view of every member's requests. */
export type DataRequest = DataRequestDto;
export type DataRequestListItem = DataRequestListItemDto;

export const dataRequestKeys = {
  all: [...memberKeys.all, 'data-requests'] as const,
  of: (memberId: string) => [...dataRequestKeys.all, memberId] as const,
  list: (state: DataRequestListState | null) => ['data-requests', state] as const,
};

export const fetchDataRequests = (id: string): Promise<DataRequest[]> =>
  answerOf(api.GET('/api/members/{id}/data-requests', { params: { path: { id } } }));

export const fetchAllDataRequests = (state: DataRequestListState | null): Promise<DataRequestListItem[]> =>
  answerOf(api.GET('/api/data-requests', { params: { query: state ? { state } : {} } }));

/** The signed-in member asks for erasure of their own data. */
export const askForErasure = (note: string | null): Promise<DataRequest> =>
  answerOf(api.POST('/api/members/data-requests/erasure', { body: { note: note?.trim() || null } }));

export const declineDataRequest = ({ requestId, reason }: { requestId: string; reason: string }) =>
  answerOf(
    api.POST('/api/members/data-requests/{requestId}/decline', {
      params: { path: { requestId } },
      body: { reason: reason.trim() },
    }),
  );

export const completeErasure = ({ memberId, requestId }: { memberId: string; requestId: string }) =>
  answerOf(
    api.POST('/api/members/{id}/data-requests/{requestId}/complete', {
      params: { path: { id: memberId, requestId } },
    }),
  );

/**
 * A member's data requests; asked again every few seconds while an erasure is completing, because the services
 * confirm it one by one after the office pressed the button and nothing else would show the last confirmation.
 */
export function useDataRequestsQuery(memberId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: dataRequestKeys.of(memberId),
    queryFn: () => fetchDataRequests(memberId),
    enabled,
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'completing') ? 3000 : false),
  });
}

export function useAllDataRequestsQuery(state: DataRequestListState | null) {
  return useQuery({ queryKey: dataRequestKeys.list(state), queryFn: () => fetchAllDataRequests(state) });
}

function useInvalidating<A, R extends { memberId: string }>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (request) => {
      await queryClient.invalidateQueries({ queryKey: dataRequestKeys.of(request.memberId) });
      await queryClient.invalidateQueries({ queryKey: ['data-requests'] });
    },
  });
}

export const useAskForErasureMutation = () => useInvalidating(askForErasure);
export const useDeclineDataRequestMutation = () => useInvalidating(declineDataRequest);
export const useCompleteErasureMutation = () => useInvalidating(completeErasure);
