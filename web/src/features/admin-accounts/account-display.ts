import type { AdminAccountDto as AdminAccount, AdminAccountStatus } from '@portal/contracts/shapes';

export function accountName(account: Pick<AdminAccount, 'firstName' | 'lastName' | 'email'>): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
}

export const STATUS_TAGS: Record<AdminAccountStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'green' },
  invited: { label: 'Invited', color: 'blue' },
  deactivated: { label: 'Deactivated', color: 'default' },
};
