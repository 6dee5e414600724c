import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  AddDocumentRequest,
  MemberDocumentDto,
  MemberDocumentType,
  MembershipErrorCode,
  StoredFileAnswer,
} from '@portal/contracts';
import { AuditTrail } from '@portal/platform';
import { DataSource } from 'typeorm';
import { MemberActivityRepository } from '../activity/member-activity.repository';
import { MembersRepository } from '../members/members.repository';
import { MembershipException, requireAdmin, requireAdminOrSelf } from '../members/membership.exception';
import { MemberDocumentEntity } from './member-document.entity';
import { toMemberDocumentDto } from './member-document.mapper';
import { MemberDocumentsRepository } from './member-documents.repository';

const documentNotFound = () => new MembershipException(MembershipErrorCode.DocumentNotFound, 'Document not found');

/** Member documents: admins upload and delete; the member may list and download their own. */
@Injectable()
export class MemberDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly members: MembersRepository,
    private readonly documents: MemberDocumentsRepository,
    private readonly activity: MemberActivityRepository,
    private readonly audit: AuditTrail,
  ) {}

  async list(idOrMemberId: string, actor: ActorDto): Promise<MemberDocumentDto[]> {
    const member = await this.members.find(idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    return (await this.documents.listOf(member.id)).map(toMemberDocumentDto);
  }

  async add(request: AddDocumentRequest, actor: ActorDto): Promise<MemberDocumentDto> {
    requireAdmin(actor);
    const member = await this.members.find(request.id);
    return this.dataSource.transaction(async (manager) => {
      const saved = await this.documents.add(manager, {
        memberId: member.id,
        documentType: request.documentType as MemberDocumentType,
        fileName: request.fileName,
        fileSize: request.size,
        fileType: request.contentType,
        description: request.description?.trim() || null,
        uploadedBy: actor.userId,
        objectKey: request.key,
      });
      await this.activity.add(manager, member.id, 'document_uploaded', actor, {
        fileName: saved.fileName,
        documentType: saved.documentType,
      });
      await this.audit.record(manager, {
        action: 'member-document.uploaded',
        entity: 'member-document',
        entityId: saved.id,
        after: documentAuditFields(saved),
      });
      return toMemberDocumentDto(saved);
    });
  }

  /** Answers the storage key the caller should now remove. */
  async delete(idOrMemberId: string, docId: string, actor: ActorDto): Promise<string> {
    requireAdmin(actor);
    const member = await this.members.find(idOrMemberId);
    const document = await this.find(member.id, docId);
    await this.dataSource.transaction(async (manager) => {
      await this.documents.delete(manager, document.id);
      await this.activity.add(manager, member.id, 'document_deleted', actor, {
        fileName: document.fileName,
        documentType: document.documentType,
      });
      await this.audit.record(manager, {
        action: 'member-document.deleted',
        entity: 'member-document',
        entityId: document.id,
        before: documentAuditFields(document),
      });
    });
    return document.objectKey;
  }

  async file(idOrMemberId: string, docId: string, actor: ActorDto): Promise<StoredFileAnswer> {
    const member = await this.members.find(idOrMemberId);
    requireAdminOrSelf(actor, member.id);
    const document = await this.find(member.id, docId);
    return {
      key: document.objectKey,
      contentType: document.fileType,
      fileName: document.fileName,
      size: document.fileSize,
    };
  }

  /** A document of this member only: another member's document id is "not found". */
  private async find(memberUuid: string, docId: string): Promise<MemberDocumentEntity> {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(docId)) throw documentNotFound();
    const document = await this.documents.findOf(memberUuid, docId.toLowerCase());
    if (!document) throw documentNotFound();
    return document;
  }
}

/** A document as the audit trail keeps it: whose, what kind and its name, never its bytes or storage key. */
function documentAuditFields(document: MemberDocumentEntity): Record<string, unknown> {
  return {
    memberId: document.memberId,
    documentType: document.documentType,
    fileName: document.fileName,
    fileSize: document.fileSize,
    fileType: document.fileType,
    description: document.description,
  };
}
