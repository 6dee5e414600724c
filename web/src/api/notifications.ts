import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationReadAnswer,
  NotificationDto,
  NotificationStats,
  NotificationType,
  SendNotificationAnswer,
  SendNotificationFields,
  SentNotificationDto,
} from '@portal/contracts/shapes';
import { answerOf, api } from './client';

export type { NotificationType };
export type PortalNotification = NotificationDto;
export type SentNotification = SentNotificationDto;
export type { NotificationStats };
export type SendNotificationInput = SendNotificationFields;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  sent: () => [...notificationKeys.all, 'sent'] as const,
  stats: () => [...notificationKeys.all, 'stats'] as const,
};

/** The reader's notifications, newest first (spec part 1 §7: GET /api/notifications answers the list). */
export const fetchNotifications = (): Promise<PortalNotification[]> => answerOf(api.GET('/api/notifications'));

export const fetchUnreadCount = async (): Promise<number> =>
  (await answerOf(api.GET('/api/notifications/unread-count'))).unreadCount;

export const fetchSentNotifications = (): Promise<SentNotification[]> => answerOf(api.GET('/api/notifications/sent'));

export const fetchNotificationStats = (): Promise<NotificationStats> => answerOf(api.GET('/api/notifications/stats'));

export const sendNotification = (input: SendNotificationInput): Promise<SendNotificationAnswer> =>
  answerOf(api.POST('/api/notifications', { body: input }));

export const markNotificationRead = (id: string): Promise<MarkNotificationReadAnswer> =>
  answerOf(api.POST('/api/notifications/{id}/read', { params: { path: { id } } }));

/**
 * The reader's notifications (spec §7: no retry). `fresh` refetches whenever a screen that lists them
 * opens; other screens reuse whatever is cached.
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

/** The header badge: a failing call counts as 0 unread. */
export function useUnreadNotificationCount(): number {
  const { data } = useQuery({ queryKey: notificationKeys.unreadCount(), queryFn: fetchUnreadCount, retry: false });
  return data ?? 0;
}

/** Admins: the notifications sent, with their delivery. */
export function useSentNotificationsQuery() {
  return useQuery({
    queryKey: notificationKeys.sent(),
    queryFn: fetchSentNotifications,
    retry: false,
    refetchOnMount: 'always',
  });
}

/** Admins: the Notifications page's tiles. */
export function useNotificationStatsQuery() {
  return useQuery({
    queryKey: notificationKeys.stats(),
    queryFn: fetchNotificationStats,
    retry: false,
    refetchOnMount: 'always',
  });
}

/** Shows the item read and the new count at once, so the badge drops without waiting for a refetch. */
function markCachedRead(queryClient: QueryClient, answer: MarkNotificationReadAnswer) {
  queryClient.setQueryData<PortalNotification[]>(notificationKeys.list(), (current) =>
    current?.map((item) => (item.id === answer.id ? { ...item, isRead: true } : item)),
  );
  queryClient.setQueryData<number>(notificationKeys.unreadCount(), answer.unreadCount);
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
