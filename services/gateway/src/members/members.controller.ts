import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApproveMemberAnswer,
  ApproveMemberBody,
  BulkMembersAnswer,
  BulkMembersBody,
  ListMembersAnswer,
  ListMembersQuery,
  MemberAnswer,
  MemberDto,
  MemberInput,
  MembershipSubjects as S,
  NextIdAnswer,
} from '@portal/contracts';
import { Access } from '../auth/access.decorator';
import { ApiDtoBody } from '../docs/api-body.decorators';
import { RejectMemberBody, ReturnMemberToPendingBody } from '../docs/request-bodies';
import { RpcClient } from '../rpc/rpc-client.service';
import { MemberSessions } from '../session/member-sessions.service';
import { Caller, CurrentCaller } from './current-caller.decorator';
import { MemberFilesService } from './member-files.service';
import { ApiAnswer } from '../docs/api-answer.decorators';

/**
 * The member register (spec part 1 §7). Membership applies every rule,
 * including what a member may see or change of their own record.
 * Fixed paths (next-id here, sample-csv and export in MembersCsvController,
 * registered first) must come before `:id`, which would otherwise take them.
 */
@ApiTags('members')
@Controller('members')
export class MembersController {
  constructor(
    private readonly services: RpcClient,
    private readonly memberFiles: MemberFilesService,
    private readonly memberSessions: MemberSessions,
  ) {}

  @Get('next-id')
  @Access('staff:read')
  @ApiOperation({ summary: 'The member id the next member created without one will get' })
  @ApiAnswer('NextIdAnswer')
  nextId(@CurrentCaller() { actor }: Caller): Promise<NextIdAnswer> {
    return this.services.rpc(S.NextId, { actor });
  }

  @Get()
  @Access('member-or-staff:read')
  @ApiOperation({
    summary:
      'Members page by page with search and status filter (the effective status: an active member whose end date has passed is expired); a member gets only themself',
    description: 'limit defaults to 10; search looks in name, e-mail, phone and member id',
  })
  @ApiAnswer('ListMembersAnswer')
  list(@Query() query: ListMembersQuery, @CurrentCaller() { actor }: Caller): Promise<ListMembersAnswer> {
    return this.services.rpc(S.ListMembers, { ...query, actor });
  }

  @Post('bulk')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: "An action on members selected in the list: approve (pending ones) or change status ('status')",
    description:
      'Each member goes through the single action (its rules, audit row, activity line and event); members it does ' +
      'not apply to are answered in skipped with the reason. memberIds: 1 to 100 member uuids',
  })
  @ApiAnswer('BulkMembersAnswer')
  async bulk(@Body() body: BulkMembersBody, @CurrentCaller() { actor }: Caller): Promise<BulkMembersAnswer> {
    const answer = await this.services.rpc(S.BulkMembers, { ...body, actor });
    // As after a single change of status: a member who may no longer sign in is signed out everywhere.
    for (const member of answer.done) {
      if (member.status) await this.memberSessions.afterStatusChange({ id: member.id, status: member.status });
    }
    return answer;
  }

  @Post()
  @Access('staff:office')
  @ApiOperation({ summary: 'Creates a member: 400 with errors, 409 with field memberId or email' })
  @ApiAnswer('MemberDto')
  async create(@Body() input: MemberInput, @CurrentCaller() { actor }: Caller): Promise<MemberDto> {
    return (await this.services.rpc(S.CreateMember, { input, actor })).member;
  }

  @Get(':id')
  @Access('member-or-staff:read')
  @ApiOperation({ summary: 'One member by id or member id (admin, or the member themself)' })
  @ApiAnswer('MemberDto')
  async get(@Param('id') id: string, @CurrentCaller() { actor }: Caller): Promise<MemberDto> {
    return (await this.services.rpc(S.GetMember, { id, actor })).member;
  }

  @Put(':id')
  @Access('member-or-staff:office')
  @ApiOperation({
    summary: 'Updates a member (a member may change only their own firstName, lastName, email, phone, address)',
    description:
      "A member's new email is not applied at once: the answer keeps the old one with pendingEmail, and the link e-mailed to the new address applies it (POST /api/members/email-change/confirm). An admin's change applies at once.",
  })
  @ApiAnswer('MemberDto')
  async update(
    @Param('id') id: string,
    @Body() input: MemberInput,
    @CurrentCaller() { actor }: Caller,
  ): Promise<MemberDto> {
    const { member } = await this.services.rpc(S.UpdateMember, { id, input, actor });
    await this.memberSessions.afterStatusChange(member);
    return member;
  }

  @Delete(':id')
  @Access('staff:office')
  @ApiOperation({ summary: 'Deletes a member and their stored files' })
  @ApiAnswer('SuccessAnswer')
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<{ success: true }> {
    return this.memberFiles.deleteMember(id, caller);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Approves a pending member (409 for any other status)',
    description:
      "Optional body: joiningFee 'paid' with paymentMethod (cash, upi, bank_transfer, cheque) and an optional " +
      "reference records the joining fee (the membership fees setting's amount) with a receipt; 'not_collected' or no " +
      'body records none. 400 naming joiningFee, paymentMethod or reference. The answer says whether a set-up link ' +
      'is e-mailed (setupLinkSent: false when the member has no e-mail address: once one is added to their record, ' +
      'they ask for a set-up link on the set-up page with their phone number or member id)',
  })
  @ApiAnswer('ApproveMemberAnswer')
  approve(
    @Param('id') id: string,
    @Body() body: ApproveMemberBody,
    @CurrentCaller() { actor }: Caller,
  ): Promise<ApproveMemberAnswer> {
    const { joiningFee, paymentMethod, reference } = body ?? {};
    return this.services.rpc(S.ApproveMember, { id, joiningFee, paymentMethod, reference, actor });
  }

  @Post(':id/reject')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({ summary: 'Rejects a pending member with an optional reason (409 for any other status)' })
  @ApiDtoBody(RejectMemberBody)
  @ApiAnswer('MemberAnswer')
  async reject(
    @Param('id') id: string,
    @Body('reason') reason: string | null | undefined,
    @CurrentCaller() { actor }: Caller,
  ): Promise<MemberAnswer> {
    const answer = await this.services.rpc(S.RejectMember, { id, reason, actor });
    await this.memberSessions.afterStatusChange(answer.member);
    return answer;
  }

  @Post(':id/return-to-pending')
  @HttpCode(200)
  @Access('staff:office')
  @ApiOperation({
    summary: 'Returns a suspended (rejected) applicant to pending with a reason (409 for any other status)',
    description:
      'Body: reason, required, 1–500 characters once trimmed (400 naming reason). 409 CONFLICT "Only suspended ' +
      'members can be returned to pending" for any other status. The member\'s activity log and the audit trail ' +
      'record it with the reason.',
  })
  @ApiDtoBody(ReturnMemberToPendingBody)
  @ApiAnswer('MemberAnswer')
  async returnToPending(
    @Param('id') id: string,
    @Body('reason') reason: unknown,
    @CurrentCaller() { actor }: Caller,
  ): Promise<MemberAnswer> {
    const answer = await this.services.rpc(S.ReturnMemberToPending, { id, reason, actor });
    await this.memberSessions.afterStatusChange(answer.member);
    return answer;
  }
}
