import { Injectable } from '@nestjs/common';
import { ActorDto, ExportMembersAnswer, ExportMembersRequest, MemberImportColumns } from '@portal/contracts';
import { ObjectStorage } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { todayInIndia } from '../members/dates';
import { MembersRepository } from '../members/members.repository';
import { requireAdmin } from '../members/membership.exception';
import { CopyTextToCsv } from './csv-writer';

/** The import columns first, so an export can be edited and imported again; then the rest of the record. */
export const EXPORT_HEADER = [
  ...MemberImportColumns,
  'membershipStartDate',
  'membershipEndDate',
  'city',
  'state',
  'pincode',
  'optedSchemes',
  'createdAt',
];

/**
 * Exports every member as CSV into object storage: COPY streams the rows out
 * of one consistent snapshot, the converter writes CSV to a temporary file
 * and the file goes to storage in one PUT. Memory stays flat at any size.
 */
@Injectable()
export class MemberExportService {
  constructor(
    private readonly members: MembersRepository,
    private readonly storage: ObjectStorage,
  ) {}

  async export(request: ExportMembersRequest, actor: ActorDto): Promise<ExportMembersAnswer> {
    requireAdmin(actor);
    const path = join(tmpdir(), `members-export-${randomUUID()}.csv`);
    try {
      const csv = new CopyTextToCsv(EXPORT_HEADER);
      await this.members.copyExportRows((rows) => pipeline(rows, csv, createWriteStream(path)));
      await this.storage.uploadFile(request.fileKey, path, 'text/csv; charset=utf-8');
      return { fileKey: request.fileKey, fileName: `members_export_${todayInIndia()}.csv`, rows: csv.rows };
    } finally {
      await rm(path, { force: true });
    }
  }
}
