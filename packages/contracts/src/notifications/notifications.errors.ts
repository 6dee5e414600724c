export enum NotificationsErrorCode {
  NotificationNotFound = 'NOTIFICATIONS_NOTIFICATION_NOT_FOUND',
}
