import type { AdminUserAnswer, MemberUserAnswer } from '@portal/contracts/shapes';
import type { Member } from '../api/members';

/** Test data: a member as the gateway answers it, with overrides. */
export function aMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 'a5b0c1d2-0000-4000-8000-000000000001',
    memberId: 'PHOTO0001',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.in',
    phone: '9876543210',
    alternatePhone: null,
    address: '12 MG Road, Mysuru',
    city: null,
    state: null,
    pincode: null,
    dateOfBirth: '1990-05-17',
    gender: null,
    studioName: null,
    businessType: null,
    experienceYears: null,
    aadhaarLast4: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    emergencyContactRelation: null,
    referredBy: null,
    additionalInfo: null,
    status: 'active',
    membershipStartDate: '2025-04-01T00:00:00.000Z',
    membershipEndDate: '2026-03-31T18:30:00.000Z',
    profilePhotoUrl: null,
    idCardUrl: null,
    passportPhotoUrl: null,
    idProofUrl: null,
    optedSchemes: [],
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    rejectionReason: null,
    createdAt: '2025-04-01T05:00:00.000Z',
    updatedAt: '2025-04-01T05:00:00.000Z',
    ...overrides,
  };
}

/** `count` distinct members, numbered from `from`. */
export function someMembers(count: number, from = 1, overrides: Partial<Member> = {}): Member[] {
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return aMember({
      id: `member-${n}`,
      memberId: `PHOTO${String(n).padStart(4, '0')}`,
      firstName: `Member${n}`,
      lastName: 'Test',
      email: `m${n}@example.in`,
      phone: `98765${String(n).padStart(5, '0')}`,
      ...overrides,
    });
  });
}

/** Test data: GET /api/auth/user for a signed-in admin, with overrides. */
export function anAdminUser(overrides: Partial<AdminUserAnswer> = {}): AdminUserAnswer {
  return {
    id: 'u1',
    email: 'admin@kpwa.in',
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    role: 'admin',
    isActive: true,
    lastLoginAt: null,
    createdAt: '2025-04-01T05:00:00.000Z',
    updatedAt: '2025-04-01T05:00:00.000Z',
    userType: 'admin',
    ...overrides,
  };
}

/** Test data: GET /api/auth/user for a signed-in member (their member record), with overrides. */
export function aMemberUser(overrides: Partial<MemberUserAnswer> = {}): MemberUserAnswer {
  return { ...aMember(), userType: 'member', ...overrides };
}
