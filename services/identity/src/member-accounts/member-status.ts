import { IdentityErrorCode, IdentityMessages, isSessionMemberStatus } from '@portal/contracts';
import { IdentityException } from '../admins/identity.exception';
import { MemberCredentialEntity } from './member-credential.entity';

/** Whether the member may log in and hold a password (SESSION_MEMBER_STATUSES: active and expired). */
export function isAdmitted(member: MemberCredentialEntity): boolean {
  return isSessionMemberStatus(member.status);
}

/** An approved member with an e-mail and no password yet: the one who gets set-up links. */
export function needsSetupLink(member: MemberCredentialEntity): boolean {
  return isAdmitted(member) && member.email !== null && member.passwordHash === null;
}

/** The clear refusal pending and suspended members get instead of a generic failure; null for others. */
export function statusRefusal(member: MemberCredentialEntity): IdentityException | null {
  if (member.status === 'pending') {
    return new IdentityException(IdentityErrorCode.MembershipPending, IdentityMessages.MembershipPending);
  }
  if (member.status === 'suspended') {
    return new IdentityException(IdentityErrorCode.MembershipSuspended, IdentityMessages.MembershipSuspended);
  }
  return null;
}

export function invalidMemberCredentials(): IdentityException {
  return new IdentityException(IdentityErrorCode.InvalidMemberCredentials, IdentityMessages.InvalidMemberCredentials);
}
