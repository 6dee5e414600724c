import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  CommonErrorCode,
  ContentFileAnswer,
  ContentMessages,
  ContentUploadLimits,
  CreateGalleryItemRequest,
  DeletedAnswer,
  GalleryImageTypes,
  GalleryItemDto,
  GalleryVideoTypes,
  StoredFileDto,
} from '@portal/contracts';
import { AuditTrail, ObjectNotFoundError, ObjectStorage, StorageUnavailableError } from '@portal/platform';
import { DataSource } from 'typeorm';
import { randomUUID } from 'node:crypto';
import {
  ContentException,
  galleryItemNotFound,
  invalid,
  isUuid,
  mediaUnreadable,
  requireAdmin,
  requireAdminOrMember,
  storageUnavailable,
} from '../content.exception';
import { DeletedGalleryItem, GalleryRepository, NewGalleryItem, toGalleryItemDto } from './gallery.repository';
import { makeImageVariants, UnreadableImageError } from './image-variants';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

const TITLE_MAX = 200;
const isImageType = (type: string) => (GalleryImageTypes as readonly string[]).includes(type);
const isVideoType = (type: string) => (GalleryVideoTypes as readonly string[]).includes(type);
/** '', 'all' or nothing: no event. */
const noEvent = (eventId: string | undefined) => !eventId?.trim() || eventId.trim() === 'all';

/**
 * The gallery: photos and videos the gateway has streamed into object storage.
 * A photo is replaced by a web-size copy and a thumbnail without metadata; a video
 * is kept as it came.
 */
@Injectable()
export class GalleryService {
  constructor(
    private readonly gallery: GalleryRepository,
    private readonly storage: ObjectStorage,
    private readonly dataSource: DataSource,
    private readonly audit: AuditTrail,
  ) {}

  async list(actor: ActorDto, eventId: string | undefined): Promise<GalleryItemDto[]> {
    requireAdminOrMember(actor);
    if (!noEvent(eventId) && !isUuid(eventId!.trim())) return [];
    const rows = await this.gallery.list(noEvent(eventId) ? null : eventId!.trim(), actor.userType === 'admin');
    return rows.map(toGalleryItemDto);
  }

  /** On any refusal the uploaded object is removed too: nothing is left that no item refers to. */
  async create(request: CreateGalleryItemRequest): Promise<GalleryItemDto> {
    requireAdmin(request.actor);
    const made: string[] = [];
    try {
      const item = await this.newItem(request, made);
      const row = await this.dataSource
        .transaction(async (manager) => {
          const inserted = await this.gallery.insert(manager, item);
          await this.audit.record(manager, {
            action: 'gallery-item.uploaded',
            entity: 'gallery-item',
            entityId: inserted.id,
            after: galleryAuditFields(inserted),
          });
          return inserted;
        })
        .catch((error: unknown) => {
          // The event was deleted while the image was being processed.
          if ((error as { code?: string }).code === '23503') throw eventNotFoundField();
          throw error;
        });
      if (item.mediaKey !== request.file.key) await this.storage.removeQuietly([request.file.key]);
      return toGalleryItemDto(row);
    } catch (error) {
      await this.storage.removeQuietly([request.file.key, ...made]);
      throw error;
    }
  }

  async file(id: string, variant: 'media' | 'thumbnail', actor: ActorDto): Promise<ContentFileAnswer> {
    requireAdminOrMember(actor);
    const row = await this.gallery.get(id, actor.userType === 'admin');
    const fileName = `${row.title}.${EXTENSIONS[row.content_type] ?? 'bin'}`;
    if (variant === 'media') {
      return { key: row.media_key, contentType: row.content_type, fileName, size: Number(row.file_size) };
    }
    if (!row.thumbnail_key) throw galleryItemNotFound();
    return { key: row.thumbnail_key, contentType: row.content_type, fileName, size: Number(row.thumbnail_size ?? 0) };
  }

