import { describe, it, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { startS3Server, type S3Server } from './s3-server';

describe('embedded S3 server', () => {
  let sut: S3Server;
  let client: Client;
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3-server-spec-'));
    sut = await startS3Server({
      port: 0,
      directory,
      accessKey: 'portal',
      secretKey: 'portal-secret',
      buckets: ['portal'],
    });
    const url = new URL(sut.endpoint);
    client = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: sut.accessKey,
      secretKey: sut.secretKey,
    });
  });

  afterAll(async () => {
    await sut.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('reports the endpoint and keys it was started with', () => {
    assert.match(sut.endpoint, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.notEqual(sut.port, 0);
    assert.equal(sut.accessKey, 'portal');
    assert.equal(sut.secretKey, 'portal-secret');
  });

  it('has the configured bucket ready', async () => {
    assert.equal(await client.bucketExists('portal'), true);
  });

  it('stores and returns binary files byte for byte', async () => {
    const bytes = randomBytes(256 * 1024);
    await client.putObject('portal', 'members/PHOTO0001/photo.jpg', bytes, bytes.length, {
      'Content-Type': 'image/jpeg',
    });

    const stat = await client.statObject('portal', 'members/PHOTO0001/photo.jpg');
    const back = await readAll(await client.getObject('portal', 'members/PHOTO0001/photo.jpg'));

    assert.equal(stat.size, bytes.length);
    assert.equal(stat.metaData['content-type'], 'image/jpeg');
    assert.ok(back.equals(bytes), 'downloaded bytes differ from uploaded bytes');
  });

  it('serves a file through a presigned download link', async () => {
    const bytes = Buffer.from('%PDF-1.7 id card\n\u0000\u00ff');
    await client.putObject('portal', 'id-cards/PHOTO0001.pdf', bytes, bytes.length);

    const link = await client.presignedGetObject('portal', 'id-cards/PHOTO0001.pdf', 60);
    const res = await fetch(link);

    assert.equal(res.status, 200);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), bytes);
  });

  it('forgets a removed file', async () => {
    await client.putObject('portal', 'tmp/remove-me.txt', Buffer.from('x'), 1);

    await client.removeObject('portal', 'tmp/remove-me.txt');

    await assert.rejects(client.statObject('portal', 'tmp/remove-me.txt'), (error: Error & { code?: string }) => {
      assert.equal(error.code, 'NotFound');
      return true;
    });
  });

  it('keeps taking uploads into a folder while the file before is removed', async () => {
    // An export is removed after download just as the next one is written under
    // the same prefix; s3rver used to prune the emptied folder between the new
    // upload's mkdir and its open, and the unhandled error took the process down.
    let previous = 'exports/race/0.csv';
    await client.putObject('portal', previous, Buffer.from('a,b\n'), 4);
    for (let round = 1; round <= 300; round++) {
      const next = `exports/race/${round}.csv`;
      await Promise.all([
        client.removeObject('portal', previous),
        client.putObject('portal', next, Buffer.from('a,b\n'), 4),
      ]);
      previous = next;
    }

    const left: Array<{ name?: string }> = await client.listObjectsV2('portal', 'exports/race/', true).toArray();
    // The stream's array comes from another realm, so compare its contents as text.
    assert.equal(left.map((item) => item.name).join(','), previous);
  });

  it('refuses an access key it was not given', async () => {
    const url = new URL(sut.endpoint);
    const stranger = new Client({
      endPoint: url.hostname,
      port: Number(url.port),
      useSSL: false,
      accessKey: 'someone-else',
      secretKey: 'whatever-secret',
    });
    await assert.rejects(stranger.bucketExists('portal'));
  });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
