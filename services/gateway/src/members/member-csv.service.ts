import { Injectable } from '@nestjs/common';
import { BulkImportAnswer, MembershipSubjects as S } from '@portal/contracts';
import type { Request, Response } from 'express';
import { FileUploads } from '../files/file-uploads.service';
import { EXPORT_TIMEOUT_MS, StoredExports } from '../files/stored-exports.service';
import { csvImportUpload } from '../files/upload-policy';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller } from './current-caller.decorator';

// An import of a large register takes longer than an ordinary call; still bounded so that no request hangs.
const IMPORT_TIMEOUT_MS = 2 * 60_000;

/** Bulk import and export, both through object storage. */
@Injectable()
export class MemberCsvService {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    private readonly exports: StoredExports,
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

  /**
   * Membership writes every member (or the selected `ids`) as CSV to object storage; the file is streamed from
   * there and removed.
   */
  sendExport(res: Response, { actor }: Caller, ids?: string[]): Promise<void> {
    return this.exports.send(res, { folder: 'members', extension: 'csv' }, (fileKey) =>
      this.services.rpc(S.ExportMembers, { fileKey, actor, ...(ids ? { ids } : {}) }, { timeoutMs: EXPORT_TIMEOUT_MS }),
    );
  }
}
