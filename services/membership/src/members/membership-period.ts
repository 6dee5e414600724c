import { MemberStatus, RenewalSettingsAnswer } from '@portal/contracts';
import { addDays, startOfTodayInIndia } from './dates';

/**
 * What a renewal costs and the period a membership lasts (spec part 2 §9:
 * ₹2,000 for one year). Membership owns them: approval starts a period of this
 * length, a completed renewal adds one, and the renewal page shows them from
 * GET /api/members/renewal-settings.
 */
export const RENEWAL_SETTINGS: RenewalSettingsAnswer = { renewalFee: '2000.00', periodDays: 365 };

/** Pending Renewals counts members whose membership ends within this many days (and the expired ones). */
export const RENEWAL_DUE_WITHIN_DAYS = 30;

/** The end of a period that starts at `from`. */
export function periodEnd(from: Date): Date {
  return addDays(from, RENEWAL_SETTINGS.periodDays);
}

/** A completed renewal: one more period from the later of now and the current end date. */
export function renewedEnd(currentEnd: Date | null, now = new Date()): Date {
  return periodEnd(currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now);
}

/**
 * The status every read shows: an active member whose end date is before
 * today (in India) is expired, whatever the stored status still says until the
 * daily job flips it. The date is authoritative; a member is valid through
 * their end date.
 */
export function effectiveStatus(
  member: { status: MemberStatus; membershipEndDate: Date | null },
  now = new Date(),
): MemberStatus {
  if (member.status !== 'active' || !member.membershipEndDate) return member.status;
  return member.membershipEndDate.getTime() < startOfTodayInIndia(now).getTime() ? 'expired' : 'active';
}

/**
 * SQL for "the effective status is `status`" over the members table, written
 * so that the status indexes still narrow the rows. `param` adds a query
 * parameter and answers its placeholder; `today` is startOfTodayInIndia().
 */
export function effectiveStatusCondition(status: string, param: (value: unknown) => string, today: Date): string {
  switch (status) {
    case 'active':
      return `(status = 'active' AND (membership_end_date IS NULL OR membership_end_date >= ${param(today)}))`;
    case 'expired':
      return `(status = 'expired' OR (status = 'active' AND membership_end_date < ${param(today)}))`;
    default:
      return `status = ${param(status)}`;
  }
}
