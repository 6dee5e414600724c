import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BulkMembersAnswer,
  BulkMembersRequest,
  CreateMemberRequest,
  DeleteMemberAnswer,
  ListMembersAnswer,
  ListMembersRequest,
  MemberAnswer,
  ApproveMemberAnswer,
  ApproveMemberRequest,
  MemberByIdRequest,
  MembershipActorRequest,
  MembershipSubjects,
  MemberStatsAnswer,
  NextIdAnswer,
  RejectMemberRequest,
  ReturnMemberToPendingRequest,
  UpdateMemberRequest,
} from '@portal/contracts';
import { MemberBulkService } from './member-bulk.service';
import { MemberListService } from './member-list.service';
import { approveAnswer } from './approve-answer';
import { MemberReturnService } from './member-return.service';
import { MemberReviewService } from './member-review.service';
import { MembersService } from './members.service';

@Controller()
export class MembersHandler {
  constructor(
    private readonly members: MembersService,
    private readonly memberList: MemberListService,
    private readonly bulk: MemberBulkService,
    private readonly returns: MemberReturnService,
    private readonly review: MemberReviewService,
  ) {}

  @MessagePattern(MembershipSubjects.BulkMembers)
  bulkAction(@Payload() { actor, ...request }: BulkMembersRequest): Promise<BulkMembersAnswer> {
    return this.bulk.run(request, actor);
  }

  @MessagePattern(MembershipSubjects.NextId)
  nextId(@Payload() body: MembershipActorRequest): Promise<NextIdAnswer> {
    return this.members.nextId(body.actor);
  }

  @MessagePattern(MembershipSubjects.ListMembers)
  list(@Payload() body: ListMembersRequest): Promise<ListMembersAnswer> {
    return this.memberList.list(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.GetMember)
  async get(@Payload() body: MemberByIdRequest): Promise<MemberAnswer> {
    return { member: await this.members.get(body.id, body.actor) };
  }

  @MessagePattern(MembershipSubjects.CreateMember)
  async create(@Payload() body: CreateMemberRequest): Promise<MemberAnswer> {
    return { member: await this.members.create(body.input, body.actor, 'admin') };
  }

  @MessagePattern(MembershipSubjects.UpdateMember)
  async update(@Payload() body: UpdateMemberRequest): Promise<MemberAnswer> {
    return { member: await this.members.update(body.id, body.input, body.actor) };
  }

  @MessagePattern(MembershipSubjects.DeleteMember)
  async delete(@Payload() body: MemberByIdRequest): Promise<DeleteMemberAnswer> {
    return { success: true, ...(await this.members.delete(body.id, body.actor)) };
  }

  @MessagePattern(MembershipSubjects.ApproveMember)
  async approve(@Payload() body: ApproveMemberRequest): Promise<ApproveMemberAnswer> {
    return approveAnswer(await this.review.approve(body.id, body.actor, body));
  }

  @MessagePattern(MembershipSubjects.RejectMember)
  async reject(@Payload() body: RejectMemberRequest): Promise<MemberAnswer> {
    return { member: await this.review.reject(body.id, body.reason, body.actor) };
  }

  @MessagePattern(MembershipSubjects.ReturnMemberToPending)
  async returnToPending(@Payload() body: ReturnMemberToPendingRequest): Promise<MemberAnswer> {
    return { member: await this.returns.returnToPending(body.id, body.reason, body.actor) };
  }

  @MessagePattern(MembershipSubjects.Stats)
  stats(@Payload() body: MembershipActorRequest): Promise<MemberStatsAnswer> {
    return this.members.stats(body.actor);
  }
}
