/** Settings the membership features read, taken from MembershipConfig once at start-up. */
export interface MembershipSettings {
  memberIdPrefix: string;
}

export const MEMBERSHIP_SETTINGS = Symbol('MEMBERSHIP_SETTINGS');
