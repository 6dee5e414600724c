import { type FieldRule, isBlank, rule } from './field-rule';

/**
 * The admin's member form (spec part 1 §5): first name, last name and phone
 * are required; email is optional. Membership checks the formats; the web
 * checks the required fields first with the same messages.
 */
export const MemberFormMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
} as const;

const required = (message: string): FieldRule => rule((value) => !isBlank(value), message);

export const MemberFormRules = {
  firstName: [required(MemberFormMessages.firstNameRequired)],
  lastName: [required(MemberFormMessages.lastNameRequired)],
  phone: [required(MemberFormMessages.phoneRequired)],
} as const satisfies Record<string, readonly FieldRule[]>;

export type MemberFormRequiredField = keyof typeof MemberFormRules;
export const MemberFormRequiredFields = Object.keys(MemberFormRules) as MemberFormRequiredField[];
