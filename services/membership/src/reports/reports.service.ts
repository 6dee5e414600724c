import { Inject, Injectable } from '@nestjs/common';
import {
  ActorDto,
  ExportReportAnswer,
  ExportReportRequest,
  IdentitySubjects,
  ListReportExportsAnswer,
  ReportFileAnswer,
  ReportFormat,
  todayInIndia,
} from '@portal/contracts';
import { JsonLogger, NotFoundException, ObjectStorage, ServiceRpcClient } from '@portal/platform';
import { randomUUID } from 'node:crypto';
import { PassThrough, Writable } from 'node:stream';
import { requireAdmin } from '../members/membership.exception';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import { ReportLogRepository } from './report-log.repository';
import { parseReportRequest, rangeLabel, reportFileName } from './report-request';
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
 * Reports (issue 13): the rows come from their owners a page at a time and are written in the chosen
 * format straight into object storage; a finished export is logged for Recent Exports, and the gateway
 * streams the stored file to the admin (now and from Recent Exports later), as for every download.
 */
@Injectable()
export class ReportsService {
  private readonly writers: Record<ReportFormat, ReportWriter>;

  constructor(
    private readonly sources: ReportSources,
    private readonly log: ReportLogRepository,
    private readonly storage: ObjectStorage,
    @Inject(ServiceRpcClient) private readonly services: ServiceRpcClient,
    private readonly logger: JsonLogger,
    csv: CsvReportWriter,
    excel: ExcelReportWriter,
    pdf: PdfReportWriter,
  ) {
    this.writers = { csv, excel, pdf };
  }

  async export({ actor, type, ...query }: ExportReportRequest): Promise<ExportReportAnswer> {
    requireAdmin(actor);
    const request = parseReportRequest(type, { ...query });
    const writer = this.writers[request.format];
    const source = this.sources.source(request.type, request, actor);
    // The first page is read before anything is stored: an owner that is down is then a clean 503.
    const [batches, createdByName] = await Promise.all([prefetched(source.batches), this.adminName(actor)]);
    const generatedAt = new Date();
    const id = randomUUID();
    const fileName = reportFileName(request, writer.extension, todayInIndia(generatedAt));
    const fileKey = `reports/${id}.${writer.extension}`;

    const copy = new PassThrough();
    copy.on('error', () => undefined);
    const stored = this.storage.upload(fileKey, copy, writer.contentType);
    // A failed upload stops the export at its next chunk instead of leaving the writer waiting on it.
    stored.catch((error: Error) => copy.destroy(error));
    const sink = new ReportSink([copy]);
    // A failed sink may be written to again by a writer that has not noticed yet: never an unhandled 'error'.
    sink.on('error', () => undefined);
    const failed = failureOf(sink);
    failed.catch(() => undefined);
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
      return {
        id,
        type: request.type,
        format: request.format,
        rows,
        size,
        fileKey,
        fileName,
        contentType: writer.contentType,
      };
    } catch (error) {
      copy.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      await this.storage.removeQuietly([fileKey]);
      this.logger.event('warn', 'report export failed', {
        type: request.type,
        format: request.format,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    }
  }

  recent(actor: ActorDto): Promise<ListReportExportsAnswer> {
    requireAdmin(actor);
    return this.log.recent(RECENT_EXPORTS);
  }

  /** The stored copy, byte for byte, under the name it was first downloaded with. */
  async file(id: string, actor: ActorDto): Promise<ReportFileAnswer> {
    requireAdmin(actor);
    const file = await this.log.file(id);
    if (!file) throw new NotFoundException('Report export not found');
    return file;
  }

  /** "First Last", else the e-mail; null when the admin cannot be looked up (the export still goes ahead). */
  private async adminName(actor: ActorDto): Promise<string | null> {
    try {
      const admin = await this.services.rpc(IdentitySubjects.GetAdmin, { id: actor.userId });
      if (!admin) return null;
      return [admin.firstName, admin.lastName].filter(Boolean).join(' ').trim() || admin.email;
    } catch {
      return null;
    }
  }
}
