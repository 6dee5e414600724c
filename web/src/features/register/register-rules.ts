import type { Rule } from 'antd/es/form';
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
  if (!types.includes(file.type) && !extensions.test(file.name)) {
    return kind === 'photo' ? 'Please select a JPG or PNG image' : 'Please select a PDF or image file';
  }
  if (file.size > FILE_MAX_BYTES) {
    return kind === 'photo' ? 'Please select an image under 5MB' : 'Please select a file under 5MB';
  }
  return null;
}

function rejectIf(problem: string | null): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}

/** Shared rules as one Ant Design rule: the first that fails gives the field's one message. */
export function antRules(rules: readonly FieldRule[]): Rule[] {
  return [{ validator: (_rule, value) => rejectIf(firstFailure(rules, value)?.message ?? null) }];
}

const notInFuture = rule((value) => isBlank(value) || isPastDate(value), RegistrationMessages.dateOfBirthFuture);

const R = RegistrationRules;

export const REGISTER_RULES = {
  firstName: antRules(R.firstName),
  lastName: antRules(R.lastName),
  dateOfBirth: antRules([...R.dateOfBirth, notInFuture]),
  gender: antRules(R.gender),
  email: antRules(R.email),
  phone: antRules(R.phone),
  alternatePhone: antRules(R.alternatePhone),
  address: antRules(R.address),
  city: antRules(R.city),
  state: antRules(R.state),
  pincode: antRules(R.pincode),
  studioName: antRules(R.studioName),
  businessType: antRules(R.businessType),
  experienceYears: antRules(R.experienceYears),
  aadharNumber: antRules(R.aadharNumber),
  emergencyContactName: antRules(R.emergencyContactName),
  emergencyContactPhone: antRules(R.emergencyContactPhone),
  emergencyContactRelation: antRules(R.emergencyContactRelation),
  passportPhoto: [{ validator: (_rule: unknown, file: File | null) => rejectIf(fileProblem(file, 'photo')) }],
  idProof: [{ validator: (_rule: unknown, file: File | null) => rejectIf(fileProblem(file, 'idProof')) }],
} satisfies Record<string, Rule[]>;
