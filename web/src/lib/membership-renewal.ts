import { effectiveStatus, RENEWAL_WINDOW_DAYS, validDaysLeft } from '@portal/contracts/rules';

/** When the member dashboard asks a member to renew (issue 12: expired, or ending within 30 days): the renewal window. */
export const RENEWAL_NOTICE_DAYS = RENEWAL_WINDOW_DAYS;

export type RenewalNotice = { kind: 'expired' } | { kind: 'ending'; endsOn: string; daysLeft: number };

/**
 * 'expired' for an expired membership (by status, or past its last valid day in India: the shared rule
 * the services apply), 'ending' when the last valid day is at most 30 India days away (0 on the day
 * itself), else null (no end date set, or further off).
 */
export function renewalNotice(
  member: { status?: string | null; membershipEndDate?: string | null },
  now: Date = new Date(),
): RenewalNotice | null {
  // The dashboard's own member: without a status, read as the active member it shows.
  const term = { status: member.status ?? 'active', membershipEndDate: member.membershipEndDate };
  if (effectiveStatus(term, now) === 'expired') return { kind: 'expired' };
  if (!member.membershipEndDate) return null;
  const daysLeft = validDaysLeft(term, now);
  // Past the end but not lapsed (a suspended member): nothing to renew here.
  if (daysLeft === null || daysLeft < 0) return null;
  return daysLeft <= RENEWAL_NOTICE_DAYS ? { kind: 'ending', endsOn: member.membershipEndDate, daysLeft } : null;
}
