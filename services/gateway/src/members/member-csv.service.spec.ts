import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { CommonErrorCode, ExportMembersRequest } from '@portal/contracts';
import type { StoredObject } from '@portal/platform';
import type { Response } from 'express';
import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileDownloads } from '../files/file-downloads.service';
import type { FileUploads } from '../files/file-uploads.service';
import type { ObjectStorage } from '../files/object-storage';
import { StoredExports } from '../files/stored-exports.service';
import { GatewayHttpError, serviceUnavailable } from '../rpc/gateway-http.error';
import type { RpcClient } from '../rpc/rpc-client.service';
import { MemberCsvService } from './member-csv.service';

/** The gateway's side of the export over real HTTP, with membership and object storage played by the test. */
describe('MemberCsvService.sendExport', () => {
  const caller = { actor: { userId: randomUUID(), userType: 'admin' as const } };
  let server: Server;
  let url: string;
  /** The files "membership" stored, by key, as parts (a part that is an Error fails the read there). */
  const stored = new Map<string, Array<Buffer | Error>>();
  const removed: string[] = [];
  /** What "membership" does with the request: store a file under its key and answer, or throw. */
  let membership: (request: ExportMembersRequest) => Promise<{ fileKey: string; fileName: string; rows: number }>;

  beforeAll(async () => {
    const services = { rpc: (_subject: string, request: ExportMembersRequest) => membership(request) };
    const storage = {
      async open(key: string): Promise<StoredObject> {
        const parts = stored.get(key);
        if (!parts) throw new GatewayHttpError(CommonErrorCode.NotFound, 'File not found');
        const body = Readable.from(
          (async function* () {
            for (const part of parts) {
              if (part instanceof Error) throw part;
              yield part;
            }
          })(),
        );
        return { body } as StoredObject;
      },
      async removeQuietly(keys: string[]) {
        for (const key of keys) {
          removed.push(key);
          stored.delete(key);
        }
      },
    } as unknown as ObjectStorage;
    const sut = new MemberCsvService(
      services as unknown as RpcClient,
      {} as FileUploads,
      new StoredExports(storage, new FileDownloads(storage)),
    );
    server = createServer((_req, res) => {
      // The one part of Express's response the download uses.
      const express = Object.assign(res, { status: (code: number) => Object.assign(res, { statusCode: code }) });
      sut.sendExport(express as unknown as Response, caller).catch((error: unknown) => {
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
  });

  /** Membership storing `parts` (and, with `fail`, a read that breaks after them) under the key it is given. */
  const storing =
    (parts: Buffer[], options: { fail?: boolean } = {}) =>
    async (request: ExportMembersRequest) => {
      stored.set(request.fileKey, options.fail ? [...parts, new Error('storage stopped')] : parts);
      return { fileKey: request.fileKey, fileName: 'members_export_2026-01-02.csv', rows: parts.length };
    };

  it('streams the CSV membership stored, as a members_export download, and removes the file', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(`row ${i},${'x'.repeat(1000)}\r\n`));
    let key = '';
    membership = async (request) => {
      key = request.fileKey;
      return storing(parts)(request);
    };

    const res = await fetch(url);

    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /^attachment; filename="members_export_2026-01-02\.csv"/,
    );
    assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(Buffer.concat(parts)));
    assert.ok(removed.includes(key), 'the one-off file is removed once sent');
  });

  it('breaks the download, rather than ending it as if complete, when reading the file fails mid-way', async () => {
    const parts = Array.from({ length: 30 }, (_, i) => Buffer.from(`row ${i},${'x'.repeat(1000)}\r\n`));
    membership = storing(parts, { fail: true });

    const res = await fetch(url);

    assert.equal(res.status, 200);
    await assert.rejects(res.arrayBuffer(), 'the body must not read as a whole file');
  });

  it('answers a refusal as the usual JSON error, and leaves nothing stored', async () => {
    let key = '';
    membership = async (request) => {
      key = request.fileKey;
      throw new GatewayHttpError(CommonErrorCode.Forbidden, 'Admins only');
    };

    const res = await fetch(url);

    assert.equal(res.status, 403);
    assert.equal(((await res.json()) as { message: string }).message, 'Admins only');
    assert.ok(removed.includes(key), 'a partly written file is removed');
  });

  it('answers 503 when membership fails before the file is stored', async () => {
    membership = async () => {
      throw serviceUnavailable('membership');
    };

    const res = await fetch(url);

    assert.equal(res.status, 503);
    assert.match(((await res.json()) as { message: string }).message, /Membership service is unavailable/);
  });
});
