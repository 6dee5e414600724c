import { Module } from '@nestjs/common';
import { RenewalRequestsService } from './renewal-requests.service';
import { RenewalsHandler } from './renewals.handler';

@Module({ controllers: [RenewalsHandler], providers: [RenewalRequestsService] })
export class RenewalsModule {}
