export const NotificationsSubjects = {
  /** The landing page's contact form: e-mails the support address and confirms to the visitor. */
  SendContactMessage: 'notifications.contact-message.send',
  /** The admin dashboard's activity feed, newest first. */
  RecentActivity: 'notifications.activity.list',
  /** An admin sends a notification to an audience resolved now; optionally e-mailed. */
  SendNotification: 'notifications.notification.send',
  /** The reader's notifications (a member's own, an admin's inbox and sent list) with the unread count. */
  ListNotifications: 'notifications.notification.list',
  /** Marks one notification read for the reader only. */
  MarkNotificationRead: 'notifications.notification.read',
  /** One page of the reader's list, newest first, with the total and the unread count. */
  ListNotificationsPage: 'notifications.notification.page',
  /** Marks every item of the reader's own list read (an admin's inbox, a member's notifications). */
  MarkAllNotificationsRead: 'notifications.notification.read-all',
  /** Whom a send to an audience would reach, and whom it leaves out and why (read-only). */
  PreviewAudience: 'notifications.audience.preview',
} as const;

/** Domain events of notifications (published through the outbox; past tense). */
export const NotificationsEvents = {
  /** Issue 32: notifications erased the member of an erasure (ErasureConfirmedEventData). */
  ErasureConfirmed: 'notifications.erasure.confirmed',
} as const;
