import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { CommonErrorCode, ExportMembersRequest } from '@portal/contracts';
import { JsonLogger, NatsByteStreamWriter } from '@portal/platform';
import { resolveNats, uniqueRunId } from '@portal/testing';
import type { Response } from 'express';
import { connect, NatsConnection } from 'nats';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { GatewayConfig } from '../config';
import type { FileUploads } from '../files/file-uploads.service';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import type { RpcClient } from '../rpc/rpc-client.service';
import { exportFileName, MemberCsvService } from './member-csv.service';

describe('exportFileName', () => {
  it('names the export after the day in India, even late in the evening UTC', () => {
    assert.equal(exportFileName(new Date('2025-03-31T19:00:00Z')), 'members_export_2025-04-01.csv');
    assert.equal(exportFileName(new Date('2025-03-31T10:00:00Z')), 'members_export_2025-03-31.csv');
  });
});

/** The gateway's side of the export over real NATS and HTTP, with membership played by the test. */
describe('MemberCsvService.sendExport', () => {
  const namespace = uniqueRunId('member_csv_');
  const caller = { actor: { userId: randomUUID(), userType: 'admin' as const } };
  let nats: NatsConnection;
  let server: Server;
  let url: string;
  /** What "membership" does with the request: answer or throw, and send the CSV on the stream. */
  let membership: (request: ExportMembersRequest) => Promise<{ fileName: string }>;
  let failure: unknown;

  beforeAll(async () => {
    nats = await connect({ servers: await resolveNats() });
    const services = { rpc: (_subject: string, request: ExportMembersRequest) => membership(request) };
    const client = { connect: async () => nats, unwrap: () => nats };
    const sut = new MemberCsvService(
      services as unknown as RpcClient,
      {} as FileUploads,
      client as unknown as ClientProxy,
      { NATS_NAMESPACE: namespace } as GatewayConfig,
      new JsonLogger('gateway', 'error'),
    );
    server = createServer((_req, res) => {
      sut.sendExport(res as unknown as Response, caller).catch((error: unknown) => {
        failure = error;
        res.statusCode = error instanceof GatewayHttpError ? error.status : 500;
        res.end(JSON.stringify(error instanceof GatewayHttpError ? error.body : {}));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await nats?.drain();
  });

  /** Membership answering at once, then sending `parts` and (unless `fail`) the end. */
  const streaming =
    (parts: Buffer[], options: { fail?: boolean } = {}) =>
    async (request: ExportMembersRequest) => {
      const writer = await NatsByteStreamWriter.open(nats, namespace, request.stream, { chunkBytes: 4096 });
      writer.trailer = () => ({ rows: parts.length });
      const source = Readable.from(
        (async function* () {
          yield* parts;
          if (options.fail) throw new Error('membership stopped');
        })(),
      );
      pipeline(source, writer).catch(() => undefined);
      return { fileName: 'members_export_2026-01-02.csv' };
    };

  it('streams the CSV as membership sends it, as a members_export download', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(`row ${i},${'x'.repeat(1000)}\r\n`));
    membership = streaming(parts);

    const res = await fetch(url);

    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /^attachment; filename="members_export_2026-01-02\.csv"/,
    );
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat(parts)));
  });

  it('breaks the download, rather than ending it as if complete, when membership fails mid-stream', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(`row ${i},${'x'.repeat(1000)}\r\n`));
    membership = streaming(parts, { fail: true });

    const res = await fetch(url);

    assert.equal(res.status, 200);
    await assert.rejects(res.arrayBuffer(), 'the body must not read as a whole file');
  });

  it('answers a refusal before the first byte as the usual JSON error', async () => {
    failure = undefined;
    membership = async () => {
      throw new GatewayHttpError(CommonErrorCode.Forbidden, 'Admins only');
    };

    const res = await fetch(url);

    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { message: string }).message, 'Admins only');
    assert.ok(failure instanceof GatewayHttpError);
  });

  it('answers 503 when membership fails before sending anything', async () => {
    membership = async (request) => {
      const writer = await NatsByteStreamWriter.open(nats, namespace, request.stream);
      setImmediate(() => writer.destroy(new Error('no database')));
      return { fileName: 'members_export_2026-01-02.csv' };
    };

    const res = await fetch(url);

    assert.equal(res.status, 503);
    assert.match(((await res.json()) as { message: string }).message, /Membership service is unavailable/);
  });
});
