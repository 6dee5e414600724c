import { useQuery } from '@tanstack/react-query';
import { apiGet } from './client';

export type NotificationType = 'general' | 'renewal_reminder' | 'payment_due' | (string & {});

export interface PortalNotification {
  id: string;
  memberId?: string | null;
  title: string;
  message: string;
  type: NotificationType;
  isRead: boolean;
  sentAt?: string | null;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

export function fetchNotifications() {
  return apiGet<PortalNotification[] | null>('/api/notifications');
}

export function useNotificationsQuery(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: fetchNotifications,
    retry: false,
    enabled: options.enabled ?? true,
  });
}

/** The header badge: a failing or empty call counts as 0 unread. */
export function useUnreadNotificationCount(): number {
  const { data } = useNotificationsQuery();
  return Array.isArray(data) ? data.filter((item) => !item.isRead).length : 0;
}
