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
  /** Issue 33: the member's message channels (WhatsApp) with their consent. */
  MessageChannels: 'notifications.message-channels.get',
  /** Issue 33: the member opts in to a channel (consent recorded now) or out (honoured at once). */
  ChooseMessageChannel: 'notifications.message-channels.choose',
  /** Issue 33: a WhatsApp Cloud API webhook POST (delivery statuses, replies; STOP opts out). */
  ReceiveWhatsAppWebhook: 'notifications.whatsapp.webhook.receive',
  /** Issue 33: the WhatsApp webhook's verification GET (hub.challenge). */
  VerifyWhatsAppWebhook: 'notifications.whatsapp.webhook.verify',
  /** Issue 33: an MSG91 webhook POST (SMS delivery reports, replies to the virtual number; STOP opts out). */
  ReceiveSmsWebhook: 'notifications.sms.webhook.receive',
} as const;

/** Domain events of notifications (published through the outbox; past tense). */
export const NotificationsEvents = {
  /** Issue 32: notifications erased the member of an erasure (ErasureConfirmedEventData). */
  ErasureConfirmed: 'notifications.erasure.confirmed',
} as const;
