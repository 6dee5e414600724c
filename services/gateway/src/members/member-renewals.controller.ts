import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CompleteRenewalRequestBody,
  DeclineRenewalRequestBody,
  MembershipSubjects as S,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalRequestInput,
  RenewalSettingsAnswer,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';

/**
 * Renewal requests (spec part 2 §2 'Member renewal'): a member asks, an admin
 * follows up from the member detail page and marks the request paid and
 * renewed, or declines it.
 */
@ApiTags('members')
@Controller('members')
export class MemberRenewalsController {
  constructor(private readonly services: RpcClient) {}

  @Post('renewal-request')
  @Access('member-or-staff:office')
  @ApiOperation({
    summary: 'Records a renewal request (admin, or a member for themself); answers the stored request',
    description:
      "409 'Approve the application first' for a pending or suspended member; 409 MEMBERSHIP_RENEWAL_NOT_YET_OPEN " +
      "('Renewal opens on dd/mm/yyyy, …') for a member asking more than 30 days before their end date (an admin " +
      'may record one at any time). A new request e-mails the member an acknowledgement.',
  })
  @ApiAnswer('RenewalRequestDto')
  create(@Body() input: RenewalRequestInput, @CurrentCaller() { actor }: Caller): Promise<RenewalRequestDto> {
    return this.services.rpc(S.CreateRenewalRequest, { input, actor });
  }

  @Get('renewal-settings')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'The renewal fee (decimal string) and the period it buys in days, as membership sets them' })
  @ApiAnswer('RenewalSettingsAnswer')
  settings(@CurrentCaller() { actor }: Caller): Promise<RenewalSettingsAnswer> {
    return this.services.rpc(S.RenewalSettings, { actor });
  }

  @Post('renewal-requests/:requestId/complete')
  @HttpCode(200)
  @Access('staff:money')
  @ApiOperation({
    summary:
      'Mark Paid and Renewed: records how the fee was paid (method; reference unless cash) and renews for one more ' +
      'year from the later of today and the current end date; the member is active',
    description:
      '400 naming paymentMethod or reference, 404 for an unknown request, 409 when it is already completed or ' +
      "declined or the member is not approved ('Approve the application first')",
  })
  @ApiAnswer('RenewalRequestActionAnswer')
  complete(
    @Param('requestId') requestId: string,
    @Body() body: CompleteRenewalRequestBody,
    @CurrentCaller() { actor }: Caller,
  ): Promise<RenewalRequestActionAnswer> {
    return this.services.rpc(S.CompleteRenewalRequest, {
      requestId,
      paymentMethod: body.paymentMethod,
      reference: body.reference,
      actor,
    });
  }

  @Post('renewal-requests/:requestId/decline')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Declines an open renewal request with an optional reason; the membership stays as it is',
    description: '404 for an unknown request, 409 when it is already completed or declined',
  })
  @ApiAnswer('RenewalRequestActionAnswer')
  decline(
    @Param('requestId') requestId: string,
    @Body() body: DeclineRenewalRequestBody,
    @CurrentCaller() { actor }: Caller,
  ): Promise<RenewalRequestActionAnswer> {
    return this.services.rpc(S.DeclineRenewalRequest, { requestId, reason: body.reason, actor });
  }

  @Get(':id/renewal-requests')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: "The member's renewal requests, newest first (admin, or the member themself)" })
  @ApiListAnswer('RenewalRequestDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<RenewalRequestDto[]> {
    return this.services.rpc(S.ListRenewalRequests, { id, actor });
  }
}
