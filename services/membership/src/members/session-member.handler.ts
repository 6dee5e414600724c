import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  LanguageAnswer,
  MemberAnswer,
  MembershipSubjects,
  SessionMemberRequest,
  SetMemberLanguageRequest,
} from '@portal/contracts';
import { MemberLanguageService } from './member-language.service';
import { SessionMemberService } from './session-member.service';

@Controller()
export class SessionMemberHandler {
  constructor(
    private readonly sessionMembers: SessionMemberService,
    private readonly languages: MemberLanguageService,
  ) {}

  @MessagePattern(MembershipSubjects.GetSessionMember)
  async get(@Payload() body: SessionMemberRequest): Promise<MemberAnswer> {
    return { member: await this.sessionMembers.find(body.id) };
  }

  @MessagePattern(MembershipSubjects.SetMemberLanguage)
  setLanguage(@Payload() body: SetMemberLanguageRequest): Promise<LanguageAnswer> {
    return this.languages.set(body);
  }
}
