import type { RegistrationFields } from '../shapes/registration.shapes';
import { BusinessTypes, EmergencyRelations, ExperienceRanges, Genders } from '../shapes/member.shapes';
import {
  type FieldRule,
  hasMinChars,
  isDateText,
  isOneOf,
  isPhoneLike,
  isValidEmail,
  optional,
  rule,
} from './field-rule';

/**
 * The public registration form (spec part 1 §5), written once: the web's form
 * rules and the server's RegistrationInput both use these tests and messages.
 * The spec gives the rules ("pincode at least 6 digits") and some messages;
 * the others are the wording the form has always shown.
 */

export const PINCODE_MIN_DIGITS = 6;
export const AADHAR_LENGTH = 12;
export const PHONE_MIN_DIGITS = 10;

export const RegistrationMessages = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  gender: 'Please select your gender',
  email: 'Please enter a valid email address',
  phone: 'Phone number must be at least 10 digits',
  alternatePhone: 'Alternate phone number must be at least 10 digits',
  address: 'Address must be at least 5 characters',
  city: 'City must be at least 2 characters',
  state: 'State must be at least 2 characters',
  pincode: 'Pincode must be at least 6 digits',
  studioName: 'Studio/Photography name is required',
  businessType: 'Please select your business type',
  experienceYears: 'Please select your years of experience',
  aadharNumber: 'Aadhar number must be 12 digits',
  emergencyContactName: 'Emergency contact name must be at least 2 characters',
  emergencyContactPhone: 'Emergency contact phone must be at least 10 digits',
  emergencyContactRelation: 'Please select the relation',
} as const;

const M = RegistrationMessages;

const PINCODE = new RegExp(`^\\d{${PINCODE_MIN_DIGITS},}$`);
const AADHAR = new RegExp(`^\\d{${AADHAR_LENGTH}}$`);

/** Six or more digits and nothing else (spec part 1 §5: "pincode at least 6 digits"). */
export function isPincode(value: unknown): boolean {
  return typeof value === 'string' && PINCODE.test(value.trim());
}

/** Exactly twelve digits. */
export function isAadhar(value: unknown): boolean {
  return typeof value === 'string' && AADHAR.test(value.trim());
}

export const PincodeRule: FieldRule = rule(isPincode, M.pincode, { pattern: PINCODE.source });

const minChars = (min: number, message: string) => rule((v) => hasMinChars(v, min), message, { minLength: min });
const phone = (message: string) => rule((v) => isPhoneLike(v, PHONE_MIN_DIGITS), message);
const oneOf = (allowed: readonly string[], message: string) =>
  rule((v) => isOneOf(v, allowed), message, { enum: allowed });

/** Every field's rules, in the order they are checked; the first that fails gives the message. */
export const RegistrationRules = {
  firstName: [minChars(2, M.firstName)],
  lastName: [minChars(2, M.lastName)],
  dateOfBirth: [rule(isDateText, M.dateOfBirth)],
  gender: [oneOf(Genders, M.gender)],
  email: [rule(isValidEmail, M.email, { format: 'email' })],
  phone: [phone(M.phone)],
  alternatePhone: [optional(phone(M.alternatePhone))],
  address: [minChars(5, M.address)],
  city: [minChars(2, M.city)],
  state: [minChars(2, M.state)],
  pincode: [PincodeRule],
  studioName: [minChars(2, M.studioName)],
  businessType: [oneOf(BusinessTypes, M.businessType)],
  experienceYears: [oneOf(ExperienceRanges, M.experienceYears)],
  aadharNumber: [rule(isAadhar, M.aadharNumber, { pattern: AADHAR.source })],
  emergencyContactName: [minChars(2, M.emergencyContactName)],
  emergencyContactPhone: [phone(M.emergencyContactPhone)],
  emergencyContactRelation: [oneOf(EmergencyRelations, M.emergencyContactRelation)],
  referredBy: [],
  additionalInfo: [],
} as const satisfies Record<keyof RegistrationFields, readonly FieldRule[]>;
