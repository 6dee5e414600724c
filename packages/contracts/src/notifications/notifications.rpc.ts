import { Rpc } from '../common/rpc';
import { ActivityItemDto, RecentActivityRequest } from './activity.dto';
import { SendContactMessageAnswer, SendContactMessageRpcRequest } from './contact-message.dto';
import {
  AudiencePreviewAnswer,
  AudiencePreviewRequest,
  ListNotificationsRequest,
  MarkAllNotificationsReadAnswer,
  MarkAllNotificationsReadRequest,
  NotificationsPage,
  NotificationsPageRequest,
  MarkNotificationReadAnswer,
  MarkNotificationReadRequest,
  NotificationsAnswer,
  SendNotificationAnswer,
  SendNotificationRequest,
} from './notices.dto';
import {
  ChooseMessageChannelRequest,
  MessageChannelsRequest,
  ReceiveSmsWebhookRequest,
  ReceiveWhatsAppWebhookAnswer,
  ReceiveWhatsAppWebhookRequest,
  VerifyWhatsAppWebhookAnswer,
  VerifyWhatsAppWebhookRequest,
} from './message-channels.dto';
import { NotificationsSubjects as S } from './notifications.subjects';
import type { MessageChannelsAnswer } from '../shapes/message-channels.shapes';

export interface NotificationsRpc {
  [S.SendContactMessage]: Rpc<SendContactMessageRpcRequest, SendContactMessageAnswer>;
  [S.RecentActivity]: Rpc<RecentActivityRequest, ActivityItemDto[]>;
  [S.SendNotification]: Rpc<SendNotificationRequest, SendNotificationAnswer>;
  [S.ListNotifications]: Rpc<ListNotificationsRequest, NotificationsAnswer>;
  [S.MarkNotificationRead]: Rpc<MarkNotificationReadRequest, MarkNotificationReadAnswer>;
  [S.ListNotificationsPage]: Rpc<NotificationsPageRequest, NotificationsPage>;
  [S.MarkAllNotificationsRead]: Rpc<MarkAllNotificationsReadRequest, MarkAllNotificationsReadAnswer>;
  [S.PreviewAudience]: Rpc<AudiencePreviewRequest, AudiencePreviewAnswer>;
  [S.MessageChannels]: Rpc<MessageChannelsRequest, MessageChannelsAnswer>;
  [S.ChooseMessageChannel]: Rpc<ChooseMessageChannelRequest, MessageChannelsAnswer>;
  [S.ReceiveWhatsAppWebhook]: Rpc<ReceiveWhatsAppWebhookRequest, ReceiveWhatsAppWebhookAnswer>;
  [S.VerifyWhatsAppWebhook]: Rpc<VerifyWhatsAppWebhookRequest, VerifyWhatsAppWebhookAnswer>;
  [S.ReceiveSmsWebhook]: Rpc<ReceiveSmsWebhookRequest, ReceiveWhatsAppWebhookAnswer>;
}
