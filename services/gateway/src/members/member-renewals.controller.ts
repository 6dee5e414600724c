import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MembershipSubjects as S,
  RenewalRequestDto,
  RenewalRequestInput,
  RenewalSettingsAnswer,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';

/** Renewal requests (spec part 2 §2 'Member renewal'): an admin follows them up from the member detail page. */
@ApiTags('members')
@Controller('members')
export class MemberRenewalsController {
  constructor(private readonly services: RpcClient) {}

  @Post('renewal-request')
  @Access('admin-or-member')
  @ApiOperation({ summary: 'Records a renewal request (admin, or a member for themself); answers the stored request' })
  create(@Body() input: RenewalRequestInput, @CurrentCaller() { actor }: Caller): Promise<RenewalRequestDto> {
    return this.services.rpc(S.CreateRenewalRequest, { input, actor });
  }

  @Get('renewal-settings')
  @Access('admin-or-member')
  @ApiOperation({ summary: 'The renewal fee (decimal string) and the period it buys in days, as membership sets them' })
  settings(@CurrentCaller() { actor }: Caller): Promise<RenewalSettingsAnswer> {
    return this.services.rpc(S.RenewalSettings, { actor });
  }

  @Get(':id/renewal-requests')
  @Access('admin')
  @ApiOperation({ summary: "The member's renewal requests, newest first" })
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<RenewalRequestDto[]> {
    return this.services.rpc(S.ListRenewalRequests, { id, actor });
  }
}
