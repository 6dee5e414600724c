import { Module } from '@nestjs/common';
import { DocumentsHandler } from './documents.handler';
import { MemberDocumentsService } from './member-documents.service';

@Module({ controllers: [DocumentsHandler], providers: [MemberDocumentsService] })
export class DocumentsModule {}
