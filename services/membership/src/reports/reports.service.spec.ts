import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode } from '@portal/contracts';
import { DomainException, serviceUnavailable } from '@portal/platform';
import { popplerText, waitFor } from '@portal/testing';
import { Writable } from 'node:stream';
import type { JsonLogger, ObjectStorage, ServiceRpcClient } from '@portal/platform';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import type { LoggedExport, ReportLogRepository } from './report-log.repository';
import type { ReportSources } from './report-sources';
import { ReportRow } from './report-table';
import { ReportsService } from './reports.service';

/** The gateway's byte stream as membership sees it: keeps what it takes; `ended` once ended, with the trailer. */
class FakeReceiver extends Writable {
  readonly chunks: Buffer[] = [];
  trailer: () => unknown = () => ({});
  readonly ended: Promise<unknown>;
  private settle!: { resolve: (trailer: unknown) => void; reject: (error: Error) => void };
  constructor() {
    super();
    this.ended = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
    this.ended.catch(() => undefined);
    this.on('error', () => undefined);
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(Buffer.from(chunk));
    callback();
  }
  override _final(callback: () => void) {
    this.settle.resolve(this.trailer());
    callback();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    this.settle.reject(error ?? new Error('closed'));
    callback(error);
  }
}

/** `failAfterChunks`: the object store fails after taking that many chunks (a store that goes away mid-upload). */
function harness(pages: () => AsyncGenerator<ReportRow[]>, failAfterChunks = Infinity) {
  const stored = new Map<string, Buffer>();
  const removed: string[] = [];
  const logged: LoggedExport[] = [];
  const upload = { failed: false };
  const streams = new Map<string, FakeReceiver>();
  const storage = {
    async upload(key: string, source: AsyncIterable<Buffer>) {
      const parts: Buffer[] = [];
      for await (const part of source) {
        parts.push(Buffer.from(part));
        if (parts.length >= failAfterChunks) {
          upload.failed = true;
          throw new Error('the object store went away');
        }
      }
      stored.set(key, Buffer.concat(parts));
      return stored.get(key)!.length;
    },
    async removeQuietly(keys: string[]) {
      removed.push(...keys);
    },
  } as unknown as ObjectStorage;
  const sources = {
    source: () => ({
      title: 'Members report',
      columns: [{ id: 'memberId', header: 'Member ID', kind: 'text', width: 12 }],
      batches: pages(),
    }),
  } as unknown as ReportSources;
  const log = { add: async (entry: LoggedExport) => void logged.push(entry) } as unknown as ReportLogRepository;
  const services = { rpc: async () => ({ firstName: 'Latha', lastName: 'Rao', email: 'latha@kpwa.in' }) };
  const logger = { event: () => undefined } as unknown as JsonLogger;
  const sut = new ReportsService(
    sources,
    log,
    storage,
    services as unknown as ServiceRpcClient,
    logger,
    new CsvReportWriter(),
    new ExcelReportWriter(),
    new PdfReportWriter(),
    async (subject: string) => {
      streams.set(subject, new FakeReceiver());
      return streams.get(subject)!;
    },
  );
  return { sut, stored, removed, logged, upload, streams };
}

const actor = { userId: '0b6f8a8e-2d0a-4c3e-9a55-0c7d2f9e1a01', userType: 'admin' as const };
const request = { type: 'members', format: 'csv', from: '2025-04-01', to: '2025-04-30', actor };

