import { parseApiError, type FieldError } from '../../api/client';

/** Spec part 1 §8 "Public registration": what the visitor is told when the server refuses. */

export const EMAIL_TAKEN_TEXT =
  'This email address is already registered. Please use a different email or login to your existing account.';
export const PHONE_TAKEN_TEXT =
  'This phone number is already registered. Please use a different phone number or login to your existing account.';
export const CHECK_FORM_TEXT = 'Please check your form data and try again.';
export const GENERIC_FAILURE_TEXT = 'An error occurred. Please try again.';
export const CLOSED_FALLBACK_TEXT = 'Registration is currently closed.';

export interface RegistrationFailure {
  kind: 'email-taken' | 'phone-taken' | 'invalid' | 'closed' | 'throttled' | 'other';
  /** The toast text. */
  message: string;
  /** Messages to show beside the fields the server named. */
  fieldErrors: FieldError[];
}

export function classifyRegistrationError(err: unknown): RegistrationFailure {
  const { status, message, errors = [], field } = parseApiError(err);
  if (/email address is already registered/i.test(message) || (status === 409 && field === 'email')) {
    return { kind: 'email-taken', message: EMAIL_TAKEN_TEXT, fieldErrors: [{ field: 'email', message: 'Email address is already registered' }] };
  }
  if (/phone number is already registered/i.test(message) || (status === 409 && field === 'phone')) {
    return { kind: 'phone-taken', message: PHONE_TAKEN_TEXT, fieldErrors: [{ field: 'phone', message: 'Phone number is already registered' }] };
  }
  if (status === 403) return { kind: 'closed', message: message || CLOSED_FALLBACK_TEXT, fieldErrors: [] };
  if (status === 429 && message) return { kind: 'throttled', message, fieldErrors: [] };
  if (/validation/i.test(message) || (status === 400 && errors.length > 0)) {
    return { kind: 'invalid', message: CHECK_FORM_TEXT, fieldErrors: errors };
  }
  return { kind: 'other', message: GENERIC_FAILURE_TEXT, fieldErrors: [] };
}
