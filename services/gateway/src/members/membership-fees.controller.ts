import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MembershipFeesAnswer, MembershipFeesInput, MembershipSubjects as S } from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';

/** The joining fee and annual renewal fee the association sets (issue 26): one source for every screen and page. */
@ApiTags('members')
@Controller('membership-fees')
export class MembershipFeesController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('public')
  @ApiOperation({
    summary: 'The joining fee and the annual renewal fee (decimal strings), as the association sets them',
  })
  @ApiAnswer('MembershipFeesAnswer')
  get(@CurrentCaller() { actor }: Caller): Promise<MembershipFeesAnswer> {
    return this.services.rpc(S.GetMembershipFees, { actor });
  }

  @Put()
  @Access('staff:money')
  @ApiOperation({
    summary: 'Sets the joining fee, the annual renewal fee or both (each > 0); answers the fees as they are now',
  })
  @ApiAnswer('MembershipFeesAnswer')
  update(@Body() input: MembershipFeesInput, @CurrentCaller() { actor }: Caller): Promise<MembershipFeesAnswer> {
    return this.services.rpc(S.UpdateMembershipFees, { input, actor });
  }
}
