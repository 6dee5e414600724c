import {
  BusinessTypes,
  EmergencyRelations,
  ExperienceRanges,
  FieldError,
  Genders,
  isValidEmail,
  MemberFormMessages,
  MemberInput,
  MemberStatus,
  MemberStatuses,
  PincodeRule,
  Scheme,
  Schemes,
  todayInIndia,
} from '@portal/contracts';
import { parseCalendarDate, parseInstant } from './dates';
import { memberIdFormatMessage, normaliseMemberId } from './member-id';
import { normaliseIndianPhone } from './phone';

/**
 * Member fields after the rules: normalised, typed, ready to store. A key that
 * is absent was not given (an update leaves it as it is); null clears it.
 */
export interface MemberValues {
  memberId?: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  phone?: string;
  alternatePhone?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  dateOfBirth?: string | null;
  gender?: string | null;
  studioName?: string | null;
  businessType?: string | null;
  experienceYears?: string | null;
  aadhaarLast4?: string | null;
  emergencyContactName?: string | null;
  emergencyContactPhone?: string | null;
  emergencyContactRelation?: string | null;
  referredBy?: string | null;
  additionalInfo?: string | null;
  membershipStartDate?: Date | null;
  membershipEndDate?: Date | null;
  status?: MemberStatus;
  optedSchemes?: Scheme[];
}

export const Messages = {
  firstNameRequired: MemberFormMessages.firstNameRequired,
  lastNameRequired: MemberFormMessages.lastNameRequired,
  phoneRequired: MemberFormMessages.phoneRequired,
  phoneInvalid: 'Phone number must be a valid 10-digit Indian mobile number',
  emailInvalid: 'Please enter a valid email address',
  dateOfBirthInvalid: 'Date of birth must be a valid date (YYYY-MM-DD)',
  dateOfBirthFuture: 'Date of birth cannot be in the future',
  alternatePhoneInvalid: 'Alternate phone number must be a valid 10-digit Indian mobile number',
  emergencyPhoneInvalid: 'Emergency contact phone must be a valid 10-digit Indian mobile number',
  pincodeInvalid: PincodeRule.message,
  aadharInvalid: 'Aadhar number must be 12 digits',
  startDateInvalid: 'Membership start date must be a valid date (YYYY-MM-DD)',
  endDateInvalid: 'Membership end date must be a valid date (YYYY-MM-DD)',
  endBeforeStart: 'Membership end date must be after the start date',
  status: `Status must be one of ${MemberStatuses.join(', ')}`,
  optedSchemes: `Opted schemes must contain only ${Schemes.join(', ')}`,
  oneOf: (label: string, values: readonly string[]) => `${label} must be one of ${values.join(', ')}`,
} as const;

type Mode = 'create' | 'update';

/** The shared e-mail check (packages/contracts/src/rules), also run by the web's forms and per import row. */
export { isValidEmail };

/** Text as given: undefined when absent, null when blank, else trimmed. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Checks a member form (create or update) and normalises it: trims text,
 * upper-cases the member id, reduces phones to 10 digits, turns dates into
 * dates, keeps only the last four digits of Aadhaar. Every problem is listed
 * with the field it belongs to and the message the user reads.
 */
