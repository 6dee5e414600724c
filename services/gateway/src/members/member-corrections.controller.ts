import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CorrectionRequestDto,
  CorrectionRequestInput,
  DeclineCorrectionRequestBody,
  MembershipSubjects as S,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';

/**
 * Correction requests (issue 32): a member asks for a correction of a field they cannot edit themselves (date of
 * birth, name on record, Aadhaar last four); it waits in the admin inbox until an admin edits that field on the
 * member (which closes it as done) or declines it with a reason.
 */
@ApiTags('members')
@Controller('members')
export class MemberCorrectionsController {
  constructor(private readonly services: RpcClient) {}

  @Post('correction-requests')
  @Access('member')
  @ApiOperation({
    summary: 'The signed-in member asks for a correction of their date of birth, name on record or Aadhaar last four',
    description:
      "400 naming `value` when the member form's rules refuse it (a date YYYY-MM-DD not in the future; a first and " +
      'last name; 12 Aadhaar digits or the last four, of which only the last four are kept); 409 ' +
      'MEMBERSHIP_CORRECTION_ALREADY_REQUESTED while a request for the same field is open. The office sees it in ' +
      'the admin inbox.',
  })
  @ApiAnswer('CorrectionRequestDto')
  create(@Body() input: CorrectionRequestInput, @CurrentCaller() { actor }: Caller): Promise<CorrectionRequestDto> {
    return this.services.rpc(S.CreateCorrectionRequest, { input, actor });
  }

  @Post('correction-requests/:requestId/decline')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Declines an open correction request with the reason the member is told (portal and e-mail)',
    description: '400 without a reason, 404 for an unknown request, 409 when it is already done or declined',
  })
  @ApiAnswer('CorrectionRequestDto')
  decline(
    @Param('requestId') requestId: string,
    @Body() body: DeclineCorrectionRequestBody,
    @CurrentCaller() { actor }: Caller,
  ): Promise<CorrectionRequestDto> {
    return this.services.rpc(S.DeclineCorrectionRequest, { requestId, reason: body.reason, actor });
  }

  @Get(':id/correction-requests')
  @Access('member-or-staff:office')
  @ApiOperation({
    summary: "The member's correction requests, newest first (office admins, or the member themself)",
  })
  @ApiListAnswer('CorrectionRequestDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<CorrectionRequestDto[]> {
    return this.services.rpc(S.ListCorrectionRequests, { id, actor });
  }
}
