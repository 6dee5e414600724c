import { Inject, Injectable } from '@nestjs/common';
import { ClientProxy } from '@nestjs/microservices';
import { BulkImportAnswer, ExportMembersTrailer, MembershipSubjects as S } from '@portal/contracts';
import { JsonLogger, NatsByteStreamReader } from '@portal/platform';
import type { Request, Response } from 'express';
import type { NatsConnection } from 'nats';
import { GatewayConfig } from '../config';
import { contentDisposition } from '../files/file-name.sanitiser';
import { FileUploads } from '../files/file-uploads.service';
import { csvImportUpload } from '../files/upload-policy';
import { GATEWAY_CONFIG, NATS_CLIENT } from '../gateway.tokens';
import { serviceUnavailable } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { Caller } from './current-caller.decorator';

// An import of a large register takes longer than an ordinary call; still bounded so that no request hangs.
const IMPORT_TIMEOUT_MS = 2 * 60_000;

/** Bulk import through object storage; the export streams from membership over NATS, never staged. */
@Injectable()
export class MemberCsvService {
  constructor(
    private readonly services: RpcClient,
    private readonly uploads: FileUploads,
    @Inject(NATS_CLIENT) private readonly nats: ClientProxy,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly logger: JsonLogger,
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
   * Membership answers the request (or refuses it, answered as JSON as ever), then sends the CSV
   * in chunks that go to the client as they come. A failure after the first byte cuts the
   * connection, so the browser reports a failed download rather than keeping a short file.
   */
  async sendExport(res: Response, { actor }: Caller): Promise<void> {
    await this.nats.connect();
    const stream = await NatsByteStreamReader.open(this.nats.unwrap<NatsConnection>(), this.config.NATS_NAMESPACE);
    let fileName: string;
    try {
      ({ fileName } = await this.services.rpc(S.ExportMembers, { stream: stream.subject, actor }));
    } catch (error) {
      stream.close();
      throw error;
    }
    try {
      await stream.pipeTo<ExportMembersTrailer>(res, () => {
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader('Content-Disposition', contentDisposition('attachment', fileName || exportFileName(new Date())));
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Cache-Control', 'private, no-cache');
      });
      res.end();
    } catch (error) {
      this.logger.warn(`member export cut short: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) throw serviceUnavailable('membership');
      res.destroy();
    }
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
