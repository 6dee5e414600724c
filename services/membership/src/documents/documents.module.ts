import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { DocumentsHandler } from './documents.handler';
import { MemberDocumentsRepository } from './member-documents.repository';
import { MemberDocumentsService } from './member-documents.service';

@Module({
  imports: [MembersModule],
  controllers: [DocumentsHandler],
  providers: [MemberDocumentsService, MemberDocumentsRepository],
})
export class DocumentsModule {}
