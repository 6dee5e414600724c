import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
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
  NotificationsSubjects as S,
  SendNotificationAnswer,
  SendNotificationRequest,
} from '@portal/contracts';
import { NoticeReadingService } from './notice-reading.service';
import { NoticesService } from './notices.service';

@Controller()
export class NoticesHandler {
  constructor(
    private readonly notices: NoticesService,
    private readonly reading: NoticeReadingService,
  ) {}

  @MessagePattern(S.SendNotification)
  send(@Payload() body: SendNotificationRequest): Promise<SendNotificationAnswer> {
    return this.notices.send(body);
  }

  @MessagePattern(S.ListNotifications)
  list(@Payload() body: ListNotificationsRequest): Promise<NotificationsAnswer> {
    return this.reading.list(body);
  }

  @MessagePattern(S.ListNotificationsPage)
  page(@Payload() body: NotificationsPageRequest): Promise<NotificationsPage> {
    return this.reading.page(body);
  }

  @MessagePattern(S.MarkAllNotificationsRead)
  markAllRead(@Payload() body: MarkAllNotificationsReadRequest): Promise<MarkAllNotificationsReadAnswer> {
    return this.reading.markAllRead(body);
  }

  @MessagePattern(S.PreviewAudience)
  previewAudience(@Payload() body: AudiencePreviewRequest): Promise<AudiencePreviewAnswer> {
    return this.notices.previewAudience(body);
  }

  @MessagePattern(S.MarkNotificationRead)
  markRead(@Payload() body: MarkNotificationReadRequest): Promise<MarkNotificationReadAnswer> {
    return this.reading.markRead(body);
  }
}
