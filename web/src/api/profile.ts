import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailChangeAnswer, MemberFields, RestoreEmailAnswer } from '@portal/contracts/shapes';
import { authKeys } from './auth';
import { answerOf, api } from './client';
import { memberKeys, updateMember, type Member } from './members';

/** Profile settings (spec part 2 §2, §3 "Profile form"; issue 12): the signed-in member's own record. */

/** The only fields a member may change of their own record; the server refuses any other. */
export type ProfileInput = Pick<MemberFields, 'firstName' | 'lastName' | 'email' | 'phone' | 'address'>;

export function updateProfile({ id, input }: { id: string; input: ProfileInput }): Promise<Member> {
  return updateMember({ id, input });
}

/**
 * Saves the member's own details. The answer becomes the cached record (with `pendingEmail` while a
 * new address waits for its link), and GET /api/auth/user is refetched (spec part 2 §7).
 */
export function useUpdateProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (member, { id }) => {
      queryClient.setQueryData(memberKeys.detail(id), member);
      await queryClient.invalidateQueries({ queryKey: authKeys.user() });
    },
  });
}

/** The link sent to a new e-mail address: its token applies the address (no sign-in needed). */
export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeAnswer> {
  return answerOf(api.POST('/api/members/email-change/confirm', { body: { token } }));
}

export function useConfirmEmailChangeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    // A signed-in member's header and profile show the new address from now on.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authKeys.user() }),
        queryClient.invalidateQueries({ queryKey: memberKeys.details() }),
      ]),
  });
}

/** The link sent to the OLD address when the address changed (issue 27): its token puts that address back. */
export function restoreEmail(token: string): Promise<RestoreEmailAnswer> {
  return answerOf(api.POST('/api/members/email-change/restore', { body: { token } }));
}

/**
 * Restoring ends every session of the account, this browser's too: the tab forgets whoever was signed in
 * (without the "signed out" notice; the page itself says so) and every cached answer of the session.
 */
export function useRestoreEmailMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreEmail,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.user(), null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    },
  });
}
