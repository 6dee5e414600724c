import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AudiencePreviewAnswer,
  AudiencePreviewQuery,
  MarkAllNotificationsReadAnswer,
  MarkNotificationReadAnswer,
  NotificationsPage,
  NotificationsPageQuery,
  NotificationDto,
  NotificationStats,
  NotificationsSubjects as S,
  SendNotificationAnswer,
  SendNotificationInput,
  SentNotificationDto,
  UnreadCountAnswer,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/** A send to every member, e-mailed too, writes a row per member: more than an ordinary call's time. */
const SEND_TIMEOUT_MS = 60_000;

/** Notifications (spec part 1 §2, §7; issue 13): admins send, every reader reads their own. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      "The reader's notifications, newest first, with their own read state (spec part 1 §7: a list): a member's own " +
      "and broadcast ones; an admin's inbox (registrations, renewal requests, payments, failed e-mails)",
  })
  @ApiListAnswer('NotificationDto')
  async list(@CurrentCaller() { actor }: Caller): Promise<NotificationDto[]> {
    return (await this.services.rpc(S.ListNotifications, { actor })).items;
  }

  @Get('page')
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      "One page of the reader's notifications, newest first (page, limit: 20 unless given, at most 100), with the " +
      'total and the unread count; an admin inbox item settled by what it asked for carries resolvedAt and resolution',
  })
  @ApiAnswer('NotificationsPage')
  page(@Query() query: NotificationsPageQuery, @CurrentCaller() { actor }: Caller): Promise<NotificationsPage> {
    return this.services.rpc(S.ListNotificationsPage, { actor, query });
  }

  @Get('audience')
  @Access('staff:office')
  @ApiOperation({
    summary:
      'Whom a send to this audience (status, scheme or memberId; none: all members) would reach now, and whom it ' +
      'leaves out and why; nothing is sent',
  })
  @ApiAnswer('AudiencePreviewAnswer')
  audience(@Query() input: AudiencePreviewQuery, @CurrentCaller() { actor }: Caller): Promise<AudiencePreviewAnswer> {
    return this.services.rpc(S.PreviewAudience, { actor, input });
  }

  @Get('unread-count')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "How many of the reader's notifications are unread (the header badge)" })
  @ApiAnswer('UnreadCountAnswer')
  async unreadCount(@CurrentCaller() { actor }: Caller): Promise<UnreadCountAnswer> {
    const { unreadCount } = await this.services.rpc(S.ListNotifications, { actor });
    return { unreadCount };
  }

  @Get('sent')
  @Access('staff:read')
  @ApiOperation({ summary: 'The notifications admins and reminders sent, newest first, with their delivery counts' })
  @ApiListAnswer('SentNotificationDto')
  async sent(@CurrentCaller() { actor }: Caller): Promise<SentNotificationDto[]> {
    return (await this.services.rpc(S.ListNotifications, { actor })).sent ?? [];
  }

  @Get('stats')
  @Access('staff:read')
  @ApiOperation({
    summary:
      "The Notifications page's tiles, each one unit: notifications sent today, members they reached, and " +
      'notification e-mails delivered, pending and failed',
  })
  @ApiAnswer('NotificationStats')
  async stats(@CurrentCaller() { actor }: Caller): Promise<NotificationStats> {
    const { stats } = await this.services.rpc(S.ListNotifications, { actor });
    return stats ?? { sentToday: 0, recipientsToday: 0, delivered: 0, pending: 0, failed: 0 };
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({
    summary:
      'Sends a notification (title, message, type) to all members, or to one status, scheme or memberId; ' +
      'email: true e-mails each addressee too',
  })
  @ApiAnswer('SendNotificationAnswer')
  send(@Body() input: SendNotificationInput, @CurrentCaller() { actor }: Caller): Promise<SendNotificationAnswer> {
    return this.services.rpc(S.SendNotification, { input, actor }, { timeoutMs: SEND_TIMEOUT_MS });
  }

  @Post('read-all')
  @HttpCode(200)
  @Access('member-or-staff:read')
  @ApiOperation({
    summary: "Marks every notification of the caller's own list read (an admin's inbox, a member's own)",
  })
  @ApiAnswer('MarkAllNotificationsReadAnswer')
  markAllRead(@CurrentCaller() { actor }: Caller): Promise<MarkAllNotificationsReadAnswer> {
    return this.services.rpc(S.MarkAllNotificationsRead, { actor });
  }

  @Post(':id/read')
  @HttpCode(200)
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'Marks a notification read for the caller only; 404 for one not addressed to them' })
  @ApiAnswer('MarkNotificationReadAnswer')
  markRead(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<MarkNotificationReadAnswer> {
    return this.services.rpc(S.MarkNotificationRead, { id, actor });
  }
}
