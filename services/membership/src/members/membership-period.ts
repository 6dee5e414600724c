import { addDays, RenewalSettingsAnswer } from '@portal/contracts';

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
