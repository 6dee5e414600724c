import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AddDocumentRequest,
  DeleteDocumentAnswer,
  DocumentRequest,
  MemberByIdRequest,
  MemberDocumentDto,
  MembershipSubjects,
  StoredFileAnswer,
} from '@portal/contracts';
import { MemberDocumentsService } from './member-documents.service';

@Controller()
export class DocumentsHandler {
  constructor(private readonly documents: MemberDocumentsService) {}

  @MessagePattern(MembershipSubjects.ListDocuments)
  list(@Payload() body: MemberByIdRequest): Promise<MemberDocumentDto[]> {
    return this.documents.list(body.id, body.actor);
  }

  @MessagePattern(MembershipSubjects.AddDocument)
  add(@Payload() body: AddDocumentRequest): Promise<MemberDocumentDto> {
    return this.documents.add(body, body.actor);
  }

  @MessagePattern(MembershipSubjects.DeleteDocument)
  async delete(@Payload() body: DocumentRequest): Promise<DeleteDocumentAnswer> {
    return { removedKey: await this.documents.delete(body.id, body.docId, body.actor) };
  }

  @MessagePattern(MembershipSubjects.GetDocument)
  get(@Payload() body: DocumentRequest): Promise<StoredFileAnswer> {
    return this.documents.file(body.id, body.docId, body.actor);
  }
}
