import { useQuery } from '@tanstack/react-query';
import {
  MemberStatuses,
  Schemes,
  TrendedStats,
  type ActivityItemDto,
  type ActivityType,
  type DashboardStatsAnswer,
  type DashboardTrend,
  type MemberStatus,
  type MonthlyContributionsRow,
  type TrendedStat,
} from '@portal/contracts/shapes';
import { answerOf, api } from './client';

export type DashboardStats = DashboardStatsAnswer;
/** The cards' figures. */
export type DashboardHeadline = Pick<
  DashboardStats,
  'totalMembers' | 'activeMembers' | 'pendingRenewals' | 'totalEvents' | 'paymentsReceived' | 'paymentsOutstanding'
>;
export type { DashboardTrend, MonthlyContributionsRow, TrendedStat };
/** Spec §3: known types get their own style; anything else is shown neutrally. */
export type { ActivityType };
export type ActivityItem = ActivityItemDto;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
};

export const EMPTY_STATS: DashboardHeadline = {
  totalMembers: 0,
  activeMembers: 0,
  pendingRenewals: 0,
  totalEvents: 0,
  paymentsReceived: '0.00',
  paymentsOutstanding: '0.00',
};

export function fetchDashboardStats() {
  return answerOf(api.GET('/api/dashboard/stats'));
}

export function fetchDashboardActivity() {
  return answerOf(api.GET('/api/dashboard/activity'));
}

export function useDashboardStatsQuery() {
  return useQuery({ queryKey: dashboardKeys.stats(), queryFn: fetchDashboardStats });
}

export function useDashboardActivityQuery() {
  return useQuery({ queryKey: dashboardKeys.activity(), queryFn: fetchDashboardActivity });
}

/** Spec §3: every stat defaults to 0, also when the call fails or a field is missing. */
export function statsOrZero(stats: Partial<DashboardStats> | null | undefined): DashboardHeadline {
  const pick = (key: keyof DashboardHeadline) => {
    const value = Number(stats?.[key] ?? 0);
    return Number.isFinite(value) ? value : 0;
  };
  return {
    totalMembers: pick('totalMembers'),
    activeMembers: pick('activeMembers'),
    pendingRenewals: pick('pendingRenewals'),
    totalEvents: pick('totalEvents'),
    // Money stays a decimal string, as it travels.
    paymentsReceived: pick('paymentsReceived').toFixed(2),
    paymentsOutstanding: pick('paymentsOutstanding').toFixed(2),
  };
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The cards' trends that came well-formed; a card without one shows none. */
export function trendsOf(
  stats: Partial<DashboardStats> | null | undefined,
): Partial<Record<TrendedStat, DashboardTrend>> {
  const trends: Partial<Record<TrendedStat, DashboardTrend>> = {};
  for (const key of TrendedStats) {
    const trend = stats?.trends?.[key];
    if (!trend || !isCount(trend.current) || !isCount(trend.lastMonth)) continue;
    trends[key] = {
      current: trend.current,
      lastMonth: trend.lastMonth,
      changePercent: isCount(trend.changePercent) ? trend.changePercent : null,
    };
  }
  return trends;
}

export interface DashboardSeries {
  membersByStatus: { status: MemberStatus; count: number }[];
  newMembersByMonth: { month: string; count: number }[];
  /** Amounts as numbers, for the chart's axis. */
  contributionsByMonth: ({ month: string } & Record<(typeof Schemes)[number], number>)[];
}

/** The charts' series, every value a number (0 when missing). */
export function seriesOf(stats: Partial<DashboardStats> | null | undefined): DashboardSeries {
  const byStatus = new Map((stats?.membersByStatus ?? []).map((s) => [s.status, s.count]));
  const amount = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);
  return {
    membersByStatus: MemberStatuses.map((status) => ({ status, count: amount(byStatus.get(status)) })),
    newMembersByMonth: (stats?.newMembersByMonth ?? []).map((m) => ({ month: m.month, count: amount(m.count) })),
    contributionsByMonth: (stats?.contributionsByMonth ?? []).map((row: MonthlyContributionsRow) => ({
      month: row.month,
      esi: amount(row.esi),
      postal: amount(row.postal),
      kutumba_barosa: amount(row.kutumba_barosa),
    })),
  };
}
