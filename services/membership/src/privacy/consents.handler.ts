import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ConsentDto,
  MemberByIdRequest,
  MembershipActorRequest,
  MembershipSubjects,
  WithdrawConsentAnswer,
} from '@portal/contracts';
import { ConsentsService } from './consents.service';

@Controller()
export class ConsentsHandler {
  constructor(private readonly consents: ConsentsService) {}

  @MessagePattern(MembershipSubjects.ListConsents)
  list(@Payload() body: MemberByIdRequest): Promise<ConsentDto[]> {
    return this.consents.list(body.id, body.actor);
  }

  @MessagePattern(MembershipSubjects.WithdrawConsent)
  withdraw(@Payload() body: MembershipActorRequest): Promise<WithdrawConsentAnswer> {
    return this.consents.withdraw(body.actor);
  }
}