describe('ReportsService.export', () => {
  it('writes the report to storage as it is read, answers that file and logs it with its rows', async () => {
    const { sut, stored, logged } = harness(async function* () {
      yield [['PHOTO0001'], ['PHOTO0002']];
      yield [['PHOTO0003']];
    });
    const answer = await sut.export(request);

    const file = stored.get(answer.fileKey);
    assert.ok(file, 'the report is in storage under the key it answers');
    assert.equal(answer.contentType, 'text/csv; charset=utf-8');
    assert.match(answer.fileName, /members-report_2025-04-01_to_2025-04-30\.csv/);
    assert.equal(file.toString('utf8'), '\ufeffMember ID\r\nPHOTO0001\r\nPHOTO0002\r\nPHOTO0003\r\n');
    assert.equal(logged.length, 1);
    assert.deepEqual(
      { rows: logged[0].rows, size: logged[0].size, by: logged[0].createdByName, key: logged[0].fileKey },
      { rows: 3, size: file.length, by: 'Latha Rao', key: answer.fileKey },
    );
    assert.deepEqual({ rows: answer.rows, size: answer.size }, { rows: 3, size: file.length });
  });

  it("prints a PDF's labels in the language the admin asked in, and keeps a CSV's header English whatever it is", async () => {
    const pages = async function* () {
      yield [['PHOTO0001']];
    };
    const csv = harness(pages);
    const csvAnswer = await csv.sut.export({ ...request, language: 'kn' });
    assert.equal(csv.stored.get(csvAnswer.fileKey)!.toString('utf8'), '\ufeffMember ID\r\nPHOTO0001\r\n');

    const pdf = harness(pages);
    const pdfAnswer = await pdf.sut.export({ ...request, format: 'pdf', language: 'kn' });
    const text = await popplerText(pdf.stored.get(pdfAnswer.fileKey)!);
    for (const label of ['ಸದಸ್ಯರ ವರದಿ', '01/04/2025 ರಿಂದ 30/04/2025 ರವರೆಗೆ', 'ಸದಸ್ಯರ ಗುರುತಿನ ಸಂಖ್ಯೆ', '1 ದಾಖಲೆ']) {
      assert.ok(text.includes(label), `${label} missing from: ${text}`);
    }
    assert.equal(pdfAnswer.fileName, 'members-report_2025-04-01_to_2025-04-30.pdf', 'the file keeps its name');
  });

  it('answers 503 with no file when the owner of the rows is down, and keeps nothing', async () => {
    const { sut, stored, logged } = harness(async function* () {
      yield* [];
      throw serviceUnavailable('payments');
    });
    await assert.rejects(
      sut.export(request),
      (error: unknown) => error instanceof DomainException && error.code === CommonErrorCode.ServiceUnavailable,
    );
    assert.equal(stored.size, 0);
    assert.equal(logged.length, 0);
  });

  it('stops reading, removes the partial copy and logs nothing when storage fails mid-report', async () => {
    let pagesRead = 0;
    const { sut, removed, logged, upload } = harness(async function* () {
      for (let page = 0; page < 50; page++) {
        pagesRead += 1;
        yield Array.from({ length: 200 }, (_, i): ReportRow => [`PHOTO${page}-${i}-${'x'.repeat(200)}`]);
      }
    }, 2);
    await assert.rejects(sut.export(request));

    assert.equal(upload.failed, true);
    assert.equal(logged.length, 0);
    assert.equal(removed.length, 1);
    assert.ok(pagesRead < 50, `read ${pagesRead} of 50 pages after storage failed`);
  });

  it('refuses a member: reports are for admins', async () => {
    const { sut, stored } = harness(async function* () {
      yield [['PHOTO0001']];
    });
    const member = { userId: actor.userId, userType: 'member' as const };
    await assert.rejects(
      sut.export({ ...request, actor: member }),
      (error: unknown) => error instanceof DomainException && error.code === CommonErrorCode.Forbidden,
    );
    assert.equal(stored.size, 0);
  });

  it('streams the report to the gateway as it is written and stores the same bytes; the end carries rows and size', async () => {
    let releaseLastPage!: () => void;
    const lastPage = new Promise<void>((resolve) => (releaseLastPage = resolve));
    const { sut, stored, logged, streams } = harness(async function* () {
      yield [['PHOTO0001'], ['PHOTO0002']];
      await lastPage;
      yield [['PHOTO0003']];
    });
    const answer = await sut.export({ ...request, stream: 'portal.byte-stream.a' });
    const receiver = streams.get('portal.byte-stream.a')!;

    // Answered before the last rows are read: the first bytes can go out while the rest is written.
    assert.deepEqual(
      { rows: answer.rows, size: answer.size, logged: logged.length },
      { rows: undefined, size: undefined, logged: 0 },
    );
    assert.match(answer.fileName, /members-report_2025-04-01_to_2025-04-30\.csv/);
    releaseLastPage();
    const trailer = await receiver.ended;

    const file = stored.get(answer.fileKey)!;
    assert.equal(receiver.bytes.toString('utf8'), '\ufeffMember ID\r\nPHOTO0001\r\nPHOTO0002\r\nPHOTO0003\r\n');
    assert.deepEqual(receiver.bytes, file);
    assert.deepEqual(trailer, { id: answer.id, rows: 3, size: file.length });
    assert.deepEqual({ rows: logged[0].rows, key: logged[0].fileKey }, { rows: 3, key: answer.fileKey });
  });

  it('stops writing, keeps and logs nothing when the gateway cancels the stream mid-report', async () => {
    let pagesRead = 0;
    let cancel!: () => void;
    const cancelled = new Promise<void>((resolve) => (cancel = resolve));
    const { sut, stored, removed, logged, streams } = harness(async function* () {
      for (let page = 0; page < 50; page++) {
        pagesRead += 1;
        if (page === 2) cancel();
        if (page >= 2) await new Promise((resolve) => setImmediate(resolve));
        yield Array.from({ length: 200 }, (_, i): ReportRow => [`PHOTO${page}-${i}-${'x'.repeat(200)}`]);
      }
    });
    const answer = await sut.export({ ...request, format: 'pdf', stream: 'portal.byte-stream.b' });
    const receiver = streams.get('portal.byte-stream.b')!;
    await cancelled;
    receiver.destroy(new Error('the receiver cancelled the stream'));
    await assert.rejects(receiver.ended);
    await waitFor(async () => removed.includes(answer.fileKey), { what: 'the partial copy to be removed' });

    assert.ok(pagesRead < 50, `read ${pagesRead} of 50 pages after the gateway cancelled`);
    assert.equal(logged.length, 0);
    assert.equal(stored.has(answer.fileKey), false);
  });

  it('fails the stream, never ending it, when storage fails mid-report', async () => {
    const { sut, logged, streams, upload } = harness(async function* () {
      for (let page = 0; page < 50; page++) {
        yield Array.from({ length: 200 }, (_, i): ReportRow => [`PHOTO${page}-${i}-${'x'.repeat(200)}`]);
      }
    }, 2);
    await sut.export({ ...request, stream: 'portal.byte-stream.c' });
    // Destroyed (the gateway then cuts the download), never ended as if complete.
    await assert.rejects(streams.get('portal.byte-stream.c')!.ended);
    assert.equal(upload.failed, true);
    assert.equal(logged.length, 0);
  });
});
