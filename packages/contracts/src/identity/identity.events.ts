import type { AdminRole } from '../rules/admin-roles';
import type { Language } from '../i18n/language';

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
  /** A password was changed or reset (PasswordChangedEventData): its owner is told by e-mail (issue 27). */
  PasswordChanged: 'identity.password.changed',
  /** An admin signed in from a device that had not signed in to that account before (AdminNewDeviceEventData). */
  AdminNewDeviceSignIn: 'identity.admin.new-device-detected',
  /** An admin account was invited, or sent a fresh invitation (AdminInvitationEventData): the link is e-mailed. */
  AdminInvitationIssued: 'identity.admin-invitation.issued',
  /**
   * An admin turned two-factor sign-in on or off for their account, or an administrator reset it for them
   * (AdminTwoFactorChangedEventData): they are told.
   */
  AdminTwoFactorChanged: 'identity.admin-two-factor.changed',
  /** Issue 32: identity removed the member's login and sessions of an erasure (ErasureConfirmedEventData). */
  ErasureConfirmed: 'identity.erasure.confirmed',
} as const;

/** Two-factor sign-in of an admin account turned on or off; the notice goes to the account's address. */
export interface AdminTwoFactorChangedEventData {
  adminId: string;
  email: string;
  name: string;
  enabled: boolean;
  /**
   * Set when an administrator reset (turned off) the account's second factor from Admin Accounts, as the owner had
   * lost their authenticator app: who did (their name, else their e-mail address). Absent when the owner changed it.
   */
  resetBy?: string;
  /** The account's language, for the e-mail (issue 31); absent from events written before it was carried: English. */
  language?: Language;
}

/**
 * An invitation to an admin account. As with PasswordLinkEventData the raw token travels only in this event to
 * the notifications service, which builds the link `${PUBLIC_URL}/accept-invitation?token=…`; identity stores
 * only its hash. The link expires (72 hours) and works once.
 */
export interface AdminInvitationEventData {
  adminId: string;
  email: string;
  /** The invited person's name as the inviter typed it. */
  name: string;
  role: AdminRole;
  token: string;
  /** ISO timestamp. */
  expiresAt: string;
  /** Who sent the invitation (their name, else their e-mail address; empty when unknown). */
  invitedBy: string;
  /** The language the inviting admin works in, which the e-mail is written in (issue 31); absent: English. */
  language?: Language;
}

/** Whose password changed and how; the notice goes to the account's address. */
export interface PasswordChangedEventData {
  userType: 'member' | 'admin';
  /** The member's or admin's uuid. */
  userId: string;
  email: string;
  name: string;
  /** 'changed': with the current password, signed in; 'reset': through an e-mailed reset link. */
  how: 'changed' | 'reset';
  /** The account's language, for the e-mail (issue 31); absent from events written before it was carried: English. */
  language?: Language;
}

/** An admin's sign-in from a new device: when, from which address and browser. */
export interface AdminNewDeviceEventData {
  adminId: string;
  email: string;
  name: string;
  /** ISO timestamp. */
  signedInAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  /** The account's language, for the e-mail (issue 31); absent from events written before it was carried: English. */
  language?: Language;
}

/** What was typed on the forgot-password page, as is. */
export interface ResetLinkRequestedEventData {
  loginId: string;
  /**
   * Who asked (the actor of the request, DESIGN.md §6): identity's audit trail names them when the link is issued
   * afterwards. Absent from requests recorded before it was added; they are recorded as a public caller's.
   */
  requestedBy?: {
    type: string;
    id: string | null;
    role: string | null;
    ip: string | null;
    correlationId: string | null;
  };
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
  /** The member's language, which the e-mail is written in (issue 31); older events lack it (English). */
  language?: Language;
}
