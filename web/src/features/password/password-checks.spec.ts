import { describe, expect, it } from 'vitest';
import { NewPasswordMinRule } from '@portal/contracts/rules';
import english from '../../i18n/locales/en/password.json';
import { translateWith } from '../../i18n/texts';
import { canSubmitNewPassword, checkNewPassword as check } from './password-checks';

const t = translateWith('password', english, 'en');
const checkNewPassword = (fields: Parameters<typeof check>[0], missing: string) => check(fields, missing, t);

describe('new password checks (spec part 2 §5)', () => {
  it("asks for every field first with the page's own text", () => {
    expect(checkNewPassword({ newPassword: '', confirmPassword: 'x' }, 'Please fill in all password fields')).toEqual({
      title: 'Missing Information',
      description: 'Please fill in all password fields',
    });
    expect(
      checkNewPassword(
        { newPassword: 'Secret123', confirmPassword: 'Secret123', others: ['  '] },
        'Please fill in all fields',
      ),
    ).toEqual({ title: 'Missing Information', description: 'Please fill in all fields' });
  });

  it('reports a mismatch before the length', () => {
    expect(checkNewPassword({ newPassword: 'abc', confirmPassword: 'abd' }, '')).toEqual({
      title: 'Password Mismatch',
      description: 'Passwords do not match. Please try again.',
    });
  });

  it('refuses passwords under 8 characters', () => {
    expect(checkNewPassword({ newPassword: 'Abc1234', confirmPassword: 'Abc1234' }, '')).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 8 characters long',
    });
    // The page's English is the contract's own message.
    expect(checkNewPassword({ newPassword: 'Abc1234', confirmPassword: 'Abc1234' }, '')?.description).toBe(
      NewPasswordMinRule.message,
    );
    expect(checkNewPassword({ newPassword: 'Abc12345', confirmPassword: 'Abc12345' }, '')).toBeNull();
  });

  it('enables submit only for matching passwords of 8 or more characters', () => {
    expect(canSubmitNewPassword('Abc1234', 'Abc1234')).toBe(false);
    expect(canSubmitNewPassword('Abc12345', 'Abc12346')).toBe(false);
    expect(canSubmitNewPassword('Abc12345', 'Abc12345')).toBe(true);
  });
});
