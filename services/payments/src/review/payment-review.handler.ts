import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  MonthClashDto,
  PaymentConflictDto,
  PaymentConflictSubjects as C,
  PaymentsActorRequest,
  PaymentsSubjects as S,
  ResolvePaymentConflictRequest,
  SettleMonthClashRequest,
} from '@portal/contracts';
import { PaymentReviewService } from './payment-review.service';

/**
 * The admin's review of Razorpay payment conflicts and month clashes (issue 26); the conflicts' list is
 * RazorpayHandler's.
 */
@Controller()
export class PaymentReviewHandler {
  constructor(private readonly review: PaymentReviewService) {}

  @MessagePattern(C.ResolvePaymentConflict)
  resolveConflict(@Payload() body: ResolvePaymentConflictRequest): Promise<PaymentConflictDto> {
    return this.review.resolveConflict(body);
  }

  @MessagePattern(S.ListMonthClashes)
  monthClashes(@Payload() body: PaymentsActorRequest): Promise<MonthClashDto[]> {
    return this.review.clashes(body.actor);
  }

  @MessagePattern(C.SettleMonthClash)
  settleClash(@Payload() body: SettleMonthClashRequest): Promise<MonthClashDto> {
    return this.review.settleClash(body);
  }
}
