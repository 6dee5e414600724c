import { type FieldRule, isBlank, rule } from './field-rule';

/**
 * The admin's own profile (issue 27: each person edits their own name): first name required, both names up to 50
 * characters. Identity checks them; the web checks the same with the same words first.
 */
export const AdminProfileMessages = {
  firstNameRequired: 'First name is required',
  nameTooLong: 'Names must be at most 50 characters',
} as const;

export const ADMIN_NAME_MAX = 50;

const atMost = (max: number, message: string): FieldRule =>
  rule((value) => typeof value !== 'string' || value.trim().length <= max, message);

export const AdminProfileRules = {
  firstName: [
    rule((value) => !isBlank(value), AdminProfileMessages.firstNameRequired),
    atMost(ADMIN_NAME_MAX, AdminProfileMessages.nameTooLong),
  ],
  lastName: [atMost(ADMIN_NAME_MAX, AdminProfileMessages.nameTooLong)],
} as const satisfies Record<string, readonly FieldRule[]>;
