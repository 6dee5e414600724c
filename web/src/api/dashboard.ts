import { useQuery } from '@tanstack/react-query';
import type { ActivityItemDto, ActivityType, DashboardStatsAnswer } from '@portal/contracts/shapes';
import { apiGet } from './client';

export type DashboardStats = DashboardStatsAnswer;
/** Spec §3: known types get their own style; anything else is shown neutrally. */
export type { ActivityType };
export type ActivityItem = ActivityItemDto;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: () => [...dashboardKeys.all, 'stats'] as const,
  activity: () => [...dashboardKeys.all, 'activity'] as const,
};

export const EMPTY_STATS: DashboardStats = {
  totalMembers: 0,
  activeMembers: 0,
  pendingRenewals: 0,
  totalEvents: 0,
  paymentsReceived: '0.00',
  paymentsOutstanding: '0.00',
};

export function fetchDashboardStats() {
  return apiGet<Partial<DashboardStats> | null>('/api/dashboard/stats');
}

export function fetchDashboardActivity() {
  return apiGet<ActivityItem[] | null>('/api/dashboard/activity');
}

export function useDashboardStatsQuery() {
  return useQuery({ queryKey: dashboardKeys.stats(), queryFn: fetchDashboardStats });
}

export function useDashboardActivityQuery() {
  return useQuery({ queryKey: dashboardKeys.activity(), queryFn: fetchDashboardActivity });
}

/** Spec §3: every stat defaults to 0, also when the call fails or a field is missing. */
export function statsOrZero(stats: Partial<DashboardStats> | null | undefined): DashboardStats {
  const pick = (key: keyof DashboardStats) => {
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
