import { Scheme } from '@portal/contracts';
import { MemberEntity } from './member.entity';

/**
 * The fields of the member form an update may change, as the activity log
 * names them (MemberFields names); status and schemes have lines of their own.
 */
const LOGGED_FIELDS = {
  memberId: 'memberId',
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  alternatePhone: 'alternatePhone',
  address: 'address',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
  dateOfBirth: 'dateOfBirth',
  gender: 'gender',
  studioName: 'studioName',
  businessType: 'businessType',
  experienceYears: 'experienceYears',
  aadhaarLast4: 'aadharNumber',
  emergencyContactName: 'emergencyContactName',
  emergencyContactPhone: 'emergencyContactPhone',
  emergencyContactRelation: 'emergencyContactRelation',
  referredBy: 'referredBy',
  additionalInfo: 'additionalInfo',
  membershipStartDate: 'membershipStartDate',
  membershipEndDate: 'membershipEndDate',
} as const satisfies Partial<Record<keyof MemberEntity, string>>;

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : (value ?? null));

/** The member fields whose stored value differs between the two versions of a record. */
export function changedFields(before: MemberEntity, after: MemberEntity): string[] {
  return (Object.entries(LOGGED_FIELDS) as [keyof typeof LOGGED_FIELDS, string][])
    .filter(([column]) => comparable(before[column]) !== comparable(after[column]))
    .map(([, name]) => name);
}

/** The schemes opted into and out of, or null when the set is the same. */
export function schemeChanges(before: Scheme[], after: Scheme[]): { added: Scheme[]; removed: Scheme[] } | null {
  const added = after.filter((s) => !before.includes(s));
  const removed = before.filter((s) => !after.includes(s));
  return added.length > 0 || removed.length > 0 ? { added, removed } : null;
}
