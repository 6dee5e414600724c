import type { AdminRole } from '../rules/admin-roles';
import type { Language } from '../i18n/language';
import type { MemberDto } from './member.shapes';

/** Sign-in, the session's user and the password flows (spec part 1 §5, part 2 §5, §7; DESIGN.md §7). */

export const UserTypes = ['admin', 'member'] as const;
export type UserType = (typeof UserTypes)[number];

/** Body of POST /api/auth/admin/login. */
export interface AdminLoginFields {
  email: string;
  password: string;
}

/** Body of POST /api/auth/member/login: member id, e-mail or phone, and password. */
export interface MemberLoginFields {
  identifier: string;
  password: string;
}

export interface AdminDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: AdminRole;
  isActive: boolean;
  lastLoginAt: string | null;
  /** Whether the admin signs in with a second factor (always present in answers). */
  twoFactorEnabled?: boolean;
  /** The language the admin chose for the portal (issue 31); English until they choose. */
  language?: Language;
  createdAt: string;
  updatedAt: string;
}

/**
 * Identity's answer to a right password: the admin, or, for an account with two-factor sign-in, only that the
 * second step is needed and for whom (the gateway keeps that in the session; the browser hears no id).
 */
export type AdminLoginAnswer = { admin: AdminDto } | { twoFactorRequired: true; adminId: string };

/** POST /api/auth/admin/login's answer when the password was right but the account asks for a code too. */
export interface AdminTwoFactorRequiredAnswer {
  twoFactorRequired: true;
}

/** Body of POST /api/auth/admin/two-factor/enable and /recovery-codes: the 6-digit code from the app. */
export interface TwoFactorCodeFields {
  code: string;
}

/** Body of POST /api/auth/admin/two-factor/disable; `code` is an authenticator code or a recovery code. */
export interface DisableTwoFactorFields {
  currentPassword: string;
  code: string;
}

/** Body of POST /api/auth/admin/login/two-factor: one of the two, and whether to trust this device for 30 days. */
export interface AdminTwoFactorLoginFields {
  code?: string;
  recoveryCode?: string;
  trustDevice?: boolean;
}

/** How long a device the admin trusted at the code step signs in with the password alone. */
export const TRUSTED_DEVICE_DAYS = 30;

/** A pending secret to confirm with POST /two-factor/enable: base32 for typing, otpauth:// for a QR code. */
export interface TwoFactorSetupAnswer {
  secret: string;
  otpauthUrl: string;
}

/** One-time recovery codes, shown once (only their hashes are kept). */
export interface TwoFactorRecoveryCodesAnswer {
  recoveryCodes: string[];
}

/** What identity knows of a member (its projection of membership events); never the password. */
export interface MemberCredentialDto {
  /** The member's uuid: the session's user id. */
  id: string;
  memberId: string;
  email: string | null;
  phone: string;
  firstName: string;
  lastName: string;
  status: string;
  /** When the member signed in before this sign-in (ISO timestamp), null the first time; login answers only. */
  previousLoginAt?: string | null;
}

export interface MemberLoginAnswer {
  member: MemberCredentialDto;
}

/** Body of PATCH /api/auth/user: the signed-in person's language (issue 31). */
export interface SetLanguageFields {
  language: Language;
}

/** The account's language as saved. */
export interface LanguageAnswer {
  language: Language;
}

/** The signed-in person as GET /api/auth/user answers it (null when nobody is signed in). */
export type AdminUserAnswer = AdminDto & { userType: 'admin' };
export type MemberUserAnswer = MemberDto & {
  userType: 'member';
  /** When the member signed in before this session (ISO timestamp), null for the first time; absent before sign-in. */
  lastLoginAt?: string | null;
};
export type CurrentUserAnswer = AdminUserAnswer | MemberUserAnswer;

/**
 * Body of POST /api/auth/setup-password. With the e-mailed token it sets the
 * first password (the token names the member, so the login id may be left out;
 * given, it must be that member's); without one it only e-mails a fresh link.
 */
export interface SetupPasswordFields {
  loginId?: string;
  newPassword?: string;
  token?: string;
}

/** Body of POST /api/auth/forgot-password. */
export interface ForgotPasswordFields {
  loginId: string;
}

/** Body of POST /api/auth/reset-password. */
export interface ResetPasswordFields {
  token: string;
  newPassword: string;
}

/** Body of POST /api/auth/member/change-password. */
export interface ChangePasswordFields {
  currentPassword: string;
  newPassword: string;
}

/** Query of GET /api/auth/reset-password/verify. */
export interface VerifyResetTokenFields {
  token: string;
}

export interface VerifyResetTokenAnswer {
  valid: boolean;
}

/** Query of GET /api/auth/setup-password/verify. */
export interface VerifySetupTokenFields {
  token: string;
}

/**
 * Whether a set-up link is still usable, and whom it is for: only what the page needs to greet
 * the member (first name, member id with its middle masked), never contact details.
 */
export type VerifySetupTokenAnswer = { valid: false } | { valid: true; firstName: string; maskedMemberId: string };

/** The same answer whether or not an account matched (never reveals one). */
export interface PasswordFlowAnswer {
  success: true;
  message: string;
}

/**
 * Header on GET /api/auth/user's signed-out answer when the session the request came with had just ended
 * (`idle` or `lifetime`), so a page opened after the session ended can still say why.
 */
export const SESSION_END_HEADER = 'X-Session-Expired';
