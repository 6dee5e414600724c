import type { AdminAccountDto, AdminAccountStatus } from '@portal/contracts';
import type { AdminAccountRow } from './admin-accounts.repository';

/** Deactivated wins; otherwise an account without a password is still invited. */
export function accountStatus(account: { is_active: boolean; has_password: boolean }): AdminAccountStatus {
  if (!account.is_active) return 'deactivated';
  return account.has_password ? 'active' : 'invited';
}

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toAdminAccountDto(row: AdminAccountRow): AdminAccountDto {
  const status = accountStatus(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    status,
    lastLoginAt: iso(row.last_login_at),
    invitedAt: iso(row.invited_at),
    // Only an invited account has a link that still works.
    invitationExpiresAt: status === 'invited' ? iso(row.invitation_expires_at) : null,
    twoFactorEnabled: row.two_factor_enabled,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
