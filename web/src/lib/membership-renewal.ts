/** When the member dashboard asks a member to renew (issue 12: expired, or ending within 30 days). */
export const RENEWAL_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

export type RenewalNotice = { kind: 'expired' } | { kind: 'ending'; endsOn: string; daysLeft: number };

/**
 * 'expired' for an expired membership (by status, or an end date already past), 'ending' when the end
 * date is at most 30 days away, else null (no end date set, or further off).
 */
export function renewalNotice(
  member: { status?: string | null; membershipEndDate?: string | null },
  now: Date = new Date(),
): RenewalNotice | null {
  if (member.status === 'expired') return { kind: 'expired' };
  if (!member.membershipEndDate) return null;
  const end = Date.parse(member.membershipEndDate);
  if (Number.isNaN(end)) return null;
  const left = end - now.getTime();
  if (left <= 0) return { kind: 'expired' };
  const daysLeft = Math.ceil(left / DAY_MS);
  return daysLeft <= RENEWAL_NOTICE_DAYS ? { kind: 'ending', endsOn: member.membershipEndDate, daysLeft } : null;
}
