import type { FormRule } from 'antd';
import {
  CurrentPasswordRule,
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

export { formRules };

export const ProfileRules = {
  firstName: formRules(MemberFormRules.firstName),
  lastName: formRules(MemberFormRules.lastName),
  email: formRules(EmailRules),
  phone: formRules(MemberFormRules.phone),
};

export const PasswordRules = {
  currentPassword: formRules([CurrentPasswordRule]),
  newPassword: formRules([required(NewPasswordRules[0].message), ...NewPasswordRules]),
  confirmPassword: [
    ...formRules([required('Please confirm your new password')]),
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: async (_rule: unknown, value: unknown) => {
        if (value && value !== getFieldValue('newPassword')) throw new Error(PASSWORDS_DONT_MATCH);
      },
    }),
  ] as FormRule[],
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
