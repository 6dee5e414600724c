import { Injectable } from '@nestjs/common';
import { ContentSubjects as S, GalleryItemDto, SchemeDocumentDto } from '@portal/contracts';
import type { Request, Response } from 'express';
import { FileDownloads } from '../files/file-downloads.service';
import { FileUploads } from '../files/file-uploads.service';
import { galleryUpload, schemeDocumentUpload } from '../files/upload-policy';
import { Caller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** Content makes a gallery image's web copy and thumbnail before it answers: longer than a plain call. */
const GALLERY_CREATE_TIMEOUT_MS = 60_000;

/**
 * Gallery media and scheme documents: bytes in object storage (through the
 * gateway), records and permission checks in content. Objects content lets go
 * of are removed here.
 */
@Injectable()
export class ContentFilesService {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    private readonly downloads: FileDownloads,
  ) {}

  addGalleryItem(req: Request, { actor }: Caller): Promise<GalleryItemDto> {
    return this.uploads.storeAndRecord(req, galleryUpload, ({ file, fields }) =>
      this.services.rpc(
        S.CreateGalleryItem,
        { file, title: fields.title, description: fields.description, eventId: fields.eventId, actor },
        { timeoutMs: GALLERY_CREATE_TIMEOUT_MS },
      ),
    );
  }

  async deleteGalleryItem(id: string, { actor }: Caller): Promise<{ id: string }> {
    const deleted = await this.services.rpc(S.DeleteGalleryItem, { id, actor });
    await this.uploads.removeQuietly(deleted.removedKeys);
    return { id: deleted.id };
  }

  /** The web copy or video (answering Range requests so a video can seek), or the thumbnail. */
  async sendGalleryFile(
    req: Request,
    res: Response,
    id: string,
    variant: 'media' | 'thumbnail',
    { actor }: Caller,
  ): Promise<void> {
    const file = await this.services.rpc(S.GetGalleryFile, { id, variant, actor });
    await this.downloads.send(res, file, { disposition: 'inline', range: req.headers.range ?? '' });
  }

  addSchemeDocument(req: Request, { actor }: Caller): Promise<SchemeDocumentDto> {
    return this.uploads.storeAndRecord(req, schemeDocumentUpload, ({ file, fields }) =>
      this.services.rpc(S.CreateSchemeDocument, { scheme: fields.scheme, file, actor }),
    );
  }

  async deleteSchemeDocument(id: string, { actor }: Caller): Promise<{ id: string }> {
    const deleted = await this.services.rpc(S.DeleteSchemeDocument, { id, actor });
    await this.uploads.removeQuietly(deleted.removedKeys);
    return { id: deleted.id };
  }

  /** Downloads under the name it was uploaded with. */
  async sendSchemeDocument(res: Response, id: string, { actor }: Caller): Promise<void> {
    const file = await this.services.rpc(S.GetSchemeDocumentFile, { id, actor });
    await this.downloads.send(res, file, { disposition: 'attachment' });
  }
}
