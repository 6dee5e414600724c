/** Settings the membership features read, taken from MembershipConfig once at start-up. */
export interface MembershipSettings {
  memberIdPrefix: string;
  /** Issue 32: named in the privacy notice (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
  grievanceOfficer: { name: string; email: string };
  /** Issue 32: DATA_REQUEST_DEADLINE_DAYS (default 30). */
  dataRequestDeadlineDays?: number;
  /** Issue 32: FORMER_MEMBER_RETENTION_DAYS (default 1095). */
  formerMemberRetentionDays?: number;
}

export const MEMBERSHIP_SETTINGS = Symbol('MEMBERSHIP_SETTINGS');
