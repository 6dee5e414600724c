import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ListNotificationsRequest,
  MarkNotificationReadAnswer,
  MarkNotificationReadRequest,
  NotificationsAnswer,
  NotificationsSubjects as S,
  SendNotificationAnswer,
  SendNotificationRequest,
} from '@portal/contracts';
import { NoticesService } from './notices.service';

@Controller()
export class NoticesHandler {
  constructor(private readonly notices: NoticesService) {}

  @MessagePattern(S.SendNotification)
  send(@Payload() body: SendNotificationRequest): Promise<SendNotificationAnswer> {
    return this.notices.send(body);
  }

  @MessagePattern(S.ListNotifications)
  list(@Payload() body: ListNotificationsRequest): Promise<NotificationsAnswer> {
    return this.notices.list(body);
  }

  @MessagePattern(S.MarkNotificationRead)
  markRead(@Payload() body: MarkNotificationReadRequest): Promise<MarkNotificationReadAnswer> {
    return this.notices.markRead(body);
  }
}
