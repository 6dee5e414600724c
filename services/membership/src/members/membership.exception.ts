import { ActorDto, CommonErrorCode, MembershipErrorCode } from '@portal/contracts';
import { DomainException, requireAdminActor, requireAdminOrSelfActor } from '@portal/platform';

export class MembershipException extends DomainException<MembershipErrorCode | CommonErrorCode> {}

export type UniqueField = 'memberId' | 'email' | 'phone';

export const memberNotFound = () => new MembershipException(MembershipErrorCode.MemberNotFound, 'Member not found');

export const forbidden = (message = 'You are not allowed to do this') =>
  new MembershipException(CommonErrorCode.Forbidden, message);

/** 409 naming the field, with the words the member form and the registration page react to (spec §8). */
export function duplicate(field: UniqueField, memberId?: string): MembershipException {
  switch (field) {
    case 'memberId':
      return new MembershipException(
        MembershipErrorCode.DuplicateMemberId,
        `Membership ID "${memberId}" is already taken`,
        { field },
      );
    case 'email':
      return new MembershipException(MembershipErrorCode.DuplicateEmail, 'Email address is already registered', {
        field,
      });
    case 'phone':
      return new MembershipException(MembershipErrorCode.DuplicatePhone, 'Phone number is already registered', {
        field,
      });
  }
}

const CONSTRAINT_FIELDS: Record<string, UniqueField> = {
  members_member_id_key: 'memberId',
  members_email_key: 'email',
  members_phone_key: 'phone',
};

/** The field behind a unique violation (SQLSTATE 23505) on members, or null for any other error. */
export function uniqueViolationField(error: unknown): UniqueField | null {
  const driver =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ??
    (error as { code?: string; constraint?: string });
  if (driver?.code !== '23505' || !driver.constraint) return null;
  return CONSTRAINT_FIELDS[driver.constraint] ?? null;
}

export function requireAdmin(actor: ActorDto): void {
  requireAdminActor(actor, forbidden);
}

/** Admins, or the member the record belongs to. */
export function requireAdminOrSelf(actor: ActorDto, memberUuid: string): void {
  requireAdminOrSelfActor(actor, memberUuid, forbidden);
}
