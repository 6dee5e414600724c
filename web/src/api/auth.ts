import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminLoginAnswer,
  AdminLoginFields,
  CurrentUserAnswer,
  MemberLoginAnswer,
  MemberLoginFields,
  UserType,
} from '@portal/contracts/shapes';
import { ApiRequestError, apiGet, apiPost } from './client';

export type { UserType };

/** The signed-in person as GET /api/auth/user answers it: an admin or a member record, with `userType`. */
export type CurrentUser = CurrentUserAnswer;
export type AdminLoginInput = AdminLoginFields;
export type MemberLoginInput = MemberLoginFields;

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
};

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiGet<CurrentUser | null>('/api/auth/user');
  } catch (err) {
    // A 401 simply means "not signed in"; anything else is a real failure.
    if (err instanceof ApiRequestError && err.status === 401) return null;
    throw err;
  }
}

/** Spec §4: authenticated when this returns data; never retried. */
export function useCurrentUserQuery() {
  return useQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser, retry: false });
}

export function adminLogin(input: AdminLoginInput) {
  return apiPost<AdminLoginAnswer>('/api/auth/admin/login', input);
}

export function memberLogin(input: MemberLoginInput) {
  return apiPost<MemberLoginAnswer>('/api/auth/member/login', input);
}

/** After a login the session cookie changed: refetch who we are before routing on. */
async function refreshCurrentUser(queryClient: ReturnType<typeof useQueryClient>) {
  await queryClient.invalidateQueries({ queryKey: authKeys.user(), refetchType: 'all' });
}

export function useAdminLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}

export function useMemberLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: memberLogin,
    onSuccess: () => refreshCurrentUser(queryClient),
  });
}

/** Admin logout is a full navigation: the gateway destroys the session and redirects. */
export function logoutAdmin(): void {
  window.location.href = '/api/logout';
}

/** Member logout: POST, then forget every cached answer so nothing of this member lingers. */
export function useMemberLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<unknown>('/api/auth/logout'),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
      queryClient.setQueryData(authKeys.user(), null);
    },
  });
}
