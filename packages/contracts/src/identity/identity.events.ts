/** Domain events of identity (outbox; past tense). */
export const IdentityEvents = {
  /** A set-up link was issued: after approval (reason 'approved') or on request (reason 'requested'). */
  SetupLinkIssued: 'identity.setup-link.issued',
  ResetLinkIssued: 'identity.reset-link.issued',
  /**
   * Someone asked for a reset link (forgot-password). Written for every request, whether or not an
   * account matches, so the answer takes the same time; identity itself looks the account up afterwards.
   */
  ResetLinkRequested: 'identity.reset-link.requested',
} as const;

/** What was typed on the forgot-password page, as is. */
export interface ResetLinkRequestedEventData {
  loginId: string;
}

/**
 * The raw token travels only inside this event to the notifications service,
 * which builds the link from PUBLIC_URL; identity stores only its hash. Tokens
 * expire (24 h set-up, 1 h reset) and are single use.
 */
export interface PasswordLinkEventData {
  /** The member's display id, e.g. PHOTO0001. */
  memberId: string;
  /** The member's uuid (identity always sends it; optional so older fixtures still type-check). */
  memberUuid?: string;
  email: string;
  name: string;
  token: string;
  expiresAt: string;
  reason: 'approved' | 'requested';
}
