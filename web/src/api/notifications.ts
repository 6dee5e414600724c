import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AudiencePreviewAnswer,
  MarkAllNotificationsReadAnswer,
  MarkNotificationReadAnswer,
  NotificationDto,
  NotificationsPage,
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
export type { AudiencePreviewAnswer, NotificationStats, NotificationsPage };
export type SendNotificationInput = SendNotificationFields;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  pages: () => [...notificationKeys.all, 'page'] as const,
  page: (page: number, limit: number) => [...notificationKeys.pages(), page, limit] as const,
  audience: (audience: AudienceFilter) => [...notificationKeys.all, 'audience', audience] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  sent: () => [...notificationKeys.all, 'sent'] as const,
  stats: () => [...notificationKeys.all, 'stats'] as const,
};

/** The reader's notifications, newest first (spec part 1 §7: GET /api/notifications answers the list). */
export const fetchNotifications = (): Promise<PortalNotification[]> => answerOf(api.GET('/api/notifications'));

/** One page of the reader's list, newest first, with the total and the unread count. */
export const fetchNotificationsPage = (page: number, limit: number): Promise<NotificationsPage> =>
  answerOf(api.GET('/api/notifications/page', { params: { query: { page, limit } } }));

/** Who a send would reach: the send form's audience (status, scheme or memberId; none: all members). */
export type AudienceFilter = Pick<SendNotificationFields, 'status' | 'scheme' | 'memberId'>;

export const fetchAudiencePreview = (audience: AudienceFilter): Promise<AudiencePreviewAnswer> =>
  answerOf(api.GET('/api/notifications/audience', { params: { query: audience } }));

export const markAllNotificationsRead = (): Promise<MarkAllNotificationsReadAnswer> =>
  answerOf(api.POST('/api/notifications/read-all'));

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

/** One page of the reader's list; the page shown stays while the next loads. */
export function useNotificationsPageQuery(page: number, limit: number) {
  return useQuery({
    queryKey: notificationKeys.page(page, limit),
    queryFn: () => fetchNotificationsPage(page, limit),
    retry: false,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

/** The header badge: unresolved, unread items (a failing call counts as 0 unread). */
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
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.pages() }, (current) =>
    current
      ? {
          ...current,
          unreadCount: answer.unreadCount,
          items: current.items.map((item) => (item.id === answer.id ? { ...item, isRead: true } : item)),
        }
      : current,
  );
  queryClient.setQueryData<number>(notificationKeys.unreadCount(), answer.unreadCount);
}

/** Mark all as read: every item of the reader's list, the badge to what is left (0). */
export function useMarkAllNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: (answer) => {
      queryClient.setQueryData<PortalNotification[]>(notificationKeys.list(), (current) =>
        current?.map((item) => ({ ...item, isRead: true })),
      );
      queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationKeys.pages() }, (current) =>
        current
          ? {
              ...current,
              unreadCount: answer.unreadCount,
              items: current.items.map((item) => ({ ...item, isRead: true })),
            }
          : current,
      );
      queryClient.setQueryData<number>(notificationKeys.unreadCount(), answer.unreadCount);
    },
  });
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
