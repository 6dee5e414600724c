import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DataRequestDto,
  DataRequestListItemDto,
  DataRequestListQuery,
  DeclineDataRequestBody,
  ErasureRequestInput,
  MembershipSubjects as S,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer, ApiListAnswer } from '../docs/api-answer.decorators';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberErasureService } from './member-erasure.service';

/**
 * Data requests (issue 32): a member asks for erasure of their data; the office sees it in the admin inbox and on
 * the member's page, with what will be kept and why and the policy's deadline, and completes it (every service
 * erases the member once and confirms) or declines it with a reason.
 */
@ApiTags('members')
@Controller('members')
export class MemberDataRequestsController {
  constructor(
    private readonly services: RpcClient,
    private readonly erasure: MemberErasureService,
  ) {}

  @Post('data-requests/erasure')
  @Access('member')
  @ApiOperation({
    summary: 'The signed-in member asks for erasure of their data',
    description:
      'Membership ends and sign-in stops once the office completes it; payment records and receipts are kept 7 ' +
      'years under a pseudonymous reference. 409 MEMBERSHIP_ERASURE_ALREADY_REQUESTED while one is open.',
  })
  @ApiAnswer('DataRequestDto')
  requestErasure(@Body() input: ErasureRequestInput, @CurrentCaller() { actor }: Caller): Promise<DataRequestDto> {
    return this.services.rpc(S.RequestErasure, { input, actor });
  }

  @Post('data-requests/:requestId/decline')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Declines an open data request with the reason the member is told',
    description: '400 without a reason, 404 for an unknown request, 409 when it is already completed or declined',
  })
  @ApiAnswer('DataRequestDto')
  decline(
    @Param('requestId') requestId: string,
    @Body() body: DeclineDataRequestBody,
    @CurrentCaller() { actor }: Caller,
  ): Promise<DataRequestDto> {
    return this.services.rpc(S.DeclineDataRequest, { requestId, reason: body.reason, actor });
  }

  @Post(':id/data-requests/:requestId/complete')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: "Completes the member's open erasure request: the member is erased in every service",
    description:
      'Answers the request completing, with its pseudonym and the confirmations so far; it is done when every ' +
      'service has confirmed. 404 for an unknown request or one of another member, 409 when it is not open.',
  })
  @ApiAnswer('DataRequestDto')
  complete(
    @Param('id') id: string,
    @Param('requestId') requestId: string,
    @CurrentCaller() { actor }: Caller,
  ): Promise<DataRequestDto> {
    return this.erasure.complete(id, requestId, actor);
  }

  @Get(':id/data-requests')
  @Access('member-or-staff:office')
  @ApiOperation({ summary: "The member's data requests, newest first (office admins, or the member themself)" })
  @ApiListAnswer('DataRequestDto')
  list(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<DataRequestDto[]> {
    return this.services.rpc(S.ListMemberDataRequests, { id, actor });
  }
}

/** The office's view (issue 32): correction and erasure requests of every member, with state and deadline. */
@ApiTags('members')
@Controller('data-requests')
export class DataRequestsController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('staff:office')
  @ApiOperation({ summary: 'Data requests of every member (correction, erasure), newest first; filter by state' })
  @ApiListAnswer('DataRequestListItemDto')
  list(@Query() query: DataRequestListQuery, @CurrentCaller() { actor }: Caller): Promise<DataRequestListItemDto[]> {
    return this.services.rpc(S.ListDataRequests, { state: query.state, actor });
  }
}
