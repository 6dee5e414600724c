import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContentByIdRequest,
  ContentFileAnswer,
  ContentSubjects as S,
  CreateSchemeDocumentRequest,
  DeletedAnswer,
  ListSchemeDocumentsRequest,
  SchemeDocumentDto,
} from '@portal/contracts';
import { SchemeDocumentsService } from './scheme-documents.service';

@Controller()
export class SchemeDocumentsHandler {
  constructor(private readonly documents: SchemeDocumentsService) {}

  @MessagePattern(S.ListSchemeDocuments)
  list(@Payload() body: ListSchemeDocumentsRequest): Promise<SchemeDocumentDto[]> {
    return this.documents.list(body.actor, body.scheme);
  }

  @MessagePattern(S.CreateSchemeDocument)
  create(@Payload() body: CreateSchemeDocumentRequest): Promise<SchemeDocumentDto> {
    return this.documents.create(body);
  }

  @MessagePattern(S.GetSchemeDocumentFile)
  file(@Payload() body: ContentByIdRequest): Promise<ContentFileAnswer> {
    return this.documents.file(body.id, body.actor);
  }

  @MessagePattern(S.DeleteSchemeDocument)
  delete(@Payload() body: ContentByIdRequest): Promise<DeletedAnswer> {
    return this.documents.delete(body.id, body.actor);
  }
}
