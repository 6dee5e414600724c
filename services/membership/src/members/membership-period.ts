import { MEMBERSHIP_TERM_DAYS, oneTermFrom } from '@portal/contracts';

/**
 * The period a membership lasts (spec part 2 §9: one year). Membership owns it: approval starts a period of this
 * length, a completed renewal adds one, and the renewal page shows it from GET /api/members/renewal-settings.
 * What a renewal costs is the association's own setting (membership_fees, edited in Scheme Settings).
 */
export const RENEWAL_PERIOD_DAYS = MEMBERSHIP_TERM_DAYS;

/** Pending Renewals counts members whose membership ends within this many days (and the expired ones). */
export const RENEWAL_DUE_WITHIN_DAYS = 30;

/** The end of a period that starts at `from`. */
export function periodEnd(from: Date): Date {
  return oneTermFrom(from);
}

/** A completed renewal: one more period from the later of now and the current end date. */
export function renewedEnd(currentEnd: Date | null, now = new Date()): Date {
  return periodEnd(currentEnd && currentEnd.getTime() > now.getTime() ? currentEnd : now);
}
