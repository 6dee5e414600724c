import { CommonErrorCode, MembershipErrorCode } from '@portal/contracts/shapes';
import { parseApiError, type FieldError } from '../../api/client';
import english from '../../i18n/locales/en/register.json';

/**
 * Spec part 1 §8 "Public registration": what the visitor is told when the server refuses, in the spec's
 * English (the English catalogue's words; the form shows them in the page's language, register-messages.ts).
 */

export const EMAIL_TAKEN_TEXT = english.failure.emailTaken;
export const PHONE_TAKEN_TEXT = english.failure.phoneTaken;
export const CHECK_FORM_TEXT = english.failure.checkForm;
export const GENERIC_FAILURE_TEXT = english.failure.generic;
export const CLOSED_FALLBACK_TEXT = english.closed.defaultMessage;

export interface RegistrationFailure {
  kind: 'email-taken' | 'phone-taken' | 'invalid' | 'closed' | 'throttled' | 'other';
  /** The toast text. */
  message: string;
  /** Messages to show beside the fields the server named. */
  fieldErrors: FieldError[];
}

const EMAIL_TAKEN: RegistrationFailure = {
  kind: 'email-taken',
  message: EMAIL_TAKEN_TEXT,
  fieldErrors: [{ field: 'email', message: english.validation.emailTaken }],
};
const PHONE_TAKEN: RegistrationFailure = {
  kind: 'phone-taken',
  message: PHONE_TAKEN_TEXT,
  fieldErrors: [{ field: 'phone', message: english.validation.phoneTaken }],
};

/**
 * Decided by the wire error's code; an answer without one (a proxy's error page) is read by its HTTP
 * status, which the gateway derives from the same code.
 */
export function classifyRegistrationError(err: unknown): RegistrationFailure {
  const { status, code, message, errors = [], field } = parseApiError(err);
  switch (code) {
    case MembershipErrorCode.DuplicateEmail:
      return EMAIL_TAKEN;
    case MembershipErrorCode.DuplicatePhone:
      return PHONE_TAKEN;
    case MembershipErrorCode.RegistrationClosed:
      return { kind: 'closed', message: message || CLOSED_FALLBACK_TEXT, fieldErrors: [] };
    case CommonErrorCode.RateLimited:
      return message ? { kind: 'throttled', message, fieldErrors: [] } : other();
    // A photo or ID proof over its size (413) or of a type it does not take (415) is a field error too.
    case CommonErrorCode.ValidationFailed:
    case CommonErrorCode.PayloadTooLarge:
    case CommonErrorCode.UnsupportedMediaType:
      return { kind: 'invalid', message: CHECK_FORM_TEXT, fieldErrors: errors };
    case undefined:
      return byStatus(status, message, errors, field);
    default:
      return other();
  }
}

function other(): RegistrationFailure {
  return { kind: 'other', message: GENERIC_FAILURE_TEXT, fieldErrors: [] };
}

function byStatus(
  status: number,
  message: string,
  errors: FieldError[],
  field: string | undefined,
): RegistrationFailure {
  if (status === 409 && field === 'email') return EMAIL_TAKEN;
  if (status === 409 && field === 'phone') return PHONE_TAKEN;
  if (status === 403) return { kind: 'closed', message: message || CLOSED_FALLBACK_TEXT, fieldErrors: [] };
  if (status === 429 && message) return { kind: 'throttled', message, fieldErrors: [] };
  if (status === 400 && errors.length > 0) return { kind: 'invalid', message: CHECK_FORM_TEXT, fieldErrors: errors };
  return other();
}
