/** The admin dashboard's answers (spec part 1 §3 "Dashboard stats", "Activity item"). */

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
