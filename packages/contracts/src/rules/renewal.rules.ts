/**
 * Approval is the only way in (issue 26): a renewal extends a membership that an admin approved. A
 * pending applicant is approved (which sends the set-up link), a suspended member is reinstated by an
 * admin; neither is renewed. Membership refuses the renewal, the web says so instead of offering it.
 */
export const RENEWAL_NEEDS_APPROVAL = 'Approve the application first';

/** Whether a member of this (effective) status may be renewed: active or expired, never pending or suspended. */
export function canBeRenewed(status: string): boolean {
  return status === 'active' || status === 'expired';
}
