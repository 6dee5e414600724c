import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CorrectionRequestDto,
  CreateCorrectionRequest,
  DeclineCorrectionRequest,
  MemberByIdRequest,
  MembershipSubjects,
} from '@portal/contracts';
import { CorrectionRequestsService } from './correction-requests.service';

@Controller()
export class CorrectionsHandler {
  constructor(private readonly corrections: CorrectionRequestsService) {}

  @MessagePattern(MembershipSubjects.CreateCorrectionRequest)
  create(@Payload() body: CreateCorrectionRequest): Promise<CorrectionRequestDto> {
    return this.corrections.create(body.input, body.actor);
  }

  @MessagePattern(MembershipSubjects.ListCorrectionRequests)
  list(@Payload() body: MemberByIdRequest): Promise<CorrectionRequestDto[]> {
    return this.corrections.list(body.id, body.actor);
  }

  @MessagePattern(MembershipSubjects.DeclineCorrectionRequest)
  decline(@Payload() body: DeclineCorrectionRequest): Promise<CorrectionRequestDto> {
    return this.corrections.decline(body.requestId, body.reason, body.actor);
  }
}
