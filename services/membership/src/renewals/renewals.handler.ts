import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CompleteRenewalRequest,
  CreateRenewalRequest,
  DeclineRenewalRequest,
  MemberByIdRequest,
  MembershipFeesAnswer,
  MembershipActorRequest,
  MembershipSubjects,
  RenewalRequestActionAnswer,
  RenewalRequestDto,
  RenewalSettingsAnswer,
  UpdateMembershipFeesRequest,
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

  @MessagePattern(MembershipSubjects.CompleteRenewalRequest)
  complete(@Payload() body: CompleteRenewalRequest): Promise<RenewalRequestActionAnswer> {
    return this.renewals.complete(body.requestId, body, body.actor);
  }

  @MessagePattern(MembershipSubjects.DeclineRenewalRequest)
  decline(@Payload() body: DeclineRenewalRequest): Promise<RenewalRequestActionAnswer> {
    return this.renewals.decline(body.requestId, body.reason, body.actor);
  }

  /** Not secret: any caller the gateway lets through may ask (the payload is checked to carry one). */
  @MessagePattern(MembershipSubjects.RenewalSettings)
  settings(@Payload() _body: MembershipActorRequest): Promise<RenewalSettingsAnswer> {
    return this.renewals.settings();
  }

  /** Public: the policy pages show the fees. */
  @MessagePattern(MembershipSubjects.GetMembershipFees)
  fees(@Payload() _body: MembershipActorRequest): Promise<MembershipFeesAnswer> {
    return this.renewals.getFees();
  }

  @MessagePattern(MembershipSubjects.UpdateMembershipFees)
  updateFees(@Payload() body: UpdateMembershipFeesRequest): Promise<MembershipFeesAnswer> {
    return this.renewals.updateFees(body.input, body.actor);
  }
}
