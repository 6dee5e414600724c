import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationReadAnswer,
  NotificationDto,
  NotificationsAnswer,
  NotificationType,
  SendNotificationAnswer,
  SendNotificationFields,
} from '@portal/contracts/shapes';
import { apiGet, apiPost } from './client';

export type { NotificationType };
export type PortalNotification = NotificationDto;
export type NotificationsList = NotificationsAnswer;
export type SendNotificationInput = SendNotificationFields;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

const EMPTY: NotificationsAnswer = { items: [], unreadCount: 0 };

/** The answer as the screens use it; anything else (an empty body) reads as no notifications. */
function asAnswer(answer: unknown): NotificationsAnswer {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return EMPTY;
  const value = answer as Partial<NotificationsAnswer>;
  const items = Array.isArray(value.items) ? value.items : [];
  const unreadCount =
    typeof value.unreadCount === 'number' ? value.unreadCount : items.filter((item) => !item.isRead).length;
  return { ...value, items, unreadCount };
}

export async function fetchNotifications(): Promise<NotificationsAnswer> {
  return asAnswer(await apiGet<unknown>('/api/notifications'));
}

export const sendNotification = (input: SendNotificationInput) =>
  apiPost<SendNotificationAnswer>('/api/notifications', input);

export const markNotificationRead = (id: string) =>
  apiPost<MarkNotificationReadAnswer>(`/api/notifications/${encodeURIComponent(id)}/read`);

/**
 * The reader's notifications (spec §7: no retry). `fresh` refetches whenever a screen that lists them
 * opens; the header badge reuses whatever is cached.
 */
export function useNotificationsQuery(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: fetchNotifications,
    retry: false,
    enabled: options.enabled ?? true,
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** The header badge: a failing or empty call counts as 0 unread. */
export function useUnreadNotificationCount(): number {
  const { data } = useNotificationsQuery();
  return data?.unreadCount ?? 0;
}

/** Shows the item read and the new count at once, so the badge drops without waiting for a refetch. */
function markCachedRead(queryClient: QueryClient, answer: MarkNotificationReadAnswer) {
  queryClient.setQueryData<NotificationsAnswer>(notificationKeys.list(), (current) =>
    current
      ? {
          ...current,
          items: current.items.map((item) => (item.id === answer.id ? { ...item, isRead: true } : item)),
          unreadCount: answer.unreadCount,
        }
      : current,
  );
}

export function useMarkNotificationReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (answer) => markCachedRead(queryClient, answer),
  });
}

export function useSendNotificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
