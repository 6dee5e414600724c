/** Member statuses (spec part 1 §3). */
export const MemberStatuses = ['active', 'expired', 'pending', 'suspended'] as const;
export type MemberStatus = (typeof MemberStatuses)[number];

export const Schemes = ['esi', 'postal', 'kutumba_barosa'] as const;
export type Scheme = (typeof Schemes)[number];

export const Genders = ['male', 'female', 'other'] as const;
export const BusinessTypes = ['studio', 'freelance', 'wedding', 'commercial', 'portrait', 'event', 'other'] as const;
export const ExperienceRanges = ['0-1', '2-5', '6-10', '11-15', '16-20', '20+'] as const;
export const EmergencyRelations = ['spouse', 'father', 'mother', 'brother', 'sister', 'son', 'daughter', 'friend', 'other'] as const;
export const MemberDocumentTypes = ['id_proof', 'address_proof', 'certificate', 'other'] as const;
export type MemberDocumentType = (typeof MemberDocumentTypes)[number];

/**
 * A member as it crosses the wire. Dates of birth are `YYYY-MM-DD`; other dates
 * ISO timestamps. File fields are gateway download paths (never storage keys),
 * null when there is no file. Aadhaar is only ever its last four digits.
 */
export interface MemberDto {
  id: string;
  memberId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  alternatePhone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  dateOfBirth: string | null;
  gender: string | null;
  studioName: string | null;
  businessType: string | null;
  experienceYears: string | null;
  aadhaarLast4: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
  emergencyContactRelation: string | null;
  referredBy: string | null;
  additionalInfo: string | null;
  profilePhotoUrl: string | null;
  idCardUrl: string | null;
  passportPhotoUrl: string | null;
  idProofUrl: string | null;
  optedSchemes: Scheme[];
  membershipStartDate: string | null;
  membershipEndDate: string | null;
  status: MemberStatus;
  approvedAt: string | null;
  approvedBy: string | null;
  rejectedAt: string | null;
  rejectedBy: string | null;
  rejectionReason: string | null;
  createdAt: string;
  updatedAt: string;
}
