import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MarkNotificationReadAnswer,
  NotificationsAnswer,
  NotificationsSubjects as S,
  SendNotificationAnswer,
  SendNotificationInput,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { ApiAnswer } from '../docs/api-answer.decorators';

/** A send to every member, e-mailed too, writes a row per member: more than an ordinary call's time. */
const SEND_TIMEOUT_MS = 60_000;

/** Notifications (spec part 1 §2, §7; issue 13): admins send, every reader reads their own. */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('admin-or-member')
  @ApiOperation({
    summary:
      "The reader's notifications with their own read state and unreadCount: a member's own and broadcast ones; " +
      "an admin's inbox (registrations, renewal requests, payments, failed e-mails), the sent list with delivery counts and the tiles",
  })
  @ApiAnswer('NotificationsAnswer')
  list(@CurrentCaller() { actor }: Caller): Promise<NotificationsAnswer> {
    return this.services.rpc(S.ListNotifications, { actor });
  }

  @Post()
  @Access('admin')
  @ApiOperation({
    summary:
      'Sends a notification (title, message, type) to all members, or to one status, scheme or memberId; ' +
      'email: true e-mails each addressee too',
  })
  @ApiAnswer('SendNotificationAnswer')
  send(@Body() input: SendNotificationInput, @CurrentCaller() { actor }: Caller): Promise<SendNotificationAnswer> {
    return this.services.rpc(S.SendNotification, { input, actor }, { timeoutMs: SEND_TIMEOUT_MS });
  }

  @Post(':id/read')
  @HttpCode(200)
  @Access('admin-or-member')
  @ApiOperation({ summary: 'Marks a notification read for the caller only; 404 for one not addressed to them' })
  @ApiAnswer('MarkNotificationReadAnswer')
  markRead(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<MarkNotificationReadAnswer> {
    return this.services.rpc(S.MarkNotificationRead, { id, actor });
  }
}
