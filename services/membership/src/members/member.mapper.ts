import { effectiveStatus, lastValidIndiaDay, MemberDto, MemberEventData } from '@portal/contracts';
import { MemberEntity } from './member.entity';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** Who a member is in every payload that names one: uuid, member id, name and e-mail address. */
export function memberSummary(
  m: MemberEntity,
): Pick<MemberDto, 'id' | 'memberId' | 'firstName' | 'lastName' | 'email'> {
  return { id: m.id, memberId: m.memberId, firstName: m.firstName, lastName: m.lastName, email: m.email };
}

/**
 * A member as it crosses the wire: file fields become gateway download paths,
 * never storage keys; the status is the effective one (a lapsed membership
 * reads as expired).
 */
export function toMemberDto(m: MemberEntity, now = new Date()): MemberDto {
  const file = (key: string | null, path: string) => (key ? `/api/members/${m.id}/${path}` : null);
  return {
    ...memberSummary(m),
    phone: m.phone,
    alternatePhone: m.alternatePhone,
    address: m.address,
    city: m.city,
    state: m.state,
    pincode: m.pincode,
    dateOfBirth: m.dateOfBirth,
    gender: m.gender,
    studioName: m.studioName,
    businessType: m.businessType,
    experienceYears: m.experienceYears,
    aadhaarLast4: m.aadhaarLast4,
    emergencyContactName: m.emergencyContactName,
    emergencyContactPhone: m.emergencyContactPhone,
    emergencyContactRelation: m.emergencyContactRelation,
    referredBy: m.referredBy,
    additionalInfo: m.additionalInfo,
    profilePhotoUrl: file(m.profilePhotoKey, 'photo'),
    // The newest card, uploaded or generated (GET …/id-card serves whichever is newer).
    idCardUrl: file(m.idCardKey ?? (m.idCardGeneratedAt ? 'generated' : null), 'id-card'),
    passportPhotoUrl: file(m.passportPhotoKey, 'passport-photo'),
    idProofUrl: file(m.idProofKey, 'id-proof'),
    optedSchemes: m.optedSchemes,
    membershipStartDate: iso(m.membershipStartDate),
    membershipEndDate: iso(m.membershipEndDate),
    status: effectiveStatus(m, now),
    language: m.language,
    approvedAt: iso(m.approvedAt),
    approvedBy: m.approvedBy,
    rejectedAt: iso(m.rejectedAt),
    rejectedBy: m.rejectedBy,
    rejectionReason: m.rejectionReason,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
}

/** The snapshot carried by every membership event (identity's login projection, e-mails), with the stored status. */
export function toMemberEventData(m: MemberEntity, extra: Omit<MemberEventData, 'member'> = {}): MemberEventData {
  return {
    member: {
      ...memberSummary(m),
      phone: m.phone,
      status: m.status,
      optedSchemes: m.optedSchemes,
      membershipEndDate: m.membershipEndDate?.toISOString() ?? null,
      validThrough: lastValidIndiaDay(m.membershipEndDate),
      language: m.language,
    },
    ...extra,
  };
}