export function checkMemberInput(
  input: MemberInput,
  mode: Mode,
  prefix: string,
  current: { membershipStartDate: Date | null; membershipEndDate: Date | null } = {
    membershipStartDate: null,
    membershipEndDate: null,
  },
): { values: MemberValues; errors: FieldError[] } {
  const values: MemberValues = {};
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, message });

  const memberId = text(input.memberId);
  if (memberId) {
    const normalised = normaliseMemberId(memberId, prefix);
    if (normalised) values.memberId = normalised;
    else fail('memberId', memberIdFormatMessage(prefix));
  }

  for (const [field, message] of [
    ['firstName', Messages.firstNameRequired],
    ['lastName', Messages.lastNameRequired],
  ] as const) {
    const value = text(input[field]);
    if (value) values[field] = value;
    else if (mode === 'create' || value === null) fail(field, message);
  }

  const phone = text(input.phone);
  if (phone) {
    const normalised = normaliseIndianPhone(phone);
    if (normalised) values.phone = normalised;
    else fail('phone', Messages.phoneInvalid);
  } else if (mode === 'create' || phone === null) {
    fail('phone', Messages.phoneRequired);
  }

  const email = text(input.email);
  if (email !== undefined) {
    if (email === null || isValidEmail(email)) values.email = email;
    else fail('email', Messages.emailInvalid);
  }

  for (const [field, message] of [
    ['alternatePhone', Messages.alternatePhoneInvalid],
    ['emergencyContactPhone', Messages.emergencyPhoneInvalid],
  ] as const) {
    const value = text(input[field]);
    if (value === undefined) continue;
    const normalised = value === null ? null : normaliseIndianPhone(value);
    if (value === null || normalised) values[field] = normalised;
    else fail(field, message);
  }

  for (const field of [
    'address',
    'city',
    'state',
    'studioName',
    'emergencyContactName',
    'referredBy',
    'additionalInfo',
  ] as const) {
    const value = text(input[field]);
    if (value !== undefined) values[field] = value;
  }

  const pincode = text(input.pincode);
  if (pincode !== undefined) {
    if (pincode === null || PincodeRule.test(pincode.replace(/\s/g, '')))
      values.pincode = pincode?.replace(/\s/g, '') ?? null;
    else fail('pincode', Messages.pincodeInvalid);
  }

  for (const [field, label, allowed] of [
    ['gender', 'Gender', Genders],
    ['businessType', 'Business type', BusinessTypes],
    ['experienceYears', 'Experience', ExperienceRanges],
    ['emergencyContactRelation', 'Emergency contact relation', EmergencyRelations],
  ] as const) {
    const value = text(input[field]);
    if (value === undefined) continue;
    if (value === null || (allowed as readonly string[]).includes(value)) values[field] = value;
    else fail(field, Messages.oneOf(label, allowed));
  }

  const aadhar = text(input.aadharNumber);
  if (aadhar !== undefined) {
    const digits = aadhar?.replace(/[\s-]/g, '') ?? null;
    if (digits === null) values.aadhaarLast4 = null;
    else if (/^\d{12}$/.test(digits)) values.aadhaarLast4 = digits.slice(-4);
    else fail('aadharNumber', Messages.aadharInvalid);
  }

  const dateOfBirth = text(input.dateOfBirth);
  if (dateOfBirth !== undefined) {
    const parsed = dateOfBirth === null ? null : parseCalendarDate(dateOfBirth);
    if (dateOfBirth !== null && !parsed) fail('dateOfBirth', Messages.dateOfBirthInvalid);
    else if (parsed && parsed > todayInIndia()) fail('dateOfBirth', Messages.dateOfBirthFuture);
    else values.dateOfBirth = parsed;
  }

  let periodValid = true;
  for (const [field, message] of [
    ['membershipStartDate', Messages.startDateInvalid],
    ['membershipEndDate', Messages.endDateInvalid],
  ] as const) {
    const value = text(input[field]);
    if (value === undefined) continue;
    const parsed = value === null ? null : parseInstant(value);
    if (value !== null && !parsed) {
      fail(field, message);
      periodValid = false;
    } else values[field] = parsed;
  }
  if (periodValid) {
    const start = values.membershipStartDate !== undefined ? values.membershipStartDate : current.membershipStartDate;
    const end = values.membershipEndDate !== undefined ? values.membershipEndDate : current.membershipEndDate;
    const changed = values.membershipStartDate !== undefined || values.membershipEndDate !== undefined;
    if (changed && start && end && end.getTime() <= start.getTime()) fail('membershipEndDate', Messages.endBeforeStart);
  }

  const status = text(input.status);
  if (status) {
    const lower = status.toLowerCase();
    if ((MemberStatuses as readonly string[]).includes(lower)) values.status = lower as MemberStatus;
    else fail('status', Messages.status);
  }

  if (input.optedSchemes !== undefined && input.optedSchemes !== null) {
    const schemes = [...new Set(input.optedSchemes.map((s) => s.trim().toLowerCase()))];
    if (schemes.every((s) => (Schemes as readonly string[]).includes(s))) values.optedSchemes = schemes as Scheme[];
    else fail('optedSchemes', Messages.optedSchemes);
  }

  return { values, errors };
}

/** The fields a member may change on their own record (ROUTES.md: PUT /api/members/{id}). */
export const SelfEditableFields = ['firstName', 'lastName', 'email', 'phone', 'address'] as const;

/** Fields of an update a member is not allowed to send. */
export function fieldsNotSelfEditable(input: MemberInput): string[] {
  return Object.entries(input)
    .filter(([key, value]) => value !== undefined && !(SelfEditableFields as readonly string[]).includes(key))
    .map(([key]) => key);
}
