import { Module } from '@nestjs/common';
import { DataRequestsModule } from '../data-requests/data-requests.module';
import { ConsentsHandler } from './consents.handler';
import { ConsentsRepository } from './consents.repository';
import { ConsentsService } from './consents.service';

/** Issue 32: the member's consents to the privacy notice, and their withdrawal (which starts an erasure). */
@Module({
  imports: [DataRequestsModule],
  controllers: [ConsentsHandler],
  providers: [ConsentsRepository, ConsentsService],
})
export class PrivacyModule {}
