import { Controller, Get } from '@nestjs/common';
import { ActivityItemDto, NotificationsSubjects } from '@portal/contracts';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { DashboardService, DashboardStats } from './dashboard.service';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly services: RpcClient,
  ) {}

  @Get('stats')
  @Access('staff:read')
  @ApiOperation({
    summary:
      'totalMembers, activeMembers (end date not passed), pendingRenewals (expired, or ending within 30 days) and totalEvents, ' +
      'each with its month-over-month trend; members by status, new members and contributions per month (last 12 months)',
  })
  @ApiAnswer('DashboardStatsAnswer')
  stats(@CurrentCaller() caller: Caller): Promise<DashboardStats> {
    return this.dashboard.stats(caller);
  }

  @Get('activity')
  @Access('staff:read')
  @ApiOperation({
    summary: 'Recent activity (registrations, approvals, rejections, deletions, renewals, imports), newest first',
  })
  @ApiListAnswer('ActivityItemDto')
  activity(): Promise<ActivityItemDto[]> {
    return this.services.rpc(NotificationsSubjects.RecentActivity, { limit: 10 });
  }
}
