import assert from 'node:assert/strict';
import { describe, it } from '@jest/globals';
import { CommonErrorCode } from '@portal/contracts';
import type { StoredObject } from '@portal/platform';
import type { Response } from 'express';
import { Readable, Writable } from 'node:stream';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { FileDownloads } from './file-downloads.service';
import type { ObjectStorage } from './object-storage';
import { StoredExports } from './stored-exports.service';

/** An Express response as far as a download uses it. */
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
  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.chunks.push(Buffer.from(chunk));
    callback();
  }
}

function harness() {
  const stored = new Map<string, Buffer>();
  const removed: string[] = [];
  const storage = {
    async open(key: string): Promise<StoredObject> {
      const file = stored.get(key);
      if (!file) throw new GatewayHttpError(CommonErrorCode.NotFound, 'File not found');
      return { body: Readable.from([file]), size: file.length };
    },
    async removeQuietly(keys: string[]) {
      for (const key of keys) {
        removed.push(key);
        stored.delete(key);
      }
    },
  } as unknown as ObjectStorage;
  const sut = new StoredExports(storage, new FileDownloads(storage));
  return { sut, stored, removed, res: new FakeResponse() };
}

describe('StoredExports.send', () => {
  it('streams the file the owner stored, under the name it chose, and removes it afterwards', async () => {
    const { sut, stored, removed, res } = harness();
    let asked = '';
    await sut.send(res as unknown as Response, { folder: 'payment-records', extension: 'csv' }, async (fileKey) => {
      asked = fileKey;
      stored.set(fileKey, Buffer.from('\ufeffMember ID\r\nPHOTO0001\r\n'));
      return { fileKey, fileName: 'payment-records-esi-2025-04-01.csv' };
    });

    assert.match(asked, /^exports\/payment-records\/[0-9a-f-]{36}\.csv$/);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(
      res.headers.get('content-disposition') ?? '',
      /attachment; filename="payment-records-esi-2025-04-01\.csv"/,
    );
    assert.equal(Buffer.concat(res.chunks).toString('utf8'), '\ufeffMember ID\r\nPHOTO0001\r\n');
    assert.deepEqual(removed, [asked]);
    assert.equal(stored.size, 0);
  });

  it('gives every export a key of its own, so two admins exporting at once never share a file', async () => {
    const { sut, stored } = harness();
    const keys: string[] = [];
    const write = async (fileKey: string) => {
      keys.push(fileKey);
      stored.set(fileKey, Buffer.from('x'));
      return { fileKey, fileName: 'members_export_2025-04-01.csv' };
    };
    const place = { folder: 'members', extension: 'csv' };
    await Promise.all([
      sut.send(new FakeResponse() as unknown as Response, place, write),
      sut.send(new FakeResponse() as unknown as Response, place, write),
    ]);
    assert.equal(new Set(keys).size, 2);
  });

  it("passes the owner's refusal on untouched and removes whatever it may have stored", async () => {
    const { sut, stored, removed, res } = harness();
    let asked = '';
    const refusal = new GatewayHttpError(CommonErrorCode.Forbidden, 'Admins only');
    await assert.rejects(
      sut.send(res as unknown as Response, { folder: 'event-attendees', extension: 'csv' }, async (fileKey) => {
        asked = fileKey;
        stored.set(fileKey, Buffer.from('half a file'));
        throw refusal;
      }),
      (error: unknown) => error === refusal,
    );
    assert.deepEqual(removed, [asked]);
    assert.equal(res.chunks.length, 0);
  });
});
