import { Injectable } from '@nestjs/common';
import { CommonErrorCode, IdentitySubjects, ListReportExportsAnswer, ReportFormat } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { FileDownloads } from '../files/file-downloads.service';
import { contentDisposition } from '../files/file-name.sanitiser';
import { ObjectStorage } from '../files/object-storage';
import { Caller } from '../members/current-caller.decorator';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { RpcClient } from '../rpc/rpc-client.service';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import { calendarDayInIndia } from './report-format';
import { ReportLogRepository } from './report-log.repository';
import { rangeLabel, reportFileName, ReportRequest } from './report-request';
import { ReportSink } from './report-sink';
import { ReportSources } from './report-sources';
import { ReportRow, ReportWriter } from './report-table';

/** How many exports Recent Exports lists. */
export const RECENT_EXPORTS = 20;

/** The source with its first page already read; the rest is read as the writer asks for it. */
export async function prefetched(source: AsyncIterable<ReportRow[]>): Promise<AsyncIterable<ReportRow[]>> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
}

/** Rejects as soon as `stream` fails: a writer waiting on a reader that is gone must not wait for ever. */
function failureOf(stream: Writable): Promise<never> {
  return new Promise((_resolve, reject) => stream.once('error', reject));
}

/**
 * Reports (issue 13): the rows come from their owners a page at a time and are written straight to the
 * response in the chosen format, while the same bytes go to object storage; a finished export is logged
 * for Recent Exports and downloads again from that copy.
 */
@Injectable()
export class ReportsService {
  private readonly writers: Record<ReportFormat, ReportWriter>;

  constructor(
    private readonly sources: ReportSources,
    private readonly log: ReportLogRepository,
    private readonly storage: ObjectStorage,
    private readonly downloads: FileDownloads,
    private readonly services: RpcClient,
    private readonly logger: JsonLogger,
    csv: CsvReportWriter,
    excel: ExcelReportWriter,
    pdf: PdfReportWriter,
  ) {
    this.writers = { csv, excel, pdf };
  }

  async export(res: Response, request: ReportRequest, { actor }: Caller): Promise<void> {
    const writer = this.writers[request.format];
    const source = this.sources.source(request.type, request, actor);
    // The first page is read before the answer starts: an owner that is down is then a clean 503, not a cut file.
    const [batches, createdByName] = await Promise.all([prefetched(source.batches), this.adminName(actor.userId)]);
    const generatedAt = new Date();
    const id = randomUUID();
    const fileName = reportFileName(request, writer.extension, calendarDayInIndia(generatedAt));
    const fileKey = `reports/${id}.${writer.extension}`;

    const copy = new PassThrough();
    copy.on('error', () => undefined);
    const stored = this.storage.upload(fileKey, copy, writer.contentType);
    // A failed upload stops the export at its next chunk instead of leaving the writer waiting on it.
    stored.catch((error: Error) => copy.destroy(error));
    const sink = new ReportSink([res, copy], [copy]);
    // A failed sink may be written to again by a writer that has not noticed yet: never an unhandled 'error'.
    sink.on('error', () => undefined);
    const failed = failureOf(sink);
    failed.catch(() => undefined);

    res.status(200);
    res.setHeader('Content-Type', writer.contentType);
    res.setHeader('Content-Disposition', contentDisposition('attachment', fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      const table = { ...source, type: request.type, batches, generatedAt, rangeLabel: rangeLabel(request) };
      const rows = await Promise.race([writer.write(table, sink), failed]);
      const size = await stored;
      await this.log.add({
        id,
        type: request.type,
        format: request.format,
        from: request.from,
        to: request.to,
        rows,
        size,
        fileKey,
        fileName,
        contentType: writer.contentType,
        createdBy: actor.userId,
        createdByName,
      });
      res.end();
    } catch (error) {
      copy.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      await this.storage.removeQuietly([fileKey]);
      this.logger.event('warn', 'report export failed', {
        type: request.type,
        format: request.format,
        error: error instanceof Error ? error.message : String(error),
      });
      if (!res.headersSent) {
        for (const header of ['Content-Type', 'Content-Disposition', 'Cache-Control']) res.removeHeader(header);
        throw error;
      }
      // Part of the file is out: cut the connection so the browser reports a failed download, not a short file.
      res.destroy();
    }
  }

  recent(): Promise<ListReportExportsAnswer> {
    return this.log.recent(RECENT_EXPORTS);
  }

  /** The stored copy, byte for byte, under the name it was first downloaded with. */
  async download(res: Response, id: string): Promise<void> {
    const file = await this.log.file(id);
    if (!file) throw new GatewayHttpError(CommonErrorCode.NotFound, 'Report export not found');
    await this.downloads.send(res, file, { disposition: 'attachment' });
  }

  /** "First Last", else the e-mail; null when the admin cannot be looked up (the export still goes ahead). */
  private async adminName(id: string): Promise<string | null> {
    try {
      const admin = await this.services.rpc(IdentitySubjects.GetAdmin, { id });
      if (!admin) return null;
      return [admin.firstName, admin.lastName].filter(Boolean).join(' ').trim() || admin.email;
    } catch {
      return null;
    }
  }
}
