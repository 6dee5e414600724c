import { Module } from '@nestjs/common';
import { MembershipFeesRepository } from './membership-fees.repository';
import { RenewalFeePaymentsConsumer } from './renewal-fee-payments.consumer';
import { RenewalRequestsService } from './renewal-requests.service';
import { RenewalsHandler } from './renewals.handler';

@Module({
  controllers: [RenewalsHandler],
  providers: [RenewalRequestsService, MembershipFeesRepository, RenewalFeePaymentsConsumer],
})
export class RenewalsModule {}
