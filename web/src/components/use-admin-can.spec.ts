import { describe, expect, it } from 'vitest';
import { rolesWhoMay } from './use-admin-can';

describe('rolesWhoMay', () => {
  it('names the roles that may do each duty as the roles table says, for the "Only … can" sentences', () => {
    expect(rolesWhoMay('money')).toBe('administrators and treasurers');
    expect(rolesWhoMay('office')).toBe('administrators and secretaries');
    expect(rolesWhoMay('accounts')).toBe('administrators');
    expect(rolesWhoMay('read')).toBe('administrators, treasurers, secretaries and viewers');
  });
});
