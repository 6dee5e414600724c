export const NotificationsSubjects = {
  /** The landing page's contact form: e-mails the support address and confirms to the visitor. */
  SendContactMessage: 'notifications.contact-message.send',
  /** The admin dashboard's activity feed, newest first. */
  RecentActivity: 'notifications.activity.list',
} as const;
