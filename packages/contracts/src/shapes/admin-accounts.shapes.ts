import type { AdminRole } from '../rules/admin-roles';

/**
 * The office's admin accounts (issue 27): several office-bearers, each with their own account and role, invited
 * by e-mail. Decorator-free, for the web too.
 */

/**
 * - invited: asked by e-mail to choose a password and not done so yet; cannot sign in
 * - active: can sign in
 * - deactivated: cannot sign in (an administrator may reactivate it)
 */
export type AdminAccountStatus = 'active' | 'invited' | 'deactivated';
export const AdminAccountStatuses: readonly AdminAccountStatus[] = ['active', 'invited', 'deactivated'];

/** One admin account as GET /api/admin-accounts lists it (never a password or a token). */
export interface AdminAccountDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: AdminRole;
  status: AdminAccountStatus;
  /** ISO timestamps; null when it never happened. */
  lastLoginAt: string | null;
  /** When the latest invitation was sent; null for an account that was never invited (the first admin). */
  invitedAt: string | null;
  /** When the account's invitation link stops working; null when there is no live link. */
  invitationExpiresAt: string | null;
  /** Whether the account signs in with a second factor (always present in answers). */
  twoFactorEnabled?: boolean;
  createdAt: string;
}

/** Body of POST /api/admin-accounts/invitations. */
export interface InviteAdminFields {
  email: string;
  firstName: string;
  lastName?: string | null;
  role: AdminRole;
}

/** Body of PUT /api/admin-accounts/{id}/role. */
export interface ChangeAdminRoleFields {
  role: AdminRole;
}

/** Query of GET /api/admin-invitations/verify. */
export interface VerifyAdminInvitationFields {
  token: string;
}

/** Whom a working invitation link is for (the accept page greets them with it). */
export interface VerifyAdminInvitationAnswer {
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: AdminRole;
}

/** Body of POST /api/admin-invitations/accept. */
export interface AcceptAdminInvitationFields {
  token: string;
  newPassword: string;
}

/** How long an invitation link works: 72 hours. */
export const ADMIN_INVITATION_TTL_SECONDS = 72 * 3600;
