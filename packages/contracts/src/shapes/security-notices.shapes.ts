/**
 * Security notices (issue 27): why a session ended, and the link that undoes a change of e-mail address.
 * Decorator-free, for the web too.
 */

/**
 * Why a session ended: no request for the idle time, older than its absolute lifetime, ended elsewhere by
 * a change or reset of the password, by following the link that restored the account's old e-mail address, or
 * because the account itself is gone (deactivated, suspended, deleted), or because an admin's role was changed
 * (the session's rights were those of the old role), or because the admin turned two-factor sign-in on or off or
 * took new recovery codes in another session, or because an administrator reset the admin's second factor.
 */
export type SessionEndReason =
  | 'idle'
  | 'lifetime'
  | 'password-changed'
  | 'email-restored'
  | 'account-closed'
  | 'role-changed'
  | 'two-factor-changed'
  | 'two-factor-reset';

export const SessionEndReasons: readonly SessionEndReason[] = [
  'idle',
  'lifetime',
  'password-changed',
  'email-restored',
  'account-closed',
  'role-changed',
  'two-factor-changed',
  'two-factor-reset',
];

/** What the login page and the refused request (SESSION_EXPIRED) say, per reason. */
export const SESSION_END_MESSAGES: Record<SessionEndReason, string> = {
  idle: 'You were signed out after a period of inactivity. Please log in again.',
  lifetime: 'Your session has expired. Please log in again.',
  'password-changed': 'You were signed out because your password was changed. Please log in again.',
  'email-restored':
    'You were signed out because your e-mail address was restored and all sessions ended. Please log in again.',
  'account-closed': 'You were signed out because your account is no longer active. Please contact the association.',
  'role-changed': 'You were signed out because your role changed. Please log in again.',
  'two-factor-changed':
    'You were signed out because the two-factor sign-in of your account was changed. Please log in again.',
  'two-factor-reset':
    'You were signed out because an administrator reset your two-factor sign-in. Log in with your password, ' +
    'then set up two-factor sign-in again from your Profile.',
};

export function isSessionEndReason(value: unknown): value is SessionEndReason {
  return (SessionEndReasons as readonly unknown[]).includes(value);
}

/** How long the link e-mailed to the old address, which restores it, works. */
export const EMAIL_RESTORE_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** Body of POST /api/members/email-change/restore: the token of the link sent to the old address. */
export interface RestoreEmailFields {
  token: string;
}

/** The member's e-mail address once the old one is restored. */
export interface RestoreEmailAnswer {
  email: string;
}

export const EmailRestoreMessages = {
  InvalidToken: 'This link is invalid, has already been used or has expired',
  Restored: 'Your previous e-mail address has been restored and every session of your account has ended.',
} as const;
