import type { AdminAccountDto } from '@portal/contracts/shapes';

/** Test data: admin accounts as the gateway lists them, with overrides. */
export function anAccount(overrides: Partial<AdminAccountDto>): AdminAccountDto {
  return {
    id: 'x',
    email: 'x@office.test',
    firstName: 'X',
    lastName: null,
    role: 'viewer',
    status: 'active',
    lastLoginAt: null,
    invitedAt: null,
    invitationExpiresAt: null,
    createdAt: '2026-11-01T05:00:00.000Z',
    ...overrides,
  };
}

/** The office's four accounts: the signed-in administrator (a1), an invited treasurer, a secretary, a deactivated viewer. */
export const ACCOUNTS = [
  anAccount({
    id: 'a1',
    email: 'asha@kpwa.in',
    firstName: 'Asha',
    lastName: 'Rao',
    role: 'admin',
    lastLoginAt: '2026-11-27T04:30:00.000Z',
    twoFactorEnabled: true,
  }),
  anAccount({
    id: 'a2',
    email: 'usha@office.test',
    firstName: 'Usha',
    lastName: 'Rai',
    role: 'treasurer',
    status: 'invited',
    invitedAt: '2026-11-27T05:00:00.000Z',
    invitationExpiresAt: '2026-11-30T05:00:00.000Z',
  }),
  anAccount({
    id: 'a3',
    email: 'kiran@office.test',
    firstName: 'Kiran',
    lastName: 'Bhat',
    role: 'secretary',
    twoFactorEnabled: true,
  }),
  anAccount({ id: 'a4', email: 'mala@office.test', firstName: 'Mala', role: 'viewer', status: 'deactivated' }),
];
