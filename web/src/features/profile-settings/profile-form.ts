import {
  CurrentPasswordRule,
  firstFailure,
  isValidEmail,
  MemberFormRules,
  NewPasswordRules,
  optional,
  PASSWORDS_DONT_MATCH,
  RegistrationMessages,
  rule,
  type FieldRule,
} from '@portal/contracts/rules';
import { parseApiError, type FieldError } from '../../api/client';
import type { Member } from '../../api/members';
import type { ProfileInput } from '../../api/profile';
import type { FieldCheck } from '../../components/plain/use-plain-form';
import { formatDateTime } from '../../lib/format';
import { formRules } from '../../lib/form-rules';
import { serverMessageOr } from '../../lib/server-message';

/** The personal information form (spec part 2 §3 "Profile form"). */
export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
}

export const PROFILE_FIELDS: readonly (keyof ProfileFormValues)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
];

/** Optional, but a real address when given (the registration form's wording). */
const EmailRules: readonly FieldRule[] = [optional(rule(isValidEmail, RegistrationMessages.email))];

const required = (message: string): FieldRule => rule((value) => typeof value === 'string' && value !== '', message);

/** Shared rules as one check: the first that fails gives the field's one message. */
const checkOf =
  (rules: readonly FieldRule[]): FieldCheck =>
  (value) =>
    firstFailure(rules, value)?.message ?? null;

// The admin's profile dialog (app/layouts/ProfileModal.tsx) takes antd's form rules from here.
export { formRules };

/** The personal information form's checks (plain fields: components/plain/use-plain-form.tsx). */
export const PROFILE_CHECKS: Partial<Record<keyof ProfileFormValues, FieldCheck<ProfileFormValues>>> = {
  firstName: checkOf(MemberFormRules.firstName),
  lastName: checkOf(MemberFormRules.lastName),
  email: checkOf(EmailRules),
  phone: checkOf(MemberFormRules.phone),
};

/** The change password form. */
export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_FIELDS: readonly (keyof PasswordValues)[] = ['currentPassword', 'newPassword', 'confirmPassword'];

const confirmationRequired = checkOf([required('Please confirm your new password')]);

export const PASSWORD_CHECKS: Record<keyof PasswordValues, FieldCheck<PasswordValues>> = {
  currentPassword: checkOf([CurrentPasswordRule]),
  newPassword: checkOf([required(NewPasswordRules[0].message), ...NewPasswordRules]),
  confirmPassword: (value, values) =>
    confirmationRequired(value, values) ?? (value && value !== values.newPassword ? PASSWORDS_DONT_MATCH : null),
};

export function profileFormValues(member: Member): ProfileFormValues {
  return {
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    email: member.email ?? '',
    phone: member.phone ?? '',
    address: member.address ?? '',
  };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

/** Exactly the five fields; a blank e-mail or address clears it. */
export function toProfileInput(values: Partial<ProfileFormValues>): ProfileInput {
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    email: trimmed(values.email) || null,
    phone: trimmed(values.phone),
    address: trimmed(values.address) || null,
  };
}

/** Why a save failed (the toast's text) and the fields the server named, to mark on the form. */
export function profileSaveFailure(err: unknown): { message: string; fieldErrors: FieldError[] } {
  const parsed = parseApiError(err);
  const message = serverMessageOr(err, 'Please try again.');
  const named = parsed.errors?.length ? parsed.errors : parsed.field ? [{ field: parsed.field, message }] : [];
  return {
    message,
    fieldErrors: named.filter((e) => (PROFILE_FIELDS as readonly string[]).includes(e.field)),
  };
}

/** 'Last login' on the account status card: date and time in India, or 'Never'. */
export function lastLoginText(value: string | null | undefined): string {
  return formatDateTime(value) || 'Never';
}
