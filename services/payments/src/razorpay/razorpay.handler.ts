import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateFeeOrderRequest,
  CreateOrderAnswer,
  CreateOrderRequest,
  PaymentConflictDto,
  PaymentConflictSubjects,
  PaymentsActorRequest,
  PaymentsSubjects as S,
  ReceiveWebhookAnswer,
  ReceiveWebhookRequest,
  VerifyPaymentAnswer,
  VerifyPaymentRequest,
} from '@portal/contracts';
import { requireAdmin } from '../payments.exception';
import { OrdersService } from './orders.service';
import { PaymentConflictsRepository } from './payment-conflicts.repository';
import { WebhooksService } from './webhooks.service';

@Controller()
export class RazorpayHandler {
  constructor(
    private readonly orders: OrdersService,
    private readonly webhooks: WebhooksService,
    private readonly conflicts: PaymentConflictsRepository,
  ) {}

  @MessagePattern(S.CreateOrder)
  createOrder(@Payload() body: CreateOrderRequest): Promise<CreateOrderAnswer> {
    return this.orders.create(body.input, body.actor);
  }

  @MessagePattern(S.CreateFeeOrder)
  createFeeOrder(@Payload() body: CreateFeeOrderRequest): Promise<CreateOrderAnswer> {
    return this.orders.createFeeOrder(body);
  }

  @MessagePattern(S.VerifyPayment)
  verify(@Payload() body: VerifyPaymentRequest): Promise<VerifyPaymentAnswer> {
    return this.orders.verify(body.input, body.actor);
  }

  @MessagePattern(S.ReceiveWebhook)
  webhook(@Payload() body: ReceiveWebhookRequest): Promise<ReceiveWebhookAnswer> {
    return this.webhooks.receive(body);
  }

  /** Payment ids Razorpay named for one order while recorded on another (issue 26): the admin's to look into. */
  @MessagePattern(PaymentConflictSubjects.ListPaymentConflicts)
  listConflicts(@Payload() body: PaymentsActorRequest): Promise<PaymentConflictDto[]> {
    requireAdmin(body.actor);
    return this.conflicts.list();
  }
}
