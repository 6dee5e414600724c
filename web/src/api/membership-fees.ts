import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MembershipFeesAnswer, MembershipFeesFields } from '@portal/contracts/shapes';
import { answerOf, api } from './client';
import { memberKeys } from './members';

/** The joining fee and annual renewal fee the association sets (issue 26): decimal strings. */
export type MembershipFees = MembershipFeesAnswer;
/** Scheme Settings sends both fees (the description asks for both; membership takes either). */
export type MembershipFeesInput = Required<MembershipFeesFields>;

export const membershipFeesKey = ['membership-fees'] as const;

/** Public: the policy pages, the renewal screens and Scheme Settings all show these. */
export const fetchMembershipFees = (): Promise<MembershipFees> => answerOf(api.GET('/api/membership-fees'));

export const updateMembershipFees = (input: MembershipFeesInput): Promise<MembershipFees> =>
  answerOf(api.PUT('/api/membership-fees', { body: input }));

export function useMembershipFeesQuery() {
  return useQuery({ queryKey: membershipFeesKey, queryFn: fetchMembershipFees });
}

export function useUpdateMembershipFeesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMembershipFees,
    onSuccess: (fees) => {
      queryClient.setQueryData(membershipFeesKey, fees);
      // The renewal page and banner read the renewal fee through the renewal settings.
      void queryClient.invalidateQueries({ queryKey: memberKeys.renewalSettings() });
    },
  });
}
