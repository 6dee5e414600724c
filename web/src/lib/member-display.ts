import { canBeRenewed, RENEWAL_NEEDS_APPROVAL } from '@portal/contracts/rules';
import type { Member } from '../api/members';

/** How the member screens name a member and which row action they offer (shared by several features). */

export const memberName = (member: Pick<Member, 'firstName' | 'lastName'>) =>
  `${member.firstName ?? ''} ${member.lastName ?? ''}`.trim();

/**
 * Spec part 1 §4: the Renew action shows for expired and pending members; everyone else can download their
 * ID card. Issue 26: approval is the only way in, so for a pending member it says so instead of offering it.
 */
export function canRenew(status: string): boolean {
  return status === 'expired' || status === 'pending';
}

/** Why this member may not be renewed ('Approve the application first'), or null when they may. */
export function renewalRefusal(status: string): string | null {
  return canBeRenewed(status) ? null : RENEWAL_NEEDS_APPROVAL;
}
