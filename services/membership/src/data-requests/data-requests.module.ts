import { Module } from '@nestjs/common';
import { MemberDocumentsRepository } from '../documents/member-documents.repository';
import { DataRequestsHandler } from './data-requests.handler';
import { DataRequestsRepository } from './data-requests.repository';
import { DataRequestsService } from './data-requests.service';
import { ErasureConfirmationsConsumer } from './erasure-confirmations.consumer';

/** Issue 32: erasure requests and the office's view of data requests; DataRequestsService is exported for consent. */
@Module({
  controllers: [DataRequestsHandler],
  providers: [DataRequestsService, DataRequestsRepository, MemberDocumentsRepository, ErasureConfirmationsConsumer],
  exports: [DataRequestsService],
})
export class DataRequestsModule {}
