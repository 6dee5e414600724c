import { Injectable } from '@nestjs/common';
import { ListPaymentRecordsQuery, PaymentsSubjects as S } from '@portal/contracts';
import type { Response } from 'express';
import { EXPORT_TIMEOUT_MS, StoredExports } from '../files/stored-exports.service';
import { Caller } from '../members/current-caller.decorator';
import { RpcClient } from '../rpc/rpc-client.service';

/** Payments writes the CSV to object storage as it reads the rows; it is streamed to the client and removed. */
@Injectable()
export class PaymentRecordsExport {
  constructor(
    private readonly services: RpcClient,
    private readonly exports: StoredExports,
  ) {}

  send(res: Response, query: ListPaymentRecordsQuery, { actor }: Caller): Promise<void> {
    return this.exports.send(res, { folder: 'payment-records', extension: 'csv' }, (fileKey) =>
      this.services.rpc(S.ExportPaymentRecords, { ...query, fileKey, actor }, { timeoutMs: EXPORT_TIMEOUT_MS }),
    );
  }
}
