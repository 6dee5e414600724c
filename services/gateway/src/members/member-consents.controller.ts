import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsentDto, MembershipSubjects as S, WithdrawConsentAnswer } from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';

/**
 * Consent (issue 32): what a member agreed to at registration (the privacy notice's version and when), and its
 * withdrawal from Profile Settings, which asks the office to erase the member's data (an erasure request).
 */
@ApiTags('members')
@Controller('members')
export class MemberConsentsController {
  constructor(private readonly services: RpcClient) {}

  @Post('consents/withdraw')
  @HttpCode(200)
  @Access('member')
  @ApiOperation({
    summary:
      'The signed-in member withdraws their consent to the privacy notice, which starts the erasure of their data',
    description:
      'Answers the consents (now withdrawn) and the erasure request it started; when an erasure request is already ' +
      'open, that one. The office completes it as any erasure request.',
  })
  @ApiAnswer('WithdrawConsentAnswer')
  withdraw(@CurrentCaller() { actor }: Caller): Promise<WithdrawConsentAnswer> {
    return this.services.rpc(S.WithdrawConsent, { actor });
  }

  @Get(':id/consents')
  @Access('member-or-staff:office')
  @ApiOperation({ summary: "The member's consents, newest first: notice version, when given, when withdrawn" })
  @ApiListAnswer('ConsentDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<ConsentDto[]> {
    return this.services.rpc(S.ListConsents, { id, actor });
  }
}
