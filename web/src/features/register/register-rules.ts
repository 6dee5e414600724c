import {
  AADHAR_LENGTH,
  firstFailure,
  isBlank,
  isNotAfterDay,
  RegistrationMessages,
  RegistrationRules,
  rule,
  type FieldRule,
} from '@portal/contracts/rules';
import { ConsentMessages } from '@portal/contracts/shapes';
import english from '../../i18n/locales/en/register.json';

/**
 * Validation of the public registration form. The field rules and messages are the contracts' shared
 * ones (spec part 1 §5), the same the server applies; only the date-of-birth limit and the file checks
 * are the browser's own.
 */

export { AADHAR_LENGTH };
export const FILE_MAX_BYTES = 5 * 1024 * 1024;

const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png)$/i;
const ID_PROOF_TYPES = ['application/pdf', ...PHOTO_TYPES];
const ID_PROOF_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** yyyy-mm-dd from the date input; a birth date cannot be after today (the visitor's calendar day). */
export function isPastDate(value: unknown, today: Date = new Date()): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isNotAfterDay(value, localDateText(today));
}

export function localDateText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export type FileKind = 'photo' | 'idProof';

/** A chosen upload's problem, or null: type by MIME or name, and at most 5 MB. */
export function fileProblem(file: File | null | undefined, kind: FileKind): string | null {
  if (!file) return null;
  const types = kind === 'photo' ? PHOTO_TYPES : ID_PROOF_TYPES;
  const extensions = kind === 'photo' ? PHOTO_EXTENSIONS : ID_PROOF_EXTENSIONS;
  // The English words (the messages' keys in every language, register-messages.ts).
  const { photoType, photoSize, idProofType, idProofSize } = english.validation;
  if (!types.includes(file.type) && !extensions.test(file.name)) {
    return kind === 'photo' ? photoType : idProofType;
  }
  if (file.size > FILE_MAX_BYTES) {
    return kind === 'photo' ? photoSize : idProofSize;
  }
  return null;
}

/** Shared rules as one check: the first that fails gives the field's one message. */
export function fieldCheck(rules: readonly FieldRule[]): (value: unknown) => string | null {
  return (value) => firstFailure(rules, value)?.message ?? null;
}

const notInFuture = rule((value) => isBlank(value) || isPastDate(value), RegistrationMessages.dateOfBirthFuture);

const R = RegistrationRules;

/** Each field's check, in the form's order (the first field in error is the first of these). */
export const REGISTER_CHECKS = {
  firstName: fieldCheck(R.firstName),
  lastName: fieldCheck(R.lastName),
  dateOfBirth: fieldCheck([...R.dateOfBirth, notInFuture]),
  gender: fieldCheck(R.gender),
  email: fieldCheck(R.email),
  phone: fieldCheck(R.phone),
  alternatePhone: fieldCheck(R.alternatePhone),
  address: fieldCheck(R.address),
  city: fieldCheck(R.city),
  state: fieldCheck(R.state),
  pincode: fieldCheck(R.pincode),
  studioName: fieldCheck(R.studioName),
  businessType: fieldCheck(R.businessType),
  experienceYears: fieldCheck(R.experienceYears),
  aadharNumber: fieldCheck(R.aadharNumber),
  passportPhoto: (file: unknown) => fileProblem(file instanceof File ? file : null, 'photo'),
  idProof: (file: unknown) => fileProblem(file instanceof File ? file : null, 'idProof'),
  emergencyContactName: fieldCheck(R.emergencyContactName),
  emergencyContactPhone: fieldCheck(R.emergencyContactPhone),
  emergencyContactRelation: fieldCheck(R.emergencyContactRelation),
  // Issue 32: explicit consent to the privacy notice (the server refuses a registration without it too).
  privacyConsent: (value: unknown) => (value === 'true' ? null : ConsentMessages.required),
} satisfies Record<string, (value: unknown) => string | null>;
