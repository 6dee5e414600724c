import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { accountStatus as sut, toAdminAccountDto } from './admin-account.mapper';
import type { AdminAccountRow } from './admin-accounts.repository';

const row = (overrides: Partial<AdminAccountRow> = {}): AdminAccountRow => ({
  id: '6f1c1c3e-7a51-4a0e-9d8c-0b0a3f2c9e11',
  email: 'anil@office.example',
  first_name: 'Anil',
  last_name: null,
  role: 'treasurer',
  is_active: true,
  two_factor_enabled: false,
  has_password: false,
  last_login_at: null,
  invited_at: new Date('2026-11-27T10:00:00Z'),
  invitation_expires_at: new Date('2026-11-30T10:00:00Z'),
  created_at: new Date('2026-11-27T10:00:00Z'),
  language: 'en',
  ...overrides,
});

describe('an admin account’s status', () => {
  it('is invited until a password is chosen, active afterwards, deactivated whenever switched off', () => {
    assert.equal(sut({ is_active: true, has_password: false }), 'invited');
    assert.equal(sut({ is_active: true, has_password: true }), 'active');
    assert.equal(sut({ is_active: false, has_password: true }), 'deactivated');
    assert.equal(sut({ is_active: false, has_password: false }), 'deactivated');
  });

  it('lists the live link’s expiry only for an invited account, and never a password', () => {
    const invited = toAdminAccountDto(row());
    assert.equal(invited.invitationExpiresAt, '2026-11-30T10:00:00.000Z');
    assert.equal(toAdminAccountDto(row({ is_active: false })).invitationExpiresAt, null);
    assert.deepEqual(Object.keys(invited).sort(), [
      'createdAt',
      'email',
      'firstName',
      'id',
      'invitationExpiresAt',
      'invitedAt',
      'lastLoginAt',
      'lastName',
      'role',
      'status',
      'twoFactorEnabled',
    ]);
  });
});
