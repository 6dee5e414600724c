import { Injectable } from '@nestjs/common';
import { BulkImportAnswer, MembershipSubjects as S } from '@portal/contracts';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { FileDownloads } from '../files/file-downloads.service';
import { FileUploads } from '../files/file-uploads.service';
import { csvImportUpload } from '../files/upload-policy';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller } from './current-caller.decorator';

// Imports and exports of a large register take longer than an ordinary call;
// still bounded so that no request hangs.
const IMPORT_TIMEOUT_MS = 2 * 60_000;
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** Bulk import and export: the CSV travels through object storage, never over NATS. */
@Injectable()
export class MemberCsvService {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    private readonly downloads: FileDownloads,
  ) {}

  /** Stores the uploaded CSV, lets membership import it, and removes it again. */
  importCsv(req: Request, { actor }: Caller): Promise<BulkImportAnswer> {
    return this.uploads.useTemporarily(req, csvImportUpload, ({ file }) =>
      this.services.rpc(
        S.BulkImport,
        { fileKey: file.key, fileName: file.fileName, actor },
        { timeoutMs: IMPORT_TIMEOUT_MS },
      ),
    );
  }

  /** Membership writes the export under a fresh key; it is streamed to the client and removed. */
  async sendExport(res: Response, { actor }: Caller): Promise<void> {
    const fileKey = `exports/members/${randomUUID()}.csv`;
    let answer;
    try {
      answer = await this.services.rpc(S.ExportMembers, { fileKey, actor }, { timeoutMs: EXPORT_TIMEOUT_MS });
    } catch (error) {
      // It may have been partly written before the failure.
      await this.uploads.removeQuietly([fileKey]);
      throw error;
    }
    await this.downloads.send(
      res,
      {
        key: answer.fileKey,
        contentType: 'text/csv; charset=utf-8',
        fileName: answer.fileName || exportFileName(new Date()),
      },
      { disposition: 'attachment', removeAfter: true },
    );
  }
}

/** members_export_{YYYY-MM-DD}.csv, the date as it is in India. */
export function exportFileName(now: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `members_export_${day}.csv`;
}
