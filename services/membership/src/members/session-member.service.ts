import { Injectable } from '@nestjs/common';
import { IdentityMessages, isSessionMemberStatus, MemberDto, MembershipErrorCode } from '@portal/contracts';
import { MembershipException } from './membership.exception';
import { MembersService } from './members.service';

/**
 * The record a signed-in member's session stands on. Identity's copy of the
 * status can trail a deletion or suspension by a moment; membership has the
 * last word. A member who is gone or may not hold a session is refused with the
 * words of a failed sign-in, so a login never tells whether a member exists.
 */
@Injectable()
export class SessionMemberService {
  constructor(private readonly members: MembersService) {}

  async find(memberUuid: string): Promise<MemberDto> {
    const member = await this.members
      .get(memberUuid, { userId: memberUuid, userType: 'member' })
      .catch((error: unknown) => {
        if (error instanceof MembershipException && error.code === MembershipErrorCode.MemberNotFound) return null;
        throw error;
      });
    if (!member || !isSessionMemberStatus(member.status)) throw sessionNotAllowed();
    return member;
  }
}

export function sessionNotAllowed(): MembershipException {
  return new MembershipException(MembershipErrorCode.SessionNotAllowed, IdentityMessages.InvalidMemberCredentials);
}
