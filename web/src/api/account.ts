import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordFields,
  PasswordFlowAnswer,
  ResetPasswordFields,
  SetupPasswordFields,
  VerifySetupTokenAnswer,
} from '@portal/contracts/shapes';
import { ApiRequestError, answerOf, api } from './client';
import { authKeys, type CurrentUser } from './auth';

/** Member password flows (spec part 2 §2, §7; DESIGN §7) and the signed-in member's own profile. */

/** With the e-mailed token: the token names the member, so only the new password goes with it. */
export type SetupPasswordInput = Required<Pick<SetupPasswordFields, 'token' | 'newPassword'>>;
export type AccountMessage = PasswordFlowAnswer;
export type ResetPasswordInput = ResetPasswordFields;
export type ChangePasswordInput = ChangePasswordFields;

/** With the e-mailed token: sets the first password. */
export function setupPassword(input: SetupPasswordInput) {
  return answerOf(api.POST('/api/auth/setup-password', { body: input }));
}

/** Without a token the server only e-mails a fresh set-up link and answers the same whether or not the account exists. */
export function requestSetupLink(loginId: string) {
  return answerOf(api.POST('/api/auth/setup-password', { body: { loginId } }));
}

/** Always answers the same, so nobody learns which accounts exist. */
export function requestPasswordReset(loginId: string) {
  return answerOf(api.POST('/api/auth/forgot-password', { body: { loginId } }));
}

export function resetPassword(input: ResetPasswordInput) {
  return answerOf(api.POST('/api/auth/reset-password', { body: input }));
}

export function changePassword(input: ChangePasswordInput) {
  return answerOf(api.POST('/api/auth/member/change-password', { body: input }));
}

/** The signed-in admin's own password (issue 27): their other sessions end. */
export function changeAdminPassword(input: ChangePasswordInput) {
  return answerOf(api.POST('/api/auth/admin/change-password', { body: input }));
}

export type AdminProfileInput = { firstName: string; lastName: string | null };

/** The signed-in admin's own name (issue 27). */
export function updateAdminProfile(input: AdminProfileInput) {
  return answerOf(api.PUT('/api/auth/admin/profile', { body: input }));
}

/** Answers whether a reset link can still be used; a 4xx also means it cannot. */
export async function verifyResetToken(token: string): Promise<boolean> {
  try {
    const answer = await answerOf(api.GET('/api/auth/reset-password/verify', { params: { query: { token } } }));
    return answer.valid;
  } catch (err) {
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 429) return false;
    throw err;
  }
}

export type SetupLinkCheck = VerifySetupTokenAnswer;

/** Whether a set-up link can still be used and whom it is for; a 4xx also means it cannot. */
export async function verifySetupToken(token: string): Promise<SetupLinkCheck> {
  try {
    return await answerOf(api.GET('/api/auth/setup-password/verify', { params: { query: { token } } }));
  } catch (err) {
    if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && err.status !== 429) {
      return { valid: false };
    }
    throw err;
  }
}

export const accountKeys = {
  resetToken: (token: string) => ['account', 'reset-token', token] as const,
  setupToken: (token: string) => ['account', 'setup-token', token] as const,
};

export function useSetupTokenQuery(token: string) {
  return useQuery({
    queryKey: accountKeys.setupToken(token),
    queryFn: () => verifySetupToken(token),
    // A used token must be checked again next time, not read from the cache.
    gcTime: 0,
  });
}

export function useResetTokenQuery(token: string | null) {
  return useQuery({
    queryKey: accountKeys.resetToken(token ?? ''),
    queryFn: () => verifyResetToken(token ?? ''),
    enabled: Boolean(token),
    // A used token must be checked again next time, not read from the cache.
    gcTime: 0,
  });
}

export function useSetupPasswordMutation() {
  return useMutation({ mutationFn: setupPassword });
}

export function useRequestSetupLinkMutation() {
  return useMutation({ mutationFn: requestSetupLink });
}

export function useRequestPasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}

export function useChangeAdminPasswordMutation() {
  return useMutation({ mutationFn: changeAdminPassword });
}

/** Saves the admin's name; the signed-in user (header, menu) is read again. */
export function useUpdateAdminProfileMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

/** The member's own record as GET /api/auth/user answers it for a member (MemberDto fields + userType). */
export interface MemberProfile {
  memberId: string | null;
  name: string;
  status: string | null;
  membershipEndDate: string | null;
  email: string | null;
  phone: string | null;
  createdAt: string | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export function memberProfileFrom(user: CurrentUser): MemberProfile {
  const name = [text(user.firstName), text(user.lastName)].filter(Boolean).join(' ');
  const member = user.userType === 'member' ? user : null;
  return {
    memberId: text(member?.memberId),
    name: name || text(user.email) || 'Member',
    status: text(member?.status),
    membershipEndDate: text(member?.membershipEndDate),
    email: text(user.email),
    phone: text(member?.phone),
    createdAt: text(user.createdAt),
  };
}
