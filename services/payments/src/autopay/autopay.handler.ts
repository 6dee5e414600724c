import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AutoPaySubjects as S,
  AutoPaySummaryDto,
  AutoPaySummaryRequest,
  ListMandatesRequest,
  MandateActionRequest,
  MandateCheckoutDto,
  MandateDto,
  MemberAutoPayDto,
  SetUpMandateRequest,
} from '@portal/contracts';
import { AutoPayService } from './autopay.service';

@Controller()
export class AutoPayHandler {
  constructor(private readonly autopay: AutoPayService) {}

  @MessagePattern(S.MemberAutoPay)
  memberAutoPay(@Payload() body: ListMandatesRequest): Promise<MemberAutoPayDto> {
    return this.autopay.memberAutoPay(body);
  }

  @MessagePattern(S.SetUpMandate)
  setUp(@Payload() body: SetUpMandateRequest): Promise<MandateCheckoutDto> {
    return this.autopay.setUp(body);
  }

  @MessagePattern(S.PauseMandate)
  pause(@Payload() body: MandateActionRequest): Promise<MandateDto> {
    return this.autopay.pause(body);
  }

  @MessagePattern(S.ResumeMandate)
  resume(@Payload() body: MandateActionRequest): Promise<MandateDto> {
    return this.autopay.resume(body);
  }

  @MessagePattern(S.CancelMandate)
  cancel(@Payload() body: MandateActionRequest): Promise<MandateDto> {
    return this.autopay.cancel(body);
  }

  @MessagePattern(S.ListMandates)
  list(@Payload() body: ListMandatesRequest): Promise<MandateDto[]> {
    return this.autopay.list(body);
  }

  @MessagePattern(S.Summary)
  summary(@Payload() body: AutoPaySummaryRequest): Promise<AutoPaySummaryDto> {
    return this.autopay.summary(body);
  }
}
