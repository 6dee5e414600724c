import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DecideDuesLapseInput,
  DUES_LAPSE_MONTHS,
  DUES_LAPSE_WARNING_MONTHS,
  DuesLapseDto,
  DuesLapseSubjects as S,
  ListDuesLapsesAnswer,
  ListDuesLapsesQuery,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiAnswer } from '../docs/api-answer.decorators';
import { Caller, CurrentCaller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** The policy's 6 months (spec part 2 §9, issue 33): members long unpaid, for the office to decide about. */
@ApiTags('payments')
@Controller('dues-lapses')
export class DuesLapsesController {
  constructor(private readonly services: RpcClient) {}

  @Get()
  @Access('staff:read')
  @ApiOperation({
    summary:
      `Members with ${DUES_LAPSE_MONTHS} or more months unpaid in a scheme (overdue dues), undecided first, with ` +
      'months unpaid, the oldest unpaid and last paid month, the amount owed, when they were warned (at ' +
      `${DUES_LAPSE_WARNING_MONTHS} months), their months due and paid per scheme and the office's latest decision. ` +
      'Nothing ends a membership by itself',
  })
  @ApiAnswer('ListDuesLapsesAnswer')
  list(@Query() query: ListDuesLapsesQuery, @CurrentCaller() { actor }: Caller): Promise<ListDuesLapsesAnswer> {
    return this.services.rpc(S.ListDuesLapses, { ...query, actor });
  }

  @Post('decisions')
  @Access('staff:office')
  @ApiOperation({
    summary:
      "Keeps the office's decision about a listed member and scheme: membership_ended (once the membership is " +
      "ended on the member's record: PUT /api/members/{id} with status expired), kept, or noted (a note is then " +
      `required). 400 for a member with fewer than ${DUES_LAPSE_MONTHS} months unpaid in the scheme`,
  })
  @ApiAnswer('DuesLapseDto')
  decide(@Body() input: DecideDuesLapseInput, @CurrentCaller() { actor }: Caller): Promise<DuesLapseDto> {
    return this.services.rpc(S.DecideDuesLapse, { input, actor });
  }
}
