import type { AdminAccountDto as AdminAccount, AdminAccountStatus } from '@portal/contracts/shapes';

export function accountName(account: Pick<AdminAccount, 'firstName' | 'lastName' | 'email'>): string {
  return [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email;
}

/** Each status's tag colour; its words are the accounts catalogue's `status.<status>`. */
export const STATUS_COLORS: Record<AdminAccountStatus, string> = {
  active: 'green',
  invited: 'blue',
  deactivated: 'default',
};
