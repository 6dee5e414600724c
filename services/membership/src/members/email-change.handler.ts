import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeRequest,
  MembershipSubjects,
  RestoreEmailRequest,
  RestoreEmailRpcAnswer,
} from '@portal/contracts';
import { MembersService } from './members.service';

/** The links of an e-mail change: the new address's applies it, the old address's puts it back. */
@Controller()
export class EmailChangeHandler {
  constructor(private readonly members: MembersService) {}

  @MessagePattern(MembershipSubjects.ConfirmEmailChange)
  confirm(@Payload() body: ConfirmEmailChangeRequest): Promise<ConfirmEmailChangeAnswer> {
    return this.members.confirmEmailChange(body.token);
  }

  /** The link the OLD address received when the address changed: following it puts that address back. */
  @MessagePattern(MembershipSubjects.RestoreEmail)
  restore(@Payload() body: RestoreEmailRequest): Promise<RestoreEmailRpcAnswer> {
    return this.members.restoreEmail(body.token);
  }
}
