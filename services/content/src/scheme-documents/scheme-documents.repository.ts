import { Injectable } from '@nestjs/common';
import { Scheme, SchemeDocumentDto } from '@portal/contracts';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid, schemeDocumentNotFound } from '../content.exception';

export interface SchemeDocumentRow {
  id: string;
  scheme: Scheme;
  file_name: string;
  /** bigint: pg answers it as text. */
  file_size: string;
  file_type: string;
  file_key: string;
  uploaded_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewSchemeDocument {
  scheme: Scheme;
  fileName: string;
  fileSize: number;
  fileType: string;
  fileKey: string;
  uploadedBy: string | null;
}

export function toSchemeDocumentDto(row: SchemeDocumentRow): SchemeDocumentDto {
  return {
    id: row.id,
    scheme: row.scheme,
    fileName: row.file_name,
    fileSize: Number(row.file_size),
    fileType: row.file_type,
    fileUrl: `/api/scheme-documents/${row.id}/download`,
    uploadedBy: row.uploaded_by,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

@Injectable()
export class SchemeDocumentsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Newest first; `scheme` null for every scheme. */
  list(scheme: Scheme | null): Promise<SchemeDocumentRow[]> {
    return this.dataSource.query(
      `SELECT * FROM scheme_documents WHERE ($1::text IS NULL OR scheme = $1)
       ORDER BY created_at DESC, id DESC`,
      [scheme],
    );
  }

  async get(id: string): Promise<SchemeDocumentRow> {
    if (!isUuid(id)) throw schemeDocumentNotFound();
    const rows: SchemeDocumentRow[] = await this.dataSource.query(`SELECT * FROM scheme_documents WHERE id = $1`, [id]);
    if (!rows[0]) throw schemeDocumentNotFound();
    return rows[0];
  }

  async insert(manager: EntityManager, document: NewSchemeDocument): Promise<SchemeDocumentRow> {
    const rows: SchemeDocumentRow[] = await manager.query(
      `INSERT INTO scheme_documents (scheme, file_name, file_size, file_type, file_key, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
      [document.scheme, document.fileName, document.fileSize, document.fileType, document.fileKey, document.uploadedBy],
    );
    return rows[0];
  }

  /** The document as it was (its file_key the stored object to remove); 404 when there is no such document. */
  async delete(manager: EntityManager, id: string): Promise<SchemeDocumentRow> {
    if (!isUuid(id)) throw schemeDocumentNotFound();
    const rows: [SchemeDocumentRow[], number] = await manager.query(
      `DELETE FROM scheme_documents WHERE id = $1 RETURNING *`,
      [id],
    );
    if (!rows[0][0]) throw schemeDocumentNotFound();
    return rows[0][0];
  }
}
