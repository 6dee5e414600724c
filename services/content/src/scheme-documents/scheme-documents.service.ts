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
import { ObjectStorage } from '@portal/platform';
import { invalid, requireAdmin, requireAdminOrMember } from '../content.exception';
import { SchemeDocumentsRepository, toSchemeDocumentDto } from './scheme-documents.repository';

const isScheme = (value: unknown): value is Scheme => (Schemes as readonly unknown[]).includes(value);

/** Documents per welfare scheme (spec part 2 §2 Scheme Documents): admins upload, everyone signed in reads. */
@Injectable()
export class SchemeDocumentsService {
  constructor(
    private readonly documents: SchemeDocumentsRepository,
    private readonly storage: ObjectStorage,
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
    const row = await this.documents.insert({
      scheme,
      fileName: file.fileName,
      fileSize: file.size,
      fileType: file.contentType,
      fileKey: file.key,
      uploadedBy: request.actor.userId,
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
    return { id, removedKeys: [await this.documents.delete(id)] };
  }
}
