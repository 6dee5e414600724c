import { Module } from '@nestjs/common';
import { CorrectionRequestsService } from './correction-requests.service';
import { CorrectionsHandler } from './corrections.handler';

@Module({
  controllers: [CorrectionsHandler],
  providers: [CorrectionRequestsService],
})
export class CorrectionsModule {}
