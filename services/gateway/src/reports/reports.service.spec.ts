import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode } from '@portal/contracts';
import type { JsonLogger } from '@portal/platform';
import type { Response } from 'express';
import { Writable } from 'node:stream';
import type { FileDownloads } from '../files/file-downloads.service';
import type { ObjectStorage } from '../files/object-storage';
import { GatewayHttpError, serviceUnavailable } from '../rpc/gateway-http.error';
import type { RpcClient } from '../rpc/rpc-client.service';
import { CsvReportWriter } from './csv-report.writer';
import { ExcelReportWriter } from './excel-report.writer';
import { PdfReportWriter } from './pdf-report.writer';
import type { LoggedExport, ReportLogRepository } from './report-log.repository';
import type { ReportSources } from './report-sources';
import { ReportRow } from './report-table';
import { ReportsService } from './reports.service';

/** An HTTP response as far as the service uses it: headers, a body, and whether the client went away. */
class FakeResponse extends Writable {
  readonly headers = new Map<string, string>();
  readonly chunks: Buffer[] = [];
  statusCode = 0;
  sent = false;
  constructor(private readonly leaveAfterChunks = Infinity) {
    super();
  }
  get headersSent(): boolean {
    return this.sent;
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  removeHeader(name: string) {
    this.headers.delete(name.toLowerCase());
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.sent = true;
    this.chunks.push(Buffer.from(chunk));
    callback();
    if (this.chunks.length >= this.leaveAfterChunks) this.destroy();
  }
}

function harness(pages: () => AsyncGenerator<ReportRow[]>, res = new FakeResponse()) {
  const stored = new Map<string, Buffer>();
  const removed: string[] = [];
  const logged: LoggedExport[] = [];
  const storage = {
    async upload(key: string, source: AsyncIterable<Buffer>) {
      const parts: Buffer[] = [];
      for await (const part of source) parts.push(Buffer.from(part));
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
      columns: [{ header: 'Member ID', kind: 'text', width: 12 }],
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
    {} as FileDownloads,
    services as unknown as RpcClient,
    logger,
    new CsvReportWriter(),
    new ExcelReportWriter(),
    new PdfReportWriter(),
  );
  return { sut, res, stored, removed, logged };
}

const request = { type: 'members' as const, format: 'csv' as const, from: '2025-04-01', to: '2025-04-30' };
const caller = { actor: { userId: '0b6f8a8e-2d0a-4c3e-9a55-0c7d2f9e1a01', userType: 'admin' as const } };

describe('ReportsService.export', () => {
  it('sends the report as it is written, keeps the same bytes in storage and logs it with its rows', async () => {
    const { sut, res, stored, logged } = harness(async function* () {
      yield [['PHOTO0001'], ['PHOTO0002']];
      yield [['PHOTO0003']];
    });
    await sut.export(res as unknown as Response, request, caller);

    const sent = Buffer.concat(res.chunks);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(res.headers.get('content-disposition') ?? '', /members-report_2025-04-01_to_2025-04-30\.csv/);
    assert.equal(sent.toString('utf8'), '\ufeffMember ID\r\nPHOTO0001\r\nPHOTO0002\r\nPHOTO0003\r\n');
    assert.equal(res.writableEnded, true);
    assert.equal(logged.length, 1);
    assert.deepEqual(
      { rows: logged[0].rows, size: logged[0].size, by: logged[0].createdByName },
      { rows: 3, size: sent.length, by: 'Latha Rao' },
    );
    assert.ok(stored.get(logged[0].fileKey)?.equals(sent), 'the stored copy is the file that was sent');
  });

  it('answers 503 with no file when the owner of the rows is down, and keeps nothing', async () => {
    const { sut, res, stored, logged } = harness(async function* () {
      yield* [];
      throw serviceUnavailable('membership');
    });
    await assert.rejects(
      sut.export(res as unknown as Response, request, caller),
      (error: unknown) => error instanceof GatewayHttpError && error.body.code === CommonErrorCode.ServiceUnavailable,
    );
    assert.equal(res.headersSent, false);
    assert.equal(stored.size, 0);
    assert.equal(logged.length, 0);
  });

  it('stops, removes the partial copy and logs nothing when the admin leaves mid-download', async () => {
    let pagesRead = 0;
    const { sut, res, removed, logged } = harness(async function* () {
      for (let page = 0; page < 50; page++) {
        pagesRead += 1;
        yield Array.from({ length: 200 }, (_, i): ReportRow => [`PHOTO${page}-${i}-${'x'.repeat(200)}`]);
      }
    }, new FakeResponse(2));
    await sut.export(res as unknown as Response, request, caller);

    assert.equal(res.destroyed, true);
    assert.equal(logged.length, 0);
    assert.equal(removed.length, 1);
    assert.ok(pagesRead < 50, `read ${pagesRead} of 50 pages after the admin left`);
  });
});
