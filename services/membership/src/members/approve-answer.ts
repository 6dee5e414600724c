import { ApproveMemberAnswer, MemberDto } from '@portal/contracts';

/**
 * What approval answers (issue 29): identity e-mails the welcome with the set-up link on MemberApproved to a member
 * with an e-mail address; without one nothing is sent, and the admin is told how the member gets in instead.
 */
export function approveAnswer(member: MemberDto): ApproveMemberAnswer {
  return { member, setupLinkSent: member.email !== null && member.email.trim() !== '' };
}
