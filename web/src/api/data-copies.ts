import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataCopyDto } from '@portal/contracts/shapes';
import { answerOf, api, apiUrl } from './client';
import { memberKeys } from './members';

/** Issue 32: a copy of all the personal data the portal holds about a member (a ZIP made in the background). */
export type DataCopy = DataCopyDto;

export const dataCopyKeys = {
  all: [...memberKeys.all, 'data-copies'] as const,
  of: (memberId: string) => [...dataCopyKeys.all, memberId] as const,
};

export const fetchDataCopies = (id: string): Promise<DataCopy[]> =>
  answerOf(api.GET('/api/members/{id}/data-copies', { params: { path: { id } } }));

/** The signed-in member asks for a copy of their data. */
export const askForDataCopy = (): Promise<DataCopy> => answerOf(api.POST('/api/members/data-copies'));

/** An office admin makes a copy for a member asking in person (only that admin, and the member, download it). */
export const makeDataCopyFor = (id: string): Promise<DataCopy> =>
  answerOf(api.POST('/api/members/{id}/data-copies', { params: { path: { id } } }));

/** Where the browser downloads a ready copy (the member's session goes with it). */
export const dataCopyDownloadUrl = (copyId: string): string =>
  apiUrl('/api/members/data-copies/{copyId}/download', { path: { copyId } });

/** The member's copies, newest first; asked again every few seconds while one is being prepared. */
export function useDataCopiesQuery(memberId: string) {
  return useQuery({
    queryKey: dataCopyKeys.of(memberId),
    queryFn: () => fetchDataCopies(memberId),
    refetchInterval: (query) => (query.state.data?.some((c) => c.state === 'preparing') ? 3000 : false),
  });
}

export function useAskForDataCopyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askForDataCopy,
    onSuccess: (copy) => queryClient.invalidateQueries({ queryKey: dataCopyKeys.of(copy.memberId) }),
  });
}

export function useMakeDataCopyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDataCopyFor,
    onSuccess: (copy) => queryClient.invalidateQueries({ queryKey: dataCopyKeys.of(copy.memberId) }),
  });
}
