import type { MemberDto } from './member.shapes';

/** Public registration and its settings (spec part 1 §3, §5, §7). */

/** Every field of the public registration form (DESIGN.md §7: all are stored). */
export interface RegistrationFields {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  email: string;
  phone: string;
  alternatePhone?: string | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  studioName: string;
  businessType: string;
  experienceYears: string;
  aadharNumber: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactRelation: string;
  referredBy?: string | null;
  additionalInfo?: string | null;
}

/** The registration form's fields in the order the form shows them; the multipart body of POST /api/register uses these names. */
export const RegistrationFieldNames = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'gender',
  'email',
  'phone',
  'alternatePhone',
  'address',
  'city',
  'state',
  'pincode',
  'studioName',
  'businessType',
  'experienceYears',
  'aadharNumber',
  'emergencyContactName',
  'emergencyContactPhone',
  'emergencyContactRelation',
  'referredBy',
  'additionalInfo',
] as const satisfies readonly (keyof RegistrationFields)[];

/** The two files of POST /api/register. */
export const RegistrationFileFields = ['passportPhoto', 'idProof'] as const;

export interface RegisterAnswer {
  member: MemberDto;
  message: string;
}

/** GET /api/registration/status (public). */
export interface RegistrationStatusAnswer {
  isOpen: boolean;
  message: string | null;
  startDate: string | null;
  endDate: string | null;
}

/**
 * Body of PUT /api/registration/settings; empty values are null. A date may be
 * a calendar day (yyyy-mm-dd): membership opens the window at 00:00 of the start
 * day and closes it at the end of the end day, in India. An ISO instant is kept as given.
 */
export interface RegistrationSettingsFields {
  isRegistrationEnabled: boolean;
  registrationStartDate?: string | null;
  registrationEndDate?: string | null;
  registrationMessage?: string | null;
}

/** GET and PUT /api/registration/settings answer: the window as stored instants (ISO). */
export interface RegistrationSettingsDto {
  isRegistrationEnabled: boolean;
  registrationStartDate: string | null;
  registrationEndDate: string | null;
  registrationMessage: string | null;
  updatedAt: string | null;
}
