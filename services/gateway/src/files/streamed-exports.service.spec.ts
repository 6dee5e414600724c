import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { CommonErrorCode } from '@portal/contracts';
import { JsonLogger, NatsByteStreamWriter } from '@portal/platform';
import { resolveNats, uniqueRunId } from '@portal/testing';
import type { Response } from 'express';
import { connect, NatsConnection } from 'nats';
import { Writable } from 'node:stream';
import type { GatewayConfig } from '../config';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { FileDownloads } from './file-downloads.service';
import type { ObjectStorage } from './object-storage';
import { StreamedExports } from './streamed-exports.service';

/** An Express response as far as a streamed export uses it. */
class FakeResponse extends Writable {
  readonly headers = new Map<string, string>();
  readonly chunks: Buffer[] = [];
  statusCode = 0;
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  setHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  get headersSent(): boolean {
    return this.chunks.length > 0;
  }
  get body(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(Buffer.from(chunk));
    callback();
  }
}

describe('StreamedExports.send', () => {
  const namespace = uniqueRunId('streamed_exports_');
  let nats: NatsConnection;
  let sut: StreamedExports;

  /** The owner: opens the stream it was named, answers, then sends `parts` and ends (or fails with `failWith`). */
  const owner =
    (parts: string[], failWith?: Error) =>
    async (stream: string): Promise<{ fileName: string; contentType: string }> => {
      const writer = await NatsByteStreamWriter.open(nats, namespace, stream, { chunkBytes: 8 });
      void (async () => {
        for (const part of parts) await new Promise<void>((resolve) => writer.write(part, () => resolve()));
        if (failWith) writer.destroy(failWith);
        else writer.end();
      })();
      return { fileName: 'members-report_2025-04-01.csv', contentType: 'text/csv; charset=utf-8' };
    };

  beforeAll(async () => {
    nats = await connect({ servers: await resolveNats() });
    const client = { connect: async () => undefined, unwrap: () => nats } as unknown as ClientProxy;
    const logger = { warn: () => undefined } as unknown as JsonLogger;
    sut = new StreamedExports(
      client,
      { NATS_NAMESPACE: namespace } as GatewayConfig,
      new FileDownloads({} as ObjectStorage),
      logger,
    );
  });
  afterAll(async () => {
    await nats?.close();
  });

  it('sends the bytes as they come under the download headers, and ends the answer', async () => {
    const res = new FakeResponse();
    await sut.send(res as unknown as Response, 'membership', owner(['\ufeffMember ID\r\n', 'PHOTO0001\r\n']));

    assert.equal(res.body, '\ufeffMember ID\r\nPHOTO0001\r\n');
    assert.equal(res.writableEnded, true);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(Object.fromEntries(res.headers), {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition'),
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    assert.match(res.headers.get('content-disposition')!, /^attachment; filename="members-report_2025-04-01\.csv"/);
  });

  it('cuts the connection, never ending the answer, when the owner fails after the first byte', async () => {
    const res = new FakeResponse();
    await sut.send(
      res as unknown as Response,
      'membership',
      owner(['\ufeffMember ID\r\n', 'PHOTO0001\r\n'], new Error('the writer failed')),
    );

    assert.ok(res.chunks.length > 0, 'the first bytes went out');
    assert.equal(res.destroyed, true);
    assert.equal(res.writableEnded, false, 'a cut download, not a short file that looks complete');
  });

  it("answers the owner's refusal as it is, with nothing sent", async () => {
    const res = new FakeResponse();
    const refusal = new GatewayHttpError(CommonErrorCode.Forbidden, 'Admins only');
    await assert.rejects(
      sut.send(res as unknown as Response, 'membership', () => Promise.reject(refusal)),
      (error) => error === refusal,
    );
    assert.equal(res.chunks.length, 0);
  });

  it('answers 503 when the owner fails before the first byte', async () => {
    const res = new FakeResponse();
    await assert.rejects(
      sut.send(res as unknown as Response, 'membership', owner([], new Error('the writer failed'))),
      (error) => error instanceof GatewayHttpError && error.status === 503,
    );
    assert.equal(res.chunks.length, 0);
  });
});
