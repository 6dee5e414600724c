import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideDuesLapseFields, DuesLapseDto, ListDuesLapsesAnswer } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { memberKeys, updateMember } from './members';
import { paymentKeys } from './payments';

/** The policy's 6 months (issue 33): members long unpaid in a scheme, for the office's decision. */
export type DuesLapse = DuesLapseDto;
export type DuesLapsesPage = ListDuesLapsesAnswer;
export type DuesLapseDecisionInput = DecideDuesLapseFields;

export const duesLapseKeys = {
  all: [...paymentKeys.all, 'dues-lapses'] as const,
  list: (page: number) => [...duesLapseKeys.all, 'list', page] as const,
};

export const fetchDuesLapses = (page = 1): Promise<DuesLapsesPage> =>
  answerOf(api.GET('/api/dues-lapses', { params: { query: { page, limit: 50 } } }));

export const decideDuesLapse = (input: DuesLapseDecisionInput): Promise<DuesLapse> =>
  answerOf(api.POST('/api/dues-lapses/decisions', { body: input }));

export function useDuesLapsesQuery(page = 1) {
  return useQuery({ queryKey: duesLapseKeys.list(page), queryFn: () => fetchDuesLapses(page) });
}

/**
 * The office's decision about a listed member. Ending the membership goes through membership's own path first
 * (the member's status becomes expired, as on the member's page), then the decision is kept with the list.
 */
export function useDecideDuesLapseMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DuesLapseDecisionInput & { endMembership?: boolean }) => {
      const { endMembership, ...decision } = input;
      if (endMembership) await updateMember({ id: input.memberId, input: { status: 'expired' } });
      return decideDuesLapse(decision);
    },
    onSuccess: (_answer, input) => {
      void queryClient.invalidateQueries({ queryKey: duesLapseKeys.all });
      if (input.endMembership) void queryClient.invalidateQueries({ queryKey: memberKeys.all });
    },
  });
}
