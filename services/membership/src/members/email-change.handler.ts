import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ConfirmEmailChangeAnswer, ConfirmEmailChangeRequest, MembershipSubjects } from '@portal/contracts';
import { MembersService } from './members.service';

/** The link a member's new e-mail address received: following it applies the address. */
@Controller()
export class EmailChangeHandler {
  constructor(private readonly members: MembersService) {}

  @MessagePattern(MembershipSubjects.ConfirmEmailChange)
  confirm(@Payload() body: ConfirmEmailChangeRequest): Promise<ConfirmEmailChangeAnswer> {
    return this.members.confirmEmailChange(body.token);
  }
}
