import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MemberAnswer, MembershipSubjects, SessionMemberRequest } from '@portal/contracts';
import { SessionMemberService } from './session-member.service';

@Controller()
export class SessionMemberHandler {
  constructor(private readonly sessionMembers: SessionMemberService) {}

  @MessagePattern(MembershipSubjects.GetSessionMember)
  async get(@Payload() body: SessionMemberRequest): Promise<MemberAnswer> {
    return { member: await this.sessionMembers.find(body.id) };
  }
}
