import type { Rule } from 'antd/es/form';

/** Validation of the public registration form: spec part 1 §5 rules, with its messages where it gives them. */

export const FILE_MAX_BYTES = 5 * 1024 * 1024;
export const AADHAR_LENGTH = 12;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];
const PHOTO_EXTENSIONS = /\.(jpe?g|png)$/i;
const ID_PROOF_TYPES = ['application/pdf', ...PHOTO_TYPES];
const ID_PROOF_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

export function countDigits(value: unknown): number {
  return typeof value === 'string' ? value.replace(/\D/g, '').length : 0;
}

export function hasMinChars(value: unknown, min: number): boolean {
  return typeof value === 'string' && value.trim().length >= min;
}

export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL.test(value.trim());
}

/** Phone numbers may be typed with +91, spaces or dashes; only the digits count. */
export function isPhoneLike(value: unknown, minDigits: number): boolean {
  return typeof value === 'string' && /^[+\d\s()-]*$/.test(value.trim()) && countDigits(value) >= minDigits;
}

export function isAadhar(value: unknown): boolean {
  return typeof value === 'string' && new RegExp(`^\\d{${AADHAR_LENGTH}}$`).test(value.trim());
}

export function isPincode(value: unknown): boolean {
  return typeof value === 'string' && /^\d{6,}$/.test(value.trim());
}

/** yyyy-mm-dd from the date input; a birth date cannot be after today (the visitor's calendar day). */
export function isPastDate(value: unknown, today: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return value <= localDateText(today);
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

function check(test: (value: unknown) => boolean, message: string): Rule {
  return {
    validator: (_rule, value) => (test(value) ? Promise.resolve() : Promise.reject(new Error(message))),
  };
}

function optional(test: (value: unknown) => boolean, message: string): Rule {
  return check((value) => value === undefined || value === null || String(value).trim() === '' || test(value), message);
}

export const REGISTER_RULES = {
  firstName: [check((v) => hasMinChars(v, 2), 'First name must be at least 2 characters')],
  lastName: [check((v) => hasMinChars(v, 2), 'Last name must be at least 2 characters')],
  dateOfBirth: [
    check((v) => typeof v === 'string' && v !== '', 'Date of birth is required'),
    check((v) => !v || isPastDate(v), 'Date of birth cannot be in the future'),
  ],
  gender: [check((v) => hasMinChars(v, 1), 'Please select your gender')],
  email: [check(isValidEmail, 'Please enter a valid email address')],
  phone: [check((v) => isPhoneLike(v, 10), 'Phone number must be at least 10 digits')],
  alternatePhone: [optional((v) => isPhoneLike(v, 10), 'Alternate phone number must be at least 10 digits')],
  address: [check((v) => hasMinChars(v, 5), 'Address must be at least 5 characters')],
  city: [check((v) => hasMinChars(v, 2), 'City must be at least 2 characters')],
  state: [check((v) => hasMinChars(v, 2), 'State must be at least 2 characters')],
  pincode: [check(isPincode, 'Pincode must be at least 6 digits')],
  studioName: [check((v) => hasMinChars(v, 2), 'Studio/Photography name is required')],
  businessType: [check((v) => hasMinChars(v, 1), 'Please select your business type')],
  experienceYears: [check((v) => hasMinChars(v, 1), 'Please select your years of experience')],
  aadharNumber: [check(isAadhar, 'Aadhar number must be 12 digits')],
  emergencyContactName: [check((v) => hasMinChars(v, 2), 'Emergency contact name must be at least 2 characters')],
  emergencyContactPhone: [check((v) => isPhoneLike(v, 10), 'Emergency contact phone must be at least 10 digits')],
  emergencyContactRelation: [check((v) => hasMinChars(v, 1), 'Please select the relation')],
  passportPhoto: [{ validator: (_rule: unknown, file: File | null) => rejectIf(fileProblem(file, 'photo')) }],
  idProof: [{ validator: (_rule: unknown, file: File | null) => rejectIf(fileProblem(file, 'idProof')) }],
} satisfies Record<string, Rule[]>;

function rejectIf(problem: string | null): Promise<void> {
  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
}
