import assert from 'node:assert/strict';
import { totpCode } from '@portal/platform';
import { invitationToken, STAFF_PASSWORD, staffEmail, staffLogin } from '../../support/fixtures/staff-accounts';
import { ApiClient } from '../../support/http-client';
import type { AuditSweep } from './audit-sweep.fixtures';

/**
 * Sessions and the office's own accounts: an invited secretary's whole life (invitation, role, deactivation,
 * profile, password, two-factor). Answers the staff account and the office's sweeper session, signed out last.
 */
export async function driveOfficeAccounts(sweep: AuditSweep): Promise<{ staffId: string; sweeper: ApiClient }> {
  const { stack, office, officeId, anonymous, drive, admin, visitor } = sweep;
  const sweeper = new ApiClient(stack.url);
  const adminLogin = await drive('POST /api/auth/admin/login', admin(officeId), () =>
    sweeper.post('/api/auth/admin/login', { email: stack.admin.email, password: stack.admin.password }),
  );
  assert.equal(adminLogin.json.admin.id, officeId);

  const staffMail = staffEmail('secretary');
  const invited = await drive('POST /api/admin-accounts/invitations', admin(officeId), () =>
    office.post('/api/admin-accounts/invitations', {
      email: staffMail,
      firstName: 'Sharada',
      lastName: 'Bhat',
      role: 'secretary',
    }),
  );
  const staffId = invited.json.id as string;
  await invitationToken(stack, staffMail);
  await drive('POST /api/admin-accounts/{id}/invitation', admin(officeId), () =>
    office.post(`/api/admin-accounts/${staffId}/invitation`, {}),
  );
  const invitation = await invitationToken(stack, staffMail);
  await drive('POST /api/admin-invitations/accept', visitor, () =>
    anonymous().post('/api/admin-invitations/accept', { token: invitation, newPassword: STAFF_PASSWORD }),
  );
  await drive('PUT /api/admin-accounts/{id}/role', admin(officeId), () =>
    office.put(`/api/admin-accounts/${staffId}/role`, { role: 'admin' }),
  );
  await drive('POST /api/admin-accounts/{id}/deactivate', admin(officeId), () =>
    office.post(`/api/admin-accounts/${staffId}/deactivate`, {}),
  );
  await drive('POST /api/admin-accounts/{id}/reactivate', admin(officeId), () =>
    office.post(`/api/admin-accounts/${staffId}/reactivate`, {}),
  );

  const staff = await staffLogin(stack, staffMail);
  await drive('PUT /api/auth/admin/profile', admin(staffId), () =>
    staff.put('/api/auth/admin/profile', { firstName: 'Sharadamma', lastName: 'Bhat' }),
  );
  const staffPassword = 'Yashica-Kodachrome-1975';
  await drive('POST /api/auth/admin/change-password', admin(staffId), () =>
    staff.post('/api/auth/admin/change-password', { currentPassword: STAFF_PASSWORD, newPassword: staffPassword }),
  );
  const setup = await drive('POST /api/auth/admin/two-factor/setup', admin(staffId), () =>
    staff.post('/api/auth/admin/two-factor/setup', {}),
  );
  const secret = setup.json.secret as string;
  const code = (steps: number) => totpCode(secret, Date.now() + steps * 30_000);
  const enabled = await drive('POST /api/auth/admin/two-factor/enable', admin(staffId), () =>
    staff.post('/api/auth/admin/two-factor/enable', { code: code(-1) }),
  );
  const [recoveryCode] = enabled.json.recoveryCodes as string[];
  const recovery = await drive('POST /api/auth/admin/two-factor/recovery-codes', admin(staffId), () =>
    staff.post('/api/auth/admin/two-factor/recovery-codes', { code: code(0) }),
  );
  const [freshRecoveryCode] = recovery.json.recoveryCodes as string[];
  assert.notEqual(freshRecoveryCode, recoveryCode);
  const secondDevice = new ApiClient(stack.url);
  const pending = await secondDevice.post('/api/auth/admin/login', { email: staffMail, password: staffPassword });
  assert.equal(pending.json.twoFactorRequired, true, pending.text);
  await drive('POST /api/auth/admin/login/two-factor', admin(staffId), () =>
    secondDevice.post('/api/auth/admin/login/two-factor', { recoveryCode: freshRecoveryCode }),
  );
  await drive('POST /api/auth/admin/two-factor/disable', admin(staffId), () =>
    staff.post('/api/auth/admin/two-factor/disable', { currentPassword: staffPassword, code: code(1) }),
  );
  // On again (set-up and enable were driven above), so the office can reset it: the staff's sessions end.
  const secretAgain = (await staff.post('/api/auth/admin/two-factor/setup', {})).json.secret as string;
  const reenabled = await staff.post('/api/auth/admin/two-factor/enable', {
    code: totpCode(secretAgain, Date.now()),
  });
  assert.equal(reenabled.status, 200, reenabled.text);
  await drive('POST /api/admin-accounts/{id}/two-factor/reset', admin(officeId), () =>
    office.post(`/api/admin-accounts/${staffId}/two-factor/reset`, {}),
  );
  return { staffId, sweeper };
}
