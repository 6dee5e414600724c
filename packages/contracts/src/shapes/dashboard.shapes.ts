/** The admin dashboard's answers (spec part 1 §3 "Dashboard stats", "Activity item"). */

import type { MemberStatus, Scheme } from './member.shapes';

/** One stat card's month-over-month trend: the figure now against the figure when this month began in India. */
export interface DashboardTrend {
  current: number;
  lastMonth: number;
  /** (current − lastMonth) / lastMonth in percent, one decimal; null when last month was 0 (no percentage exists). */
  changePercent: number | null;
}

/** The four stat cards that carry a trend. */
export const TrendedStats = ['totalMembers', 'activeMembers', 'pendingRenewals', 'totalEvents'] as const;
export type TrendedStat = (typeof TrendedStats)[number];

/** One month of the contributions chart: 'YYYY-MM' in India and what each scheme received (decimal strings). */
export type MonthlyContributionsRow = { month: string } & Record<Scheme, string>;

/** GET /api/dashboard/stats: member figures from membership, the event count from content, money from payments. */
export interface DashboardStatsAnswer {
  totalMembers: number;
  activeMembers: number;
  pendingRenewals: number;
  totalEvents: number;
  /** Sum of paid scheme contributions (decimal string). */
  paymentsReceived: string;
  /** What pending and overdue records ask (decimal string). */
  paymentsOutstanding: string;
  /** Month over month for each of the four cards. */
  trends: Record<TrendedStat, DashboardTrend>;
  /** Members by effective status, every status listed. */
  membersByStatus: { status: MemberStatus; count: number }[];
  /** New members per month, the last 12 months oldest first ('YYYY-MM' in India). */
  newMembersByMonth: { month: string; count: number }[];
  /** Contributions received per month and scheme, the last 12 months oldest first, months without payments at 0.00. */
  contributionsByMonth: MonthlyContributionsRow[];
}

/** Activity types that get their own style (spec part 1 §3 plus the member events recorded); others are neutral. */
export const ActivityTypes = [
  'member_registration',
  'member_approved',
  'member_rejected',
  'member_deleted',
  'members_imported',
  'renewal_requested',
  'renewal_completed',
  'renewal_declined',
  'payment_completed',
  'event_created',
  'id_card_generated',
] as const;
export type ActivityType = (typeof ActivityTypes)[number];

/** One entry of GET /api/dashboard/activity. `type` may be one not listed in ActivityTypes. */
export interface ActivityItemDto {
  id: string;
  type: string;
  title: string;
  createdAt: string;
}
