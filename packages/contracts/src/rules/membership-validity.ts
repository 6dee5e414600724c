import type { MemberStatus } from '../shapes/member.shapes';
import { addDays, calendarDaysBetween, indiaDayOf, todayInIndia } from './india-time';

/**
 * Whether a membership is still valid, defined once for every service and the
 * web. A member is valid through the India calendar day of their membership end
 * date, and expired from 00:00 IST the day after; an active member without an
 * end date never lapses; any other stored status stands as stored.
 */

/** What the rule reads: the stored status and either the end date or the last valid day it gives. */
export interface MembershipTerm {
  status: string;
  /** The end of the membership (an instant); null when not set. */
  membershipEndDate?: Date | string | null;
  /** The last valid India day (YYYY-MM-DD) when already known, as member events and projections carry it. */
  validThrough?: string | null;
}

/** The last India day (YYYY-MM-DD) a membership ending at `endDate` is valid on; null when there is no end date. */
export function lastValidIndiaDay(endDate: Date | string | null | undefined): string | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  return indiaDayOf(endDate);
}

/** The last valid India day: as carried, else from the end date (events written before they carried it). */
export const validThroughOf = (member: MembershipTerm): string | null =>
  member.validThrough !== undefined ? member.validThrough : lastValidIndiaDay(member.membershipEndDate);

/** Whether the membership has not lapsed by `now`: no end date, or today in India is at most its last valid day. */
function withinTerm(member: MembershipTerm, now: Date): boolean {
  const last = validThroughOf(member);
  return last === null || todayInIndia(now) <= last;
}

/** The status every reader shows: an active member past their last valid day is expired, whatever is stored. */
export function effectiveStatus<S extends string>(
  member: MembershipTerm & { status: S },
  now: Date = new Date(),
): S | 'expired' {
  return member.status === 'active' && !withinTerm(member, now) ? 'expired' : member.status;
}

/** Whether the member may act as a member on `now`'s India day (sign up for events, pay dues). */
export function isMembershipValidOn(member: MembershipTerm, now: Date = new Date()): boolean {
  return effectiveStatus(member, now) === 'active';
}

/** Whole India days from today to the last valid day: 0 on the last day, negative once expired; null without an end. */
export function validDaysLeft(member: MembershipTerm, now: Date = new Date()): number | null {
  const last = validThroughOf(member);
  return last === null ? null : calendarDaysBetween(todayInIndia(now), last);
}

/** "Expiring" in the member list and Pending Renewals: valid today and the last valid day at most this many days away. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * Whether the membership is still valid on `now`'s India day but its last valid day is within
 * EXPIRING_WITHIN_DAYS days (0 = it ends today). Expired members and those without an end date are not expiring.
 */
export function isExpiringWithin(member: MembershipTerm, now: Date = new Date(), days = EXPIRING_WITHIN_DAYS): boolean {
  if (effectiveStatus(member, now) !== 'active') return false;
  const left = validDaysLeft(member, now);
  return left !== null && left <= days;
}

/** Issue 30: a member may ask to renew from this many India days before their last valid day (or once it has passed). */
export const RENEWAL_WINDOW_DAYS = 30;

/** Whether a renewal may be asked for on `now`'s India day: no end date, or at most RENEWAL_WINDOW_DAYS before it. */
export function renewalWindowOpen(member: MembershipTerm, now: Date = new Date()): boolean {
  const left = validDaysLeft(member, now);
  return left === null || left <= RENEWAL_WINDOW_DAYS;
}

/** The first India day (YYYY-MM-DD) a renewal may be asked on; null without an end date. */
export function renewalOpensOn(member: MembershipTerm): string | null {
  const last = validThroughOf(member);
  if (last === null) return null;
  return new Date(Date.parse(`${last}T00:00:00.000Z`) - RENEWAL_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10);
}

/** How long a membership lasts when nothing else says (spec part 2 §9: one year), in days. */
export const MEMBERSHIP_TERM_DAYS = 365;

/** The end of a membership of one term starting at `start`. */
export function oneTermFrom(start: Date): Date {
  return addDays(start, MEMBERSHIP_TERM_DAYS);
}

/** Today's India day as a typed date is stored (00:00 UTC of that day): what a blank start date means. */
export function todayAsMembershipDate(now: Date = new Date()): Date {
  return new Date(`${todayInIndia(now)}T00:00:00.000Z`);
}

