import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryFunctionContext,
} from '@tanstack/react-query';
import {
  CommonErrorCode,
  isSessionEndReason,
  SESSION_END_HEADER,
  SESSION_END_MESSAGES,
  type SessionEndReason,
  type AdminLoginFields,
  type CurrentUserAnswer,
  type MemberLoginFields,
  type UserType,
} from '@portal/contracts/shapes';
import { followAccountLanguage } from '../i18n/account-language';
import { removeOfflineCard } from '../lib/offline-card-store';
import { ApiRequestError, answerOf, api, apiUrl, parseApiError } from './client';

export type { UserType };

/** The signed-in person as GET /api/auth/user answers it: an admin or a member record, with `userType`. */
export type CurrentUser = CurrentUserAnswer;
export type AdminLoginInput = AdminLoginFields;
export type MemberLoginInput = MemberLoginFields;

export const authKeys = {
  all: ['auth'] as const,
  user: () => [...authKeys.all, 'user'] as const,
  sessionEnd: () => [...authKeys.all, 'session-end'] as const,
  sessionEndReason: () => [...authKeys.all, 'session-end-reason'] as const,
};

/**
 * How the tab's last session ended, until the next page decides what to do about it. 'expired-during-visit':
 * the gateway ended it for inactivity (401 SESSION_EXPIRED) while this tab showed the signed-in app, which
 * then asks for a login and comes back; 'expired-before-visit': found ended on loading, so only a page that
 * needs a login asks for one (saying why); 'logged-out': the member logged out and goes to the welcome page.
 */
export type SessionEnd = 'expired-during-visit' | 'expired-before-visit' | 'logged-out' | null;

export function isSessionExpiredError(err: unknown): boolean {
  return parseApiError(err).code === CommonErrorCode.SessionExpired;
}

/** Why the gateway ended the session, from its SESSION_EXPIRED message (one of contracts' SESSION_END_MESSAGES). */
export function sessionEndReasonOf(err: unknown): SessionEndReason | undefined {
  const { message } = parseApiError(err);
  return (Object.keys(SESSION_END_MESSAGES) as SessionEndReason[]).find((key) => SESSION_END_MESSAGES[key] === message);
}

/** Signs the tab out and forgets every cached answer of the session, so nothing of it lingers. */
function forgetSession(client: QueryClient, end: SessionEnd): void {
  client.setQueryData<SessionEnd>(authKeys.sessionEnd(), end);
  client.setQueryData(authKeys.user(), null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
}

/** Any call answering SESSION_EXPIRED ends the session in this tab too, remembering why for the login page. */
export function endExpiredSession(client: QueryClient, reason?: SessionEndReason): void {
  const wasSignedIn = client.getQueryData<CurrentUser | null>(authKeys.user()) != null;
  client.setQueryData<SessionEndReason>(authKeys.sessionEndReason(), reason ?? 'idle');
  forgetSession(client, wasSignedIn ? 'expired-during-visit' : 'expired-before-visit');
}

/** Why the tab's last session ended by the gateway's decision (idle unless it said otherwise). */
export function useSessionEndReason(): SessionEndReason {
  const { data } = useQuery<SessionEndReason>({
    queryKey: authKeys.sessionEndReason(),
    queryFn: () => 'idle',
    initialData: 'idle',
    staleTime: Infinity,
  });
  return data;
}

export function clearSessionEnd(client: QueryClient): void {
  client.setQueryData<SessionEnd>(authKeys.sessionEnd(), null);
}

export function useSessionEnd(): SessionEnd {
  const { data } = useQuery<SessionEnd>({
    queryKey: authKeys.sessionEnd(),
    queryFn: () => null,
    initialData: null,
    staleTime: Infinity,
  });
  return data;
}

export async function fetchCurrentUser(context?: Pick<QueryFunctionContext, 'client'>): Promise<CurrentUser | null> {
  try {
    const { data, response } = await api.GET('/api/auth/user');
    const ended = response.headers.get(SESSION_END_HEADER);
    if (ended && context) endExpiredSession(context.client, isSessionEndReason(ended) ? ended : undefined);
    // Signed in, the app shows the account's language (issue 31); signed out, the browser's choice.
    void followAccountLanguage(data ?? null).catch(() => undefined);
    return data ?? null;
  } catch (err) {
    // A 401 simply means "not signed in"; anything else is a real failure.
    if (err instanceof ApiRequestError && err.status === 401) {
      if (context && isSessionExpiredError(err)) endExpiredSession(context.client, sessionEndReasonOf(err));
      return null;
    }
    throw err;
  }
}

/** Spec §4: authenticated when this returns data; never retried. */
export function useCurrentUserQuery() {
  // 'always': with the phone offline the check still runs and fails at once, so the router can show the member's
  // kept ID card (issue 30) instead of waiting for a network that is not there.
  return useQuery({ queryKey: authKeys.user(), queryFn: fetchCurrentUser, retry: false, networkMode: 'always' });
}

export function adminLogin(input: AdminLoginInput) {
  return answerOf(api.POST('/api/auth/admin/login', { body: input }));
}

export function memberLogin(input: MemberLoginInput) {
  return answerOf(api.POST('/api/auth/member/login', { body: input }));
}

/** After a login the session cookie changed: refetch who we are before routing on. */
async function refreshCurrentUser(queryClient: ReturnType<typeof useQueryClient>) {
  clearSessionEnd(queryClient);
  await queryClient.invalidateQueries({ queryKey: authKeys.user(), refetchType: 'all' });
}

/** True when the password was right but the account asks for its authenticator code too (nobody is signed in yet). */
export function needsTwoFactorCode(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null && 'twoFactorRequired' in answer;
}

export function useAdminLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (answer) => (needsTwoFactorCode(answer) ? undefined : refreshCurrentUser(queryClient)),
  });
}

/** `trustDevice`: this browser signs in with the password alone for 30 days. */
export function adminTwoFactorLogin(input: ({ code: string } | { recoveryCode: string }) & { trustDevice?: boolean }) {
  return answerOf(api.POST('/api/auth/admin/login/two-factor', { body: input }));
}

/** The second sign-in step: the code from the authenticator app, or one recovery code. */
export function useAdminTwoFactorLoginMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminTwoFactorLogin,
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
  window.location.href = apiUrl('/api/logout');
}

/** Member logout: POST, then forget the session here even if the call failed; the router shows the welcome page. */
export function useMemberLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answerOf(api.POST('/api/auth/logout')),
    // The ID card kept for offline use goes with the session (issue 30), before the router leaves the page.
    onSettled: async () => {
      await removeOfflineCard().catch(() => undefined);
      forgetSession(queryClient, 'logged-out');
    },
  });
}