  /** The gateway removes the objects named in `removedKeys`. */
  async delete(id: string, actor: ActorDto): Promise<DeletedAnswer> {
    requireAdmin(actor);
    const removed = await this.dataSource.transaction(async (manager) => {
      const row = await this.gallery.delete(manager, id);
      await this.audit.record(manager, {
        action: 'gallery-item.deleted',
        entity: 'gallery-item',
        entityId: row.id,
        before: galleryAuditFields(row),
      });
      return row;
    });
    return {
      id,
      removedKeys: [removed.media_key, removed.thumbnail_key].filter((key): key is string => !!key),
    };
  }

  private async newItem(request: CreateGalleryItemRequest, made: string[]): Promise<NewGalleryItem> {
    const { file } = request;
    const eventId = await this.eventIdOf(request.eventId);
    const title = request.title?.trim() || baseName(file.fileName) || 'Untitled';
    if (title.length > TITLE_MAX) throw invalid([{ field: 'title', message: ContentMessages.titleTooLong }]);
    const base = {
      id: randomUUID(),
      eventId,
      title,
      description: request.description?.trim() || null,
      uploadedBy: request.actor.userId,
    };
    if (isVideoType(file.contentType)) {
      return {
        ...base,
        mediaType: 'video',
        mediaKey: file.key,
        contentType: file.contentType,
        fileSize: file.size,
        thumbnailKey: null,
        thumbnailSize: null,
        width: null,
        height: null,
      };
    }
    if (!isImageType(file.contentType)) {
      throw new ContentException(CommonErrorCode.UnsupportedMediaType, ContentMessages.mediaWrongType, {
        field: 'file',
      });
    }
    const variants = await makeImageVariants(await this.read(file)).catch((error: unknown) => {
      throw error instanceof UnreadableImageError ? mediaUnreadable() : error;
    });
    const web = `gallery/${base.id}/web.${variants.extension}`;
    const thumbnail = `gallery/${base.id}/thumb.${variants.extension}`;
    made.push(web, thumbnail);
    await this.store(web, variants.web.data, variants.contentType);
    await this.store(thumbnail, variants.thumbnail.data, variants.contentType);
    return {
      ...base,
      mediaType: 'image',
      mediaKey: web,
      contentType: variants.contentType,
      fileSize: variants.web.size,
      thumbnailKey: thumbnail,
      thumbnailSize: variants.thumbnail.size,
      width: variants.web.width,
      height: variants.web.height,
    };
  }

  /** null for none; an id that names no event is the admin's mistake, on the form's event field. */
  private async eventIdOf(eventId: string | undefined): Promise<string | null> {
    if (noEvent(eventId)) return null;
    const id = eventId!.trim();
    if (!isUuid(id) || !(await this.gallery.eventExists(id))) throw eventNotFoundField();
    return id;
  }

  /** The uploaded image, whole: at most the image limit (10 MB), so sharp may take it as one buffer. */
  private async read(file: StoredFileDto): Promise<Buffer> {
    try {
      const { body } = await this.storage.open(file.key);
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > ContentUploadLimits.imageBytes) {
          body.destroy();
          throw new ContentException(CommonErrorCode.PayloadTooLarge, ContentMessages.imageTooLarge, {
            field: 'file',
          });
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks, size);
    } catch (error) {
      if (error instanceof ContentException) throw error;
      if (error instanceof ObjectNotFoundError)
        throw invalid([{ field: 'file', message: ContentMessages.mediaMissing }]);
      // The storage failed to answer, or the stream broke off while reading.
      throw storageUnavailable();
    }
  }

  private async store(key: string, data: Buffer, contentType: string): Promise<void> {
    try {
      await this.storage.upload(key, [data], contentType);
    } catch (error) {
      throw error instanceof StorageUnavailableError ? storageUnavailable() : error;
    }
  }
}

/** A gallery item as the audit trail keeps it: what it shows, never its bytes or storage keys. */
function galleryAuditFields(row: DeletedGalleryItem): Record<string, unknown> {
  return {
    eventId: row.event_id,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    contentType: row.content_type,
    fileSize: Number(row.file_size),
  };
}

const eventNotFoundField = () => invalid([{ field: 'eventId', message: 'Event not found' }]);

/** A file name without its extension: 'Wedding 2025.jpg' → 'Wedding 2025'. */
export function baseName(fileName: string): string {
  const name = fileName.trim();
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name).trim().slice(0, TITLE_MAX);
}
