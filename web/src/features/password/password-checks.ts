import { NewPasswordMinRule } from '@portal/contracts/rules';
import type { usePasswordTexts } from '../../i18n/password';
import { MIN_PASSWORD_LENGTH } from '../../lib/password-strength';

/** The setup and reset checks of spec part 2 §5, in the order the spec lists them. */
export type PasswordProblem = { title: string; description: string } | null;

export function checkNewPassword(
  fields: { newPassword: string; confirmPassword: string; others?: string[] },
  missingText: string,
  t: ReturnType<typeof usePasswordTexts>,
): PasswordProblem {
  const { newPassword, confirmPassword, others = [] } = fields;
  if (!newPassword || !confirmPassword || others.some((value) => !value.trim())) {
    return { title: t('missingTitle'), description: missingText };
  }
  if (newPassword !== confirmPassword) {
    return { title: t('mismatchTitle'), description: t('mismatchText') };
  }
  if (!NewPasswordMinRule.test(newPassword)) {
    return { title: t('tooShortTitle'), description: tooShortText(t) };
  }
  return null;
}

/** The contract's 'Password must be at least 8 characters long', in the language shown. */
export function tooShortText(t: ReturnType<typeof usePasswordTexts>): string {
  return t('tooShortText', { min: MIN_PASSWORD_LENGTH });
}

/** Spec: the submit button stays disabled unless the passwords match and are long enough. */
export function canSubmitNewPassword(newPassword: string, confirmPassword: string): boolean {
  return newPassword.length >= MIN_PASSWORD_LENGTH && newPassword === confirmPassword;
}
