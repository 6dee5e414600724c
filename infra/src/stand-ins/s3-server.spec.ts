import { describe, it, beforeAll, afterAll } from '@jest/globals';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { signV4 } from 'minio/dist/main/signing.js';
import { startS3Server, type S3Server } from './s3-server';

describe('embedded S3 server', () => {
  let sut: S3Server;
  let client: Client;
  let directory: string;
  /** A minio client of the server's endpoint with other keys. */
  const clientWith = (accessKey: string, secretKey: string) => {
    const url = new URL(sut.endpoint);
    return new Client({ endPoint: url.hostname, port: Number(url.port), useSSL: false, accessKey, secretKey });
  };
  const refusedAs = (code: string) => (error: Error & { code?: string }) => {
    assert.equal(error.code, code);
    return true;
  };
  const isMissing = (key: string) =>
    assert.rejects(client.statObject('portal', key), refusedAs('NotFound'), `${key} was not stored`);

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 's3-server-spec-'));
    sut = await startS3Server({
      port: 0,
      directory,
      accessKey: 'portal',
      secretKey: 'portal-secret',
      otherKeys: [{ accessKey: 'membership', secretKey: 'membership-secret' }],
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

  it('reports the endpoint and keys it was started with, listening on loopback only', () => {
    assert.match(sut.endpoint, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(sut.boundAddress, '127.0.0.1');
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

  it('refuses unsigned requests (403 AccessDenied) and stores nothing from them', async () => {
    await client.putObject('portal', 'private/statement.pdf', Buffer.from('%PDF-1.7'), 8);
    for (const [method, path] of [
      ['GET', '/portal?list-type=2'],
      ['GET', '/portal/private/statement.pdf'],
      ['HEAD', '/portal/private/statement.pdf'],
      ['DELETE', '/portal/private/statement.pdf'],
      ['GET', '/'],
    ]) {
      const res = await fetch(`${sut.endpoint}${path}`, { method });
      assert.equal(res.status, 403, `${method} ${path}`);
      if (method !== 'HEAD') assert.match(await res.text(), /<Code>AccessDenied<\/Code>/);
    }
    const put = await fetch(`${sut.endpoint}/portal/planted.txt`, { method: 'PUT', body: 'planted' });
    assert.equal(put.status, 403);
    await isMissing('planted.txt');
    assert.equal((await client.statObject('portal', 'private/statement.pdf')).size, 8, 'the DELETE did nothing');
  });

  it('refuses requests signed with a wrong secret (SignatureDoesNotMatch), reading and writing', async () => {
    await client.putObject('portal', 'private/receipt.pdf', Buffer.from('%PDF-1.7'), 8);
    const guesser = clientWith('portal', 'not-the-secret');
    await assert.rejects(guesser.getObject('portal', 'private/receipt.pdf'), refusedAs('SignatureDoesNotMatch'));
    await assert.rejects(
      guesser.putObject('portal', 'guessed.txt', Buffer.from('x'), 1),
      refusedAs('SignatureDoesNotMatch'),
    );
    await isMissing('guessed.txt');
    await assert.rejects(guesser.removeObject('portal', 'private/receipt.pdf'));
    assert.equal((await client.statObject('portal', 'private/receipt.pdf')).size, 8, 'still there');
  });

  it('accepts each configured key pair, and no key of another server in the same process', async () => {
    const membership = clientWith('membership', 'membership-secret');
    await membership.putObject('portal', 'id-cards/by-membership.pdf', Buffer.from('%PDF'), 4);
    assert.equal((await client.statObject('portal', 'id-cards/by-membership.pdf')).size, 4);

    const other = await startS3Server({
      port: 0,
      directory: join(directory, 'other'),
      accessKey: 'other-store',
      secretKey: 'other-store-secret',
      buckets: ['portal'],
    });
    try {
      await assert.rejects(clientWith('other-store', 'other-store-secret').bucketExists('portal'));
    } finally {
      await other.stop();
    }
  });

  it('makes up a random secret when none is given', async () => {
    const started = await Promise.all(
      [1, 2].map((n) => startS3Server({ port: 0, directory: join(directory, `random-${n}`), buckets: ['portal'] })),
    );
    try {
      const [a, b] = started;
      assert.equal(a.accessKey, 'S3RVER');
      assert.notEqual(a.secretKey, 'S3RVER');
      assert.notEqual(a.secretKey, b.secretKey);
      assert.ok(a.secretKey.length >= 32);
    } finally {
      await Promise.all(started.map((server) => server.stop()));
    }
  });

  it('refuses a presigned link that was altered or has expired', async () => {
    const bytes = Buffer.from('%PDF-1.7 statement');
    await client.putObject('portal', 'statements/one.pdf', bytes, bytes.length);
    await client.putObject('portal', 'statements/two.pdf', bytes, bytes.length);
    const link = await client.presignedGetObject('portal', 'statements/one.pdf', 60);
    assert.equal((await fetch(link)).status, 200, 'the link as made works');

    const altered = (change: (url: URL) => void) => {
      const url = new URL(link);
      change(url);
      return url.toString();
    };
    const signature = new URL(link).searchParams.get('X-Amz-Signature')!;
    for (const [what, url] of [
      ['another object', link.replace('one.pdf', 'two.pdf')],
      ['a longer life', altered((u) => u.searchParams.set('X-Amz-Expires', '604800'))],
      [
        'another signature',
        altered((u) =>
          u.searchParams.set(
            'X-Amz-Signature',
            signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
          ),
        ),
      ],
      ['no signature', altered((u) => u.searchParams.delete('X-Amz-Signature'))],
      ['a response header added', altered((u) => u.searchParams.set('response-content-type', 'text/html'))],
    ]) {
      assert.equal((await fetch(url)).status, 403, what);
    }
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const expired = await client.presignedGetObject('portal', 'statements/one.pdf', 60, {}, yesterday);
    const res = await fetch(expired);
    assert.equal(res.status, 403, 'expired');
    assert.match(await res.text(), /Request has expired/);
  });

  it('stores through a presigned PUT link (how large exports are uploaded) and refuses it for another key', async () => {
    const link = await client.presignedPutObject('portal', 'exports/big.csv', 60);
    const put = await fetch(link, { method: 'PUT', body: 'a,b\n' });
    assert.equal(put.status, 200, await put.text());
    assert.equal((await client.statObject('portal', 'exports/big.csv')).size, 4);
    const elsewhere = await fetch(link.replace('big.csv', 'planted.csv'), { method: 'PUT', body: 'x' });
    assert.equal(elsewhere.status, 403);
    await isMissing('exports/planted.csv');
  });

  it('refuses a signed upload whose body is not the one signed, and stores the one that is', async () => {
    const url = new URL(`${sut.endpoint}/portal/members/photos/signed.jpg`);
    const signed = Buffer.from('the photo that was signed');
    const now = new Date();
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-date': now
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, ''),
      'x-amz-content-sha256': createHash('sha256').update(signed).digest('hex'),
    };
    const request = { protocol: 'http:', method: 'PUT', path: url.pathname, headers };
    const authorization = signV4(request, 'portal', 'portal-secret', 'us-east-1', now, headers['x-amz-content-sha256']);
    const put = (body: Buffer) => fetch(url, { method: 'PUT', headers: { ...headers, authorization }, body });

    const swapped = await put(Buffer.from('other bytes, same length!'));
    assert.equal(swapped.status, 400);
    assert.match(await swapped.text(), /XAmzContentSHA256Mismatch/);
    await isMissing('members/photos/signed.jpg');
    const honest = await put(signed);
    assert.equal(honest.status, 200, await honest.text());
    assert.ok((await readAll(await client.getObject('portal', 'members/photos/signed.jpg'))).equals(signed));
  });

  it('refuses an access key it was not given', async () => {
    const stranger = clientWith('someone-else', 'whatever-secret');
    await assert.rejects(stranger.getObject('portal', 'id-cards/PHOTO0001.pdf'), refusedAs('InvalidAccessKeyId'));
  });
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
