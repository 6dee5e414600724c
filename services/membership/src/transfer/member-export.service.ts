import { Injectable } from '@nestjs/common';
import {
  ActorDto,
  ExportMembersAnswer,
  ExportMembersRequest,
  MemberImportColumns,
  todayInIndia,
} from '@portal/contracts';
import { AuditTrail, JsonLogger, ObjectStorage } from '@portal/platform';
import { DataSource } from 'typeorm';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { requireAdmin } from '../members/membership.exception';
import { CopyTextToCsv } from './csv-writer';
import { MemberTransferRepository } from './member-transfer.repository';

/**
 * The import columns first (membership start and end among them), so an export can be edited and imported
 * again unchanged in those columns; then the rest of the record.
 */
export const EXPORT_HEADER = [...MemberImportColumns, 'city', 'state', 'pincode', 'optedSchemes', 'createdAt'];

/** members_export_{YYYY-MM-DD}.csv, the date as it is in India. */
export function exportFileName(now: Date): string {
  return `members_export_${todayInIndia(now)}.csv`;
}

/**
 * Exports every member (or the selected ones) as CSV into object storage under the caller's key, as every download is made
 * (issue 24): COPY streams the rows out of one consistent snapshot through the converter into the
 * upload, 5 MB parts at a time, so memory stays flat at any size. The gateway streams the file from
 * there and removes it.
 */
@Injectable()
export class MemberExportService {
  constructor(
    private readonly members: MemberTransferRepository,
    private readonly storage: ObjectStorage,
    private readonly logger: JsonLogger,
    private readonly audit: AuditTrail,
    private readonly dataSource: DataSource,
  ) {}

  async export(request: ExportMembersRequest, actor: ActorDto): Promise<ExportMembersAnswer> {
    requireAdmin(actor);
    const csv = new CopyTextToCsv(EXPORT_HEADER);
    try {
      await this.members.copyExportRows(request.ids ?? null, async (rows) => {
        const file = new PassThrough();
        const stored = this.storage.upload(request.fileKey, file, 'text/csv; charset=utf-8');
        // A failed upload ends the COPY too, instead of leaving it waiting for a reader that is gone.
        stored.catch((error: Error) => file.destroy(error));
        await Promise.all([pipeline(rows, csv, file), stored]);
      });
    } catch (error) {
      await this.storage.removeQuietly([request.fileKey]);
      this.logger.warn(`member export stopped: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    // Export selected (issue 29) is a bulk action of the list, and each is on record with whom it named.
    if (request.ids)
      await this.audit.record(this.dataSource, {
        action: 'members.exported',
        entity: 'member',
        entityId: null,
        after: { memberIds: request.ids, rows: csv.rows },
      });
    return { fileKey: request.fileKey, fileName: exportFileName(new Date()), rows: csv.rows };
  }
}
