import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { DashboardService, DashboardStats } from './dashboard.service';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('stats')
  @Access('admin')
  @ApiOperation({ summary: 'totalMembers, activeMembers, pendingRenewals (expired + pending) and totalEvents' })
  stats(@CurrentCaller() caller: Caller): Promise<DashboardStats> {
    return this.dashboard.stats(caller);
  }
}
