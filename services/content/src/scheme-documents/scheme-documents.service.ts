import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ContentFileAnswer,
  ContentMessages,
  CreateSchemeDocumentRequest,
  DeletedAnswer,
  Scheme,
  SchemeDocumentDto,
  Schemes,
} from '@portal/contracts';
import { AuditTrail, ObjectStorage } from '@portal/platform';
import { DataSource } from 'typeorm';
import { invalid, requireAdmin, requireAdminOrMember } from '../content.exception';
import { SchemeDocumentRow, SchemeDocumentsRepository, toSchemeDocumentDto } from './scheme-documents.repository';

const isScheme = (value: unknown): value is Scheme => (Schemes as readonly unknown[]).includes(value);

/** Documents per welfare scheme (spec part 2 §2 Scheme Documents): admins upload, everyone signed in reads. */
@Injectable()
export class SchemeDocumentsService {
  constructor(
    private readonly documents: SchemeDocumentsRepository,
    private readonly storage: ObjectStorage,
    private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  /** Every scheme's documents, or one scheme's ('all' or nothing: every scheme). */
  async list(actor: ActorDto, scheme: string | undefined): Promise<SchemeDocumentDto[]> {
    requireAdminOrMember(actor);
    const rows = await this.documents.list(isScheme(scheme) ? scheme : null);
    return rows.map(toSchemeDocumentDto);
  }

  /** Records a file the gateway has stored; a refused one is removed, so nothing is left unreferenced. */
  async create(request: CreateSchemeDocumentRequest): Promise<SchemeDocumentDto> {
    requireAdmin(request.actor);
    const scheme = request.scheme?.trim();
    if (!isScheme(scheme)) {
      await this.storage.removeQuietly([request.file.key]);
      throw invalid([{ field: 'scheme', message: ContentMessages.schemeAndFileRequired }]);
    }
    const { file } = request;
    const row = await this.dataSource.transaction(async (manager) => {
      const inserted = await this.documents.insert(manager, {
        scheme,
        fileName: file.fileName,
        fileSize: file.size,
        fileType: file.contentType,
        fileKey: file.key,
        uploadedBy: request.actor.userId,
      });
      await this.audit.record(manager, {
        action: 'scheme-document.uploaded',
        entity: 'scheme-document',
        entityId: inserted.id,
        after: schemeDocumentAuditFields(inserted),
      });
      return inserted;
    });
    return toSchemeDocumentDto(row);
  }

  async file(id: string, actor: ActorDto): Promise<ContentFileAnswer> {
    requireAdminOrMember(actor);
    const row = await this.documents.get(id);
    return { key: row.file_key, contentType: row.file_type, fileName: row.file_name, size: Number(row.file_size) };
  }

  /** The gateway removes the object named in `removedKeys`. */
  async delete(id: string, actor: ActorDto): Promise<DeletedAnswer> {
    requireAdmin(actor);
    const removedKey = await this.dataSource.transaction(async (manager) => {
      const removed = await this.documents.delete(manager, id);
      await this.audit.record(manager, {
        action: 'scheme-document.deleted',
        entity: 'scheme-document',
        entityId: removed.id,
        before: schemeDocumentAuditFields(removed),
      });
      return removed.file_key;
    });
    return { id, removedKeys: [removedKey] };
  }
}

/** A scheme document as the audit trail keeps it: its scheme and file name, never its bytes or storage key. */
function schemeDocumentAuditFields(row: SchemeDocumentRow): Record<string, unknown> {
  return { scheme: row.scheme, fileName: row.file_name, fileSize: Number(row.file_size), fileType: row.file_type };
}
