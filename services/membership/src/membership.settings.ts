/** Settings the membership features read, taken from MembershipConfig once at start-up. */
export interface MembershipSettings {
  memberIdPrefix: string;
  /** Issue 32: named in the privacy notice (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
  grievanceOfficer: { name: string; email: string };
}

export const MEMBERSHIP_SETTINGS = Symbol('MEMBERSHIP_SETTINGS');
