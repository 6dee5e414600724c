import { Module } from '@nestjs/common';
import { MembershipFeesRepository } from './membership-fees.repository';
import { RenewalRequestsService } from './renewal-requests.service';
import { RenewalsHandler } from './renewals.handler';

@Module({ controllers: [RenewalsHandler], providers: [RenewalRequestsService, MembershipFeesRepository] })
export class RenewalsModule {}
