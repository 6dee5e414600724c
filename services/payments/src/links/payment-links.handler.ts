import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateFeeLinkRequest,
  CreatePaymentLinkRequest,
  ListPaymentLinksRequest,
  PaymentLinkDto,
  PaymentLinkSubjects as S,
} from '@portal/contracts';
import { PaymentLinksService } from './payment-links.service';

@Controller()
export class PaymentLinksHandler {
  constructor(private readonly links: PaymentLinksService) {}

  @MessagePattern(S.CreatePaymentLink)
  create(@Payload() body: CreatePaymentLinkRequest): Promise<PaymentLinkDto> {
    return this.links.create(body);
  }

  @MessagePattern(S.CreateFeeLink)
  createFeeLink(@Payload() body: CreateFeeLinkRequest): Promise<PaymentLinkDto> {
    return this.links.createFeeLink(body);
  }

  @MessagePattern(S.ListPaymentLinks)
  list(@Payload() body: ListPaymentLinksRequest): Promise<PaymentLinkDto[]> {
    return this.links.list(body);
  }
}