/** The validity a member is saved with, and whether the end was filled in by the rule. */
export interface SavedValidity {
  membershipStartDate: Date;
  membershipEndDate: Date | null;
  /** True when the member is active without an end date, so the end is one term after the start. */
  endDefaulted: boolean;
}

/**
 * Validity is always set (issue 29), for the member form (create and edit) and the import alike: a blank
 * start date means today (the spec's default), and an active member without an end date ends one term
 * (one year) after the start. Other statuses keep a blank end.
 */
export function savedValidity(
  member: { status: string; membershipStartDate: Date | null; membershipEndDate: Date | null },
  now: Date = new Date(),
): SavedValidity {
  const start = member.membershipStartDate ?? todayAsMembershipDate(now);
  const endDefaulted = member.status === 'active' && member.membershipEndDate === null;
  return {
    membershipStartDate: start,
    membershipEndDate: endDefaulted ? oneTermFrom(start) : member.membershipEndDate,
    endDefaulted,
  };
}

/** One boundary of the rule; every implementation (TypeScript, SQL, the web) is tested against the same table. */
export interface MembershipValidityCase {
  /** What the case pins, as a user would notice it. */
  name: string;
  status: MemberStatus;
  /** ISO instant, or null when not set. */
  membershipEndDate: string | null;
  /** ISO instant of the check. */
  now: string;
  validThrough: string | null;
  valid: boolean;
  effectiveStatus: MemberStatus;
}

// 10:00 IST on 22/11/2026: the last valid day is 22/11/2026.
const END = '2026-11-22T04:30:00.000Z';

export const MEMBERSHIP_VALIDITY_CASES: readonly MembershipValidityCase[] = [
  {
    name: 'valid at 00:00 IST on the last valid day',
    status: 'active',
    membershipEndDate: END,
    now: '2026-11-21T18:30:00.000Z',
    validThrough: '2026-11-22',
    valid: true,
    effectiveStatus: 'active',
  },
  {
    name: 'valid at 23:59:59 IST on the last valid day, after the end instant itself',
    status: 'active',
    membershipEndDate: END,
    now: '2026-11-22T18:29:59.999Z',
    validThrough: '2026-11-22',
    valid: true,
    effectiveStatus: 'active',
  },
  {
    name: 'expired at 00:00 IST the day after the last valid day',
    status: 'active',
    membershipEndDate: END,
    now: '2026-11-22T18:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'expired',
  },
  {
    name: 'an end at 00:00 IST (still the day before in UTC) is valid through that India day',
    status: 'active',
    membershipEndDate: '2026-11-21T18:30:00.000Z',
    now: '2026-11-22T12:00:00.000Z',
    validThrough: '2026-11-22',
    valid: true,
    effectiveStatus: 'active',
  },
  {
    name: 'an end at 23:59:59 IST has lapsed at 00:00 IST next day, though it is still the same day in UTC',
    status: 'active',
    membershipEndDate: '2026-11-22T18:29:59.999Z',
    now: '2026-11-22T18:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'expired',
  },
  {
    name: 'valid a month before the end date',
    status: 'active',
    membershipEndDate: END,
    now: '2026-10-22T04:30:00.000Z',
    validThrough: '2026-11-22',
    valid: true,
    effectiveStatus: 'active',
  },
  {
    name: 'expired a year after the end date',
    status: 'active',
    membershipEndDate: END,
    now: '2027-11-22T04:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'expired',
  },
  {
    name: 'an active member without an end date never lapses',
    status: 'active',
    membershipEndDate: null,
    now: '2030-01-01T00:00:00.000Z',
    validThrough: null,
    valid: true,
    effectiveStatus: 'active',
  },
  {
    name: 'a member stored as expired stays expired before their end date',
    status: 'expired',
    membershipEndDate: END,
    now: '2026-11-01T04:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'expired',
  },
  {
    name: 'a pending member is not valid, whatever the end date',
    status: 'pending',
    membershipEndDate: END,
    now: '2026-11-01T04:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'pending',
  },
  {
    name: 'a suspended member stays suspended after their end date',
    status: 'suspended',
    membershipEndDate: END,
    now: '2027-01-01T04:30:00.000Z',
    validThrough: '2026-11-22',
    valid: false,
    effectiveStatus: 'suspended',
  },
];
