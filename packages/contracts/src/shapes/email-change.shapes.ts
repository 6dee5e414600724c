/**
 * A member changing their own e-mail address (issue 12): the new address proves itself through a
 * link e-mailed to it, and only following that link changes the record. Decorator-free, for the web too.
 */

/** Body of POST /api/members/email-change/confirm: the token of the e-mailed link. */
export interface ConfirmEmailChangeFields {
  token: string;
}

/** The member's e-mail address once the change is applied. */
export interface ConfirmEmailChangeAnswer {
  email: string;
}

/** How long a confirmation link works; a newer request replaces the older link. */
export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 24 * 3600;

/** Confirmation e-mails a member may have sent within an hour: each goes to an address nobody has proven yet. */
export const EMAIL_CHANGE_REQUESTS_PER_HOUR = 5;

export const EmailChangeMessages = {
  InvalidToken: 'This confirmation link is invalid or has expired',
  TokenRequired: 'The link is missing its token',
  TooManyRequests: 'Too many e-mail address changes in the last hour. Please try again later.',
  Confirmed: 'Your e-mail address has been changed.',
} as const;

/** What the profile page says after saving a new address. */
export function emailChangePendingMessage(email: string): string {
  return `We have sent a confirmation link to ${email}. Your e-mail address changes when you follow it.`;
}
