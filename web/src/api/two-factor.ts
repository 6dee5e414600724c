import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from './client';
import { authKeys } from './auth';

/**
 * The signed-in admin's own two-factor sign-in (issue 27): a pending secret to put in an authenticator app,
 * turning it on with a code (answers the one-time recovery codes), off with the password and a code, and a
 * fresh set of recovery codes. Each change reads the signed-in user again (twoFactorEnabled).
 */
export function useTwoFactorSetupMutation() {
  return useMutation({ mutationFn: () => answerOf(api.POST('/api/auth/admin/two-factor/setup')) });
}

export function useEnableTwoFactorMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => answerOf(api.POST('/api/auth/admin/two-factor/enable', { body: { code } })),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

export function useDisableTwoFactorMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; code: string }) =>
      answerOf(api.POST('/api/auth/admin/two-factor/disable', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.user() }),
  });
}

export function useNewRecoveryCodesMutation() {
  return useMutation({
    mutationFn: (code: string) => answerOf(api.POST('/api/auth/admin/two-factor/recovery-codes', { body: { code } })),
  });
}
