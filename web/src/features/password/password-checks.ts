import { NewPasswordMinRule } from '@portal/contracts/rules';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-strength';

/** The setup and reset checks of spec part 2 §5, in the order the spec lists them. */
export type PasswordProblem = { title: string; description: string } | null;

export function checkNewPassword(
  fields: { newPassword: string; confirmPassword: string; others?: string[] },
  missingText: string,
): PasswordProblem {
  const { newPassword, confirmPassword, others = [] } = fields;
  if (!newPassword || !confirmPassword || others.some((value) => !value.trim())) {
    return { title: 'Missing Information', description: missingText };
  }
  if (newPassword !== confirmPassword) {
    return { title: 'Password Mismatch', description: 'Passwords do not match. Please try again.' };
  }
  if (!NewPasswordMinRule.test(newPassword)) {
    return { title: 'Password Too Short', description: NewPasswordMinRule.message };
  }
  return null;
}

/** Spec: the submit button stays disabled unless the passwords match and are long enough. */
export function canSubmitNewPassword(newPassword: string, confirmPassword: string): boolean {
  return newPassword.length >= MIN_PASSWORD_LENGTH && newPassword === confirmPassword;
}
