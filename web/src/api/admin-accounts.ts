import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminAccountDto,
  AcceptAdminInvitationFields,
  InviteAdminFields,
  VerifyAdminInvitationAnswer,
} from '@portal/contracts/shapes';
import type { AdminRole } from '@portal/contracts/rules';
import { ApiRequestError, answerOf, api } from './client';

/**
 * The office's admin accounts (issue 27): listed, invited, re-invited, given a role, deactivated, reactivated, and
 * an admin's second factor reset when they lost their authenticator app.
 */

export type AdminAccount = AdminAccountDto;
export type InviteAdminInput = InviteAdminFields;
export type AdminInvitation = VerifyAdminInvitationAnswer;
export type AcceptInvitationInput = AcceptAdminInvitationFields;

export const adminAccountKeys = {
  all: ['admin-accounts'] as const,
  list: () => [...adminAccountKeys.all, 'list'] as const,
  invitation: (token: string) => ['admin-invitation', token] as const,
};

export const fetchAdminAccounts = (): Promise<AdminAccount[]> => answerOf(api.GET('/api/admin-accounts'));

export const inviteAdmin = (input: InviteAdminInput): Promise<AdminAccount> =>
  answerOf(api.POST('/api/admin-accounts/invitations', { body: input }));

export const resendInvitation = (id: string): Promise<AdminAccount> =>
  answerOf(api.POST('/api/admin-accounts/{id}/invitation', { params: { path: { id } } }));

export const changeAdminRole = ({ id, role }: { id: string; role: AdminRole }): Promise<AdminAccount> =>
  answerOf(api.PUT('/api/admin-accounts/{id}/role', { params: { path: { id } }, body: { role } }));

export const deactivateAdmin = (id: string): Promise<AdminAccount> =>
  answerOf(api.POST('/api/admin-accounts/{id}/deactivate', { params: { path: { id } } }));

export const reactivateAdmin = (id: string): Promise<AdminAccount> =>
  answerOf(api.POST('/api/admin-accounts/{id}/reactivate', { params: { path: { id } } }));

/** Clears another admin's second factor; they are signed out everywhere and e-mailed. */
export const resetAdminTwoFactor = (id: string): Promise<AdminAccount> =>
  answerOf(api.POST('/api/admin-accounts/{id}/two-factor/reset', { params: { path: { id } } }));

/** Whom a link is for; null when the server says the link is no good (a 4xx other than too many attempts). */
export async function verifyInvitation(token: string): Promise<AdminInvitation | null> {
  try {
    return await answerOf(api.GET('/api/admin-invitations/verify', { params: { query: { token } } }));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 429) return null;
    throw err;
  }
}

export const acceptInvitation = (input: AcceptInvitationInput) =>
  answerOf(api.POST('/api/admin-invitations/accept', { body: input }));

export function useAdminAccountsQuery({ enabled = true }: { enabled?: boolean } = {}) {
  // Asked again whenever the page opens: an invitation may have been accepted since.
  return useQuery({
    queryKey: adminAccountKeys.list(),
    queryFn: fetchAdminAccounts,
    retry: false,
    refetchOnMount: 'always',
    enabled,
  });
}

/** Every change answers the account as it now is; the list is asked for again either way. */
function useAccountMutation<TInput, TAnswer>(run: (input: TInput) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAccountKeys.all }),
  });
}

export const useInviteAdminMutation = () => useAccountMutation(inviteAdmin);
export const useResendInvitationMutation = () => useAccountMutation(resendInvitation);
export const useChangeAdminRoleMutation = () => useAccountMutation(changeAdminRole);
export const useDeactivateAdminMutation = () => useAccountMutation(deactivateAdmin);
export const useReactivateAdminMutation = () => useAccountMutation(reactivateAdmin);
export const useResetAdminTwoFactorMutation = () => useAccountMutation(resetAdminTwoFactor);

export function useInvitationQuery(token: string) {
  return useQuery({
    queryKey: adminAccountKeys.invitation(token),
    queryFn: () => verifyInvitation(token),
    retry: false,
    staleTime: Infinity,
  });
}

export function useAcceptInvitationMutation() {
  return useMutation({ mutationFn: acceptInvitation });
}
