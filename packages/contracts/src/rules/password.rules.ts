import { IdentityMessages } from '../identity/identity.messages';
import { type FieldRule, rule } from './field-rule';

/** Passwords (spec part 1 §5 login, part 2 §5 set-up, reset and change), for the web's checks and identity's DTOs. */

/** Sign-in forms ask for at least this many characters. */
export const LOGIN_PASSWORD_MIN_LENGTH = 6;
/** A new password on the set-up, reset and change flows: at least 8 (spec part 2 §5), at most 128. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PasswordMessages = {
  tooShort: IdentityMessages.NewPasswordTooShort,
  tooLong: IdentityMessages.NewPasswordTooLong,
  loginTooShort: IdentityMessages.LoginPasswordTooShort,
} as const;

const length = (value: unknown) => (typeof value === 'string' ? value.length : -1);

export const NewPasswordMinRule: FieldRule = rule(
  (value) => length(value) >= PASSWORD_MIN_LENGTH,
  PasswordMessages.tooShort,
  {
    minLength: PASSWORD_MIN_LENGTH,
  },
);
export const NewPasswordMaxRule: FieldRule = rule(
  (value) => length(value) <= PASSWORD_MAX_LENGTH,
  PasswordMessages.tooLong,
  {
    maxLength: PASSWORD_MAX_LENGTH,
  },
);

/** The rules a new password passes, the first failing one giving the message. */
export const NewPasswordRules: readonly FieldRule[] = [NewPasswordMinRule, NewPasswordMaxRule];

export const LoginPasswordRule: FieldRule = rule(
  (value) => length(value) >= LOGIN_PASSWORD_MIN_LENGTH,
  PasswordMessages.loginTooShort,
  {
    minLength: LOGIN_PASSWORD_MIN_LENGTH,
  },
);

/** The change-password form's current password: required, as ChangePasswordBody checks it (the message is identity's). */
export const CurrentPasswordRule: FieldRule = rule(
  (value) => typeof value === 'string' && value.length > 0,
  IdentityMessages.CurrentPasswordRequired,
);

/** What the profile page says when the new password and its confirmation differ (spec part 2 §5). */
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
