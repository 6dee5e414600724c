import { Injectable } from '@nestjs/common';
import { ListPaymentRecordsQuery, PaymentsSubjects as S } from '@portal/contracts';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { FileDownloads } from '../files/file-downloads.service';
import { FileUploads } from '../files/file-uploads.service';
import { Caller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

// Bounded like the members export: longer than an ordinary call, never for ever.
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** Payments writes the CSV under a fresh key as it reads the rows; it is streamed to the client and removed. */
@Injectable()
export class PaymentRecordsExport {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    private readonly downloads: FileDownloads,
  ) {}

  async send(res: Response, query: ListPaymentRecordsQuery, { actor }: Caller): Promise<void> {
    const fileKey = `exports/payment-records/${randomUUID()}.csv`;
    let answer;
    try {
      answer = await this.services.rpc(
        S.ExportPaymentRecords,
        { ...query, fileKey, actor },
        { timeoutMs: EXPORT_TIMEOUT_MS },
      );
    } catch (error) {
      await this.uploads.removeQuietly([fileKey]);
      throw error;
    }
    await this.downloads.send(
      res,
      { key: answer.fileKey, contentType: 'text/csv; charset=utf-8', fileName: answer.fileName },
      { disposition: 'attachment', removeAfter: true },
    );
  }
}
