import { afterAll, beforeAll, describe, it } from '@jest/globals';
import { freePort, S3Server, startS3Server } from '@portal/testing';
import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { ObjectStorage } from '../src/storage/object-storage';
import { ObjectNotFoundError, StorageUnavailableError } from '../src/storage/object-storage.errors';

/** The one object-storage client of every service, against the embedded S3 store. */
describe('ObjectStorage', () => {
  let s3: S3Server;
  let directory: string;
  let sut: ObjectStorage;

  const settings = (endpoint: string) => ({
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: 'portal',
  });
  const key = () => `tests/${randomUUID()}.bin`;
  async function* chunksOf(bytes: Buffer, size = 64 * 1024): AsyncGenerator<Buffer> {
    for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'platform-object-storage-'));
    s3 = await startS3Server({ port: 0, directory: join(directory, 's3'), buckets: ['portal'] });
    sut = new ObjectStorage(settings(s3.endpoint));
  });
  afterAll(async () => {
    await s3?.stop();
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a file larger than one upload part whole, and reads it back byte for byte with its size', async () => {
    const bytes = randomBytes(6 * 1024 * 1024 + 123);
    const stored = key();

    assert.equal(await sut.upload(stored, chunksOf(bytes), 'application/octet-stream'), bytes.length);

    const object = await sut.open(stored);
    assert.equal(object.size, bytes.length);
    assert.ok((await buffer(object.body)).equals(bytes));
  });

  it('stores a file from disk in one request', async () => {
    const path = join(directory, 'export.csv');
    await writeFile(path, 'memberId,firstName\r\nPHOTO0001,Ravi\r\n');
    const stored = key();

    await sut.uploadFile(stored, path, 'text/csv; charset=utf-8');

    assert.equal((await buffer((await sut.open(stored)).body)).toString(), 'memberId,firstName\r\nPHOTO0001,Ravi\r\n');
  });

  it('says a missing file is not found, not that storage is unavailable', async () => {
    await assert.rejects(sut.open(key()), (error: unknown) => error instanceof ObjectNotFoundError);
  });

  it('passes an error of the upload source (e.g. a size limit) through as it is and keeps nothing', async () => {
    const stored = key();
    const tooLarge = new Error('too large');
    async function* source(): AsyncGenerator<Buffer> {
      yield* chunksOf(randomBytes(6 * 1024 * 1024));
      throw tooLarge;
    }

    await assert.rejects(
      sut.upload(stored, source(), 'application/octet-stream'),
      (error: unknown) => error === tooLarge,
    );
    await assert.rejects(sut.open(stored), (error: unknown) => error instanceof ObjectNotFoundError);
  });

  it('reports storage that does not answer as unavailable, so callers can say "try again"', async () => {
    const down = new ObjectStorage(settings(`http://127.0.0.1:${await freePort()}`));

    await assert.rejects(
      down.upload(key(), [Buffer.from('x')], 'text/plain'),
      (error: unknown) => error instanceof StorageUnavailableError,
    );
    await assert.rejects(down.open(key()), (error: unknown) => error instanceof StorageUnavailableError);
  });

  it('removes stored files without failing the request that asked, even when storage is down', async () => {
    const stored = key();
    await sut.upload(stored, [Buffer.from('gone soon')], 'text/plain');

    await sut.removeQuietly([stored, null, undefined, '']);
    await assert.rejects(sut.open(stored), (error: unknown) => error instanceof ObjectNotFoundError);
    const down = new ObjectStorage(settings(`http://127.0.0.1:${await freePort()}`));
    await down.removeQuietly([stored]);
  });
});
