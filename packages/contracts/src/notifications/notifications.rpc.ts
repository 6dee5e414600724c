export interface NotificationsRpc {}
