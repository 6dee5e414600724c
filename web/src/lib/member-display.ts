import type { Member } from '../api/members';

/** How the member screens name a member and which row action they offer (shared by several features). */

export const memberName = (member: Pick<Member, 'firstName' | 'lastName'>) =>
  `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim();

/** Spec part 1 §4: renewal is offered to expired and pending members; everyone else can download their ID card. */
export function canRenew(status: string): boolean {
  return status === 'expired' || status === 'pending';
}
