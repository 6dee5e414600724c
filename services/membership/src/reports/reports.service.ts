import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  ActorDto,
  DEFAULT_LANGUAGE,
  ExportReportAnswer,
  ExportReportRequest,
  IdentitySubjects,
  ListReportExportsAnswer,
  ReportFileAnswer,
  ReportFormat,
  ReportStreamTrailer,
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
import { parseReportRequest, rangeLabel, ReportRequest, reportFileName } from './report-request';
import { ReportSink } from './report-sink';
import { ReportSources } from './report-sources';
import { ReportRow, ReportTable, ReportWriter } from './report-table';

/** Opens the sending side of the byte stream the gateway named in its request (reports.module.ts). */
export const REPORT_STREAMS = Symbol('REPORT_STREAMS');
export type OpenReportStream = (subject: string) => Promise<Writable & { trailer: () => unknown }>;

/** A report whose first page is read, ready to be written. */
interface MadeReport {
  request: ReportRequest;
  writer: ReportWriter;
  table: ReportTable;
  file: { id: string; fileKey: string; fileName: string; contentType: string };
  createdBy: string;
  /** Looked up while the report is written. */
  createdByName: Promise<string | null>;
}

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
 * format straight into object storage and, when the gateway asks for it, onto its byte stream at the same
 * time (issue 28: the first byte reaches the admin while rows are still being written); a finished export
 * is logged for Recent Exports, from which the gateway streams the stored file again later.
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
    @Optional() @Inject(REPORT_STREAMS) private readonly openStream?: OpenReportStream,
  ) {
    this.writers = { csv, excel, pdf };
  }

  /**
   * Without `stream`, answers once the report is stored and logged. With `stream` (the gateway's byte stream),
   * answers as soon as the first page of rows is read, then sends the report on the stream as it is written,
   * into object storage alongside; the stream ends (with the trailer) once the stored copy is complete and
   * logged, and fails instead when anything fails, so the download never looks complete when it is not.
   */
  async export({ actor, type, stream, language, ...query }: ExportReportRequest): Promise<ExportReportAnswer> {
    requireAdmin(actor);
    const request = parseReportRequest(type, { ...query });
    const writer = this.writers[request.format];
    const source = this.sources.source(request.type, request, actor);
    // The first page is read before anything is stored or sent: an owner that is down is then a clean 503.
    // The admin's name is only needed for the log at the end: it is looked up meanwhile (never rejects).
    const createdByName = this.adminName(actor);
    const firstPage = prefetched(source.batches);
    // The first page is on its way: a library loaded on first use (pdfkit, about 170 ms) is loaded meanwhile,
    // not after it, so the first byte is not later by that much. A failed read is answered by the await below.
    firstPage.catch(() => undefined);
    writer.prepare?.();
    const batches = await firstPage;
    const generatedAt = new Date();
    const id = randomUUID();
    const fileName = reportFileName(request, writer.extension, todayInIndia(generatedAt));
    const file = { id, fileKey: `reports/${id}.${writer.extension}`, fileName, contentType: writer.contentType };
    // A PDF prints its labels in the admin's language (issue 31); CSV and Excel keep English whatever it is.
    const printed = request.format === 'pdf' ? (language ?? DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
    const table = {
      ...source,
      type: request.type,
      batches,
      generatedAt,
      rangeLabel: rangeLabel(request, printed),
      language: printed,
    };
    const made = { request, writer, table, file, createdBy: actor.userId, createdByName };
    if (stream === undefined) return this.make(made);
    if (!this.openStream) throw new Error('report streams are not available in this process');
    let trailer: ReportStreamTrailer = { id, rows: 0, size: 0 };
    const receiver = await this.openStream(stream);
    receiver.trailer = (): ReportStreamTrailer => trailer;
    // Never rejects: a failure destroys the stream, which the gateway turns into a cut download.
    void this.make(made, receiver).then(
      (answer) => {
        trailer = { id, rows: answer.rows ?? 0, size: answer.size ?? 0 };
        receiver.end();
      },
      (error: Error) => receiver.destroy(error),
    );
    return { ...file, type: request.type, format: request.format };
  }

  /** Writes the report into storage (and to `receiver` as it goes), then logs it; removes the copy on failure. */
  private async make(
    { request, writer, table, file, createdBy, createdByName }: MadeReport,
    receiver?: Writable,
  ): Promise<ExportReportAnswer> {
    const copy = new PassThrough();
    copy.on('error', () => undefined);
    const stored = this.storage.upload(file.fileKey, copy, writer.contentType);
    // A failed upload stops the export at its next chunk instead of leaving the writer waiting on it.
    stored.catch((error: Error) => copy.destroy(error));
    // The receiver is ended by the caller, once the stored copy is complete and logged.
    const sink = new ReportSink(receiver ? [copy, receiver] : [copy], [copy]);
    // A failed sink may be written to again by a writer that has not noticed yet: never an unhandled 'error'.
    sink.on('error', () => undefined);
    const failed = failureOf(sink);
    failed.catch(() => undefined);
    try {
      const writing = writer.write(table, sink);
      // When the sink fails first the writer notices later and rejects too: never an unhandled rejection.
      writing.catch(() => undefined);
      const rows = await Promise.race([writing, failed]);
      const size = await stored;
      await this.log.add({
        ...file,
        type: request.type,
        format: request.format,
        from: request.from,
        to: request.to,
        rows,
        size,
        createdBy,
        createdByName: await createdByName,
      });
      return { ...file, type: request.type, format: request.format, rows, size };
    } catch (error) {
      copy.destroy(error instanceof Error ? error : new Error(String(error)));
      await stored.catch(() => undefined);
      await this.storage.removeQuietly([file.fileKey]);
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
