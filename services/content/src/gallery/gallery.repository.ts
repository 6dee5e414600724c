import { Injectable } from '@nestjs/common';
import { GalleryItemDto, GalleryMediaType } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { galleryItemNotFound, isUuid } from '../content.exception';

export interface GalleryItemRow {
  id: string;
  event_id: string | null;
  event_title: string | null;
  title: string;
  description: string | null;
  media_type: GalleryMediaType;
  media_key: string;
  content_type: string;
  /** bigint: pg answers it as text. */
  file_size: string;
  thumbnail_key: string | null;
  thumbnail_size: string | null;
  width: number | null;
  height: number | null;
  uploaded_by: string | null;
  created_at: Date;
}

export interface NewGalleryItem {
  id: string;
  eventId: string | null;
  title: string;
  description: string | null;
  mediaType: GalleryMediaType;
  mediaKey: string;
  contentType: string;
  fileSize: number;
  thumbnailKey: string | null;
  thumbnailSize: number | null;
  width: number | null;
  height: number | null;
  uploadedBy: string | null;
}

/** A deleted item as it was, with the stored objects the gateway now removes. */
export type DeletedGalleryItem = Pick<
  GalleryItemRow,
  | 'id'
  | 'event_id'
  | 'title'
  | 'description'
  | 'media_type'
  | 'content_type'
  | 'file_size'
  | 'media_key'
  | 'thumbnail_key'
>;

export function toGalleryItemDto(row: GalleryItemRow): GalleryItemDto {
  return {
    id: row.id,
    eventId: row.event_id,
    eventTitle: row.event_title,
    title: row.title,
    description: row.description,
    mediaType: row.media_type,
    mediaUrl: `/api/gallery/${row.id}/media`,
    thumbnailUrl: row.thumbnail_key ? `/api/gallery/${row.id}/thumbnail` : null,
    contentType: row.content_type,
    fileSize: Number(row.file_size),
    width: row.width,
    height: row.height,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at.toISOString(),
  };
}

const SELECT = `SELECT g.*, e.title AS event_title FROM gallery_items g LEFT JOIN events e ON e.id = g.event_id`;
/** What a member may see: items of active events, and items of no event. */
const VISIBLE = `($2::boolean OR g.event_id IS NULL OR e.is_active)`;

@Injectable()
export class GalleryRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `eventId` null for every event's items. */
  list(eventId: string | null, everything: boolean): Promise<GalleryItemRow[]> {
    return this.dataSource.query(
      `${SELECT} WHERE ($1::uuid IS NULL OR g.event_id = $1) AND ${VISIBLE}
       ORDER BY g.created_at DESC, g.id DESC`,
      [eventId, everything],
    );
  }

  /** 404 for an unknown or malformed id, and for an item the caller may not see. */
  async get(
    id: string,
    everything: boolean,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<GalleryItemRow> {
    if (!isUuid(id)) throw galleryItemNotFound();
    const rows: GalleryItemRow[] = await manager.query(`${SELECT} WHERE g.id = $1 AND ${VISIBLE}`, [id, everything]);
    if (!rows[0]) throw galleryItemNotFound();
    return rows[0];
  }

  async eventExists(eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM events WHERE id = $1`, [eventId]);
    return rows.length > 0;
  }

  async insert(manager: EntityManager, item: NewGalleryItem): Promise<GalleryItemRow> {
    await manager.query(
      `INSERT INTO gallery_items (id, event_id, title, description, media_type, media_key, content_type, file_size,
         thumbnail_key, thumbnail_size, width, height, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        item.id,
        item.eventId,
        item.title,
        item.description,
        item.mediaType,
        item.mediaKey,
        item.contentType,
        item.fileSize,
        item.thumbnailKey,
        item.thumbnailSize,
        item.width,
        item.height,
        item.uploadedBy,
      ],
    );
    return this.get(item.id, true, manager);
  }

  /** The item as it was (with the stored objects it referred to); 404 when there is no such item. */
  async delete(manager: EntityManager, id: string): Promise<DeletedGalleryItem> {
    if (!isUuid(id)) throw galleryItemNotFound();
    const rows: [DeletedGalleryItem[], number] = await manager.query(
      `DELETE FROM gallery_items WHERE id = $1
       RETURNING id, event_id, title, description, media_type, content_type, file_size, media_key, thumbnail_key`,
      [id],
    );
    const row = rows[0][0];
    if (!row) throw galleryItemNotFound();
    return row;
  }
}
