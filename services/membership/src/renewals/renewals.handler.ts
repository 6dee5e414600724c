import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateRenewalRequest,
  MemberByIdRequest,
  MembershipActorRequest,
  MembershipSubjects,
  RenewalRequestDto,
  RenewalSettingsAnswer,
} from '@portal/contracts';
import { RenewalRequestsService } from './renewal-requests.service';

@Controller()
export class RenewalsHandler {
  constructor(private readonly renewals: RenewalRequestsService) {}

  @MessagePattern(MembershipSubjects.CreateRenewalRequest)
  create(@Payload() body: CreateRenewalRequest): Promise<RenewalRequestDto> {
    return this.renewals.create(body.input, body.actor);
  }

  @MessagePattern(MembershipSubjects.ListRenewalRequests)
  list(@Payload() body: MemberByIdRequest): Promise<RenewalRequestDto[]> {
    return this.renewals.list(body.id, body.actor);
  }

  /** Not secret: any caller the gateway lets through may ask (the payload is checked to carry one). */
  @MessagePattern(MembershipSubjects.RenewalSettings)
  settings(@Payload() _body: MembershipActorRequest): RenewalSettingsAnswer {
    return this.renewals.settings();
  }
}
