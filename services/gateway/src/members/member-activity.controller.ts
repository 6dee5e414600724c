import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberActivityEntryDto } from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberActivityService } from './member-activity.service';
import { ApiListAnswer } from '../docs/api-answer.decorators';

@ApiTags('members')
@Controller('members')
export class MemberActivityController {
  constructor(private readonly activity: MemberActivityService) {}

  @Get(':id/activity')
  @Access('staff:read')
  @ApiOperation({
    summary:
      "The member's activity log, newest first: registration, approval, renewals, photo, ID card, documents, " +
      'schemes, details and status, each with who did it',
  })
  @ApiListAnswer('MemberActivityEntryDto')
  list(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<MemberActivityEntryDto[]> {
    return this.activity.list(id, caller);
  }
}
