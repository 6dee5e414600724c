import { describe, expect, it } from '@jest/globals';
import { AdminDutyNames, AdminRoles, roleMayDo } from './admin-roles';

describe('admin roles', () => {
  it('lets the administrator do every kind of work, so the first admin is never locked out of anything', () => {
    for (const duty of AdminDutyNames) expect(roleMayDo('admin', duty)).toBe(true);
  });

  it('lets every role see what the office sees, and only the administrator manage accounts', () => {
    for (const role of AdminRoles) expect(roleMayDo(role, 'read')).toBe(true);
    expect(AdminRoles.filter((role) => roleMayDo(role, 'accounts'))).toEqual(['admin']);
  });

  it('keeps the treasurer to money and the secretary to the register, and the viewer to reading', () => {
    expect(AdminRoles.filter((role) => roleMayDo(role, 'money'))).toEqual(['admin', 'treasurer']);
    expect(AdminRoles.filter((role) => roleMayDo(role, 'office'))).toEqual(['admin', 'secretary']);
    expect(AdminDutyNames.filter((duty) => roleMayDo('viewer', duty))).toEqual(['read', 'audit']);
  });

  it('shows the audit trail to the administrator and the viewer who checks the office, not to those it records', () => {
    expect(AdminRoles.filter((role) => roleMayDo(role, 'audit'))).toEqual(['admin', 'viewer']);
  });

  it('gives a role it does not know no rights at all (a session from before roles, a typo in the database)', () => {
    for (const duty of AdminDutyNames) {
      expect(roleMayDo('superuser', duty)).toBe(false);
      expect(roleMayDo(undefined, duty)).toBe(false);
    }
  });
});
