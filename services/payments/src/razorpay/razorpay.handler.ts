import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateOrderAnswer,
  CreateOrderRequest,
  PaymentsSubjects as S,
  ReceiveWebhookAnswer,
  ReceiveWebhookRequest,
  VerifyPaymentAnswer,
  VerifyPaymentRequest,
} from '@portal/contracts';
import { OrdersService } from './orders.service';
import { WebhooksService } from './webhooks.service';

@Controller()
export class RazorpayHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly webhooks: WebhooksService,
  ) {}

  @MessagePattern(S.CreateOrder)
  createOrder(@Payload() body: CreateOrderRequest): Promise<CreateOrderAnswer> {
    return this.orders.create(body.input, body.actor);
  }

  @MessagePattern(S.VerifyPayment)
  verify(@Payload() body: VerifyPaymentRequest): Promise<VerifyPaymentAnswer> {
    return this.orders.verify(body.input, body.actor);
  }

  @MessagePattern(S.ReceiveWebhook)
  webhook(@Payload() body: ReceiveWebhookRequest): Promise<ReceiveWebhookAnswer> {
    return this.webhooks.receive(body);
  }
}
