import { Rpc } from '../common/rpc';
import { ActivityItemDto, RecentActivityRequest } from './activity.dto';
import { SendContactMessageAnswer, SendContactMessageRequest } from './contact-message.dto';
import {
  ListNotificationsRequest,
  MarkNotificationReadAnswer,
  MarkNotificationReadRequest,
  NotificationsAnswer,
  SendNotificationAnswer,
  SendNotificationRequest,
} from './notices.dto';
import { NotificationsSubjects as S } from './notifications.subjects';

export interface NotificationsRpc {
  [S.SendContactMessage]: Rpc<SendContactMessageRequest, SendContactMessageAnswer>;
  [S.RecentActivity]: Rpc<RecentActivityRequest, ActivityItemDto[]>;
  [S.SendNotification]: Rpc<SendNotificationRequest, SendNotificationAnswer>;
  [S.ListNotifications]: Rpc<ListNotificationsRequest, NotificationsAnswer>;
  [S.MarkNotificationRead]: Rpc<MarkNotificationReadRequest, MarkNotificationReadAnswer>;
}
