import { Injectable } from '@nestjs/common';
import { ReportExportDto, ReportFileAnswer, ReportFormat, ReportType } from '@portal/contracts';
import { DataSource } from 'typeorm';

export interface LoggedExport {
  id: string;
  type: ReportType;
  format: ReportFormat;
  from: string | null;
  to: string | null;
  rows: number;
  size: number;
  fileKey: string;
  fileName: string;
  contentType: string;
  createdBy: string;
  createdByName: string | null;
}

interface ExportRow {
  id: string;
  type: ReportType;
  format: ReportFormat;
  from_day: string | null;
  to_day: string | null;
  row_count: number;
  size: string;
  file_key: string;
  file_name: string;
  content_type: string;
  created_by_name: string | null;
  created_at: Date;
}

// Days come back as text: a JS Date would shift them by the server's zone.
const COLUMNS = `id, type, format, to_char(from_day, 'YYYY-MM-DD') AS from_day, to_char(to_day, 'YYYY-MM-DD') AS to_day,
  row_count, size, file_key, file_name, content_type, created_by_name, created_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toExportDto(row: ExportRow): ReportExportDto {
  return {
    id: row.id,
    type: row.type,
    format: row.format,
    from: row.from_day,
    to: row.to_day,
    rows: row.row_count,
    size: Number(row.size),
    fileName: row.file_name,
    createdBy: row.created_by_name,
    createdAt: row.created_at.toISOString(),
    downloadUrl: `/api/reports/exports/${row.id}/download`,
  };
}

/** The report log in membership's database: one row per finished export (Recent Exports). */
@Injectable()
export class ReportLogRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(entry: LoggedExport): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO report_exports
         (id, type, format, from_day, to_day, row_count, size, file_key, file_name, content_type, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        entry.id,
        entry.type,
        entry.format,
        entry.from,
        entry.to,
        entry.rows,
        entry.size,
        entry.fileKey,
        entry.fileName,
        entry.contentType,
        entry.createdBy,
        entry.createdByName,
      ],
    );
  }

  /** The newest `limit` exports and how many there are in all. */
  async recent(limit: number): Promise<{ exports: ReportExportDto[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.dataSource.query<ExportRow[]>(
        `SELECT ${COLUMNS} FROM report_exports ORDER BY created_at DESC, id DESC LIMIT $1`,
        [limit],
      ),
      this.dataSource.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM report_exports`),
    ]);
    return { exports: rows.map(toExportDto), total: count[0].total };
  }

  /** The stored copy of one export, or null when there is no such export. */
  async file(id: string): Promise<ReportFileAnswer | null> {
    if (!UUID.test(id)) return null;
    const rows = await this.dataSource.query<Array<{ file_key: string; file_name: string; content_type: string }>>(
      `SELECT file_key, file_name, content_type FROM report_exports WHERE id = $1`,
      [id],
    );
    return rows[0]
      ? { fileKey: rows[0].file_key, fileName: rows[0].file_name, contentType: rows[0].content_type }
      : null;
  }
}
