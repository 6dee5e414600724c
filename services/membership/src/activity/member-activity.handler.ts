import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MemberActivityEntryDto, MemberByIdRequest, MembershipSubjects } from '@portal/contracts';
import { MemberActivityService } from './member-activity.service';

@Controller()
export class MemberActivityHandler {
  constructor(private readonly activity: MemberActivityService) {}

  @MessagePattern(MembershipSubjects.ListMemberActivity)
  list(@Payload() body: MemberByIdRequest): Promise<MemberActivityEntryDto[]> {
    return this.activity.list(body.id, body.actor);
  }
}
