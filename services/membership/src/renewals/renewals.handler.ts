import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateRenewalRequest, MemberByIdRequest, MembershipSubjects, RenewalRequestDto } from '@portal/contracts';
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
}
