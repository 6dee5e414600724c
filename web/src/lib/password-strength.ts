import { PASSWORD_MIN_LENGTH } from '@portal/contracts/rules';

/** Spec part 2 §5 "Strength meter", exactly: thresholds 6 and 8, special characters @$!%*?&. */

export type PasswordStrength = 'Too short' | 'Weak' | 'Fair' | 'Good' | 'Strong';

/** The shared minimum (contracts' password rules), the same the server checks. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
const WEAK_FROM = 6;

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < WEAK_FROM) return 'Too short';
  if (password.length < MIN_PASSWORD_LENGTH) return 'Weak';
  const mixedCase = /[a-z]/.test(password) && /[A-Z]/.test(password);
  if (!mixedCase) return 'Fair';
  const digit = /\d/.test(password);
  if (digit && /[@$!%*?&]/.test(password)) return 'Strong';
  // Mixed case is 'Good' with or without digits.
  return 'Good';
}

/** Bar fill (out of 4) and colour per level, so the meter reads at a glance. */
export const STRENGTH_LEVELS: Record<PasswordStrength, { filled: number; colour: string }> = {
  'Too short': { filled: 0, colour: '#dc2626' },
  Weak: { filled: 1, colour: '#dc2626' },
  Fair: { filled: 2, colour: '#d97706' },
  Good: { filled: 3, colour: '#2563eb' },
  Strong: { filled: 4, colour: '#16a34a' },
};
