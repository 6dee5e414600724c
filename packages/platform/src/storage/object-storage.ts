import type { Client, ClientOptions } from 'minio';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import type { ObjectStorageServiceConfig } from '../config/object-storage.config';
import type { JsonLogger } from '../logging/json-logger';
import { isMissingObjectError, ObjectNotFoundError, StorageUnavailableError } from './object-storage.errors';

/** S3's smallest allowed part: the most an upload ever holds in memory. */
const PART_SIZE = 5 * 1024 * 1024;

/** The S3_* variables of ObjectStorageServiceConfig. */
export type ObjectStorageSettings = Pick<
  ObjectStorageServiceConfig,
  'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET'
>;

export interface StoredObject {
  body: Readable;
  /** From the storage's answer, when it says. */
  size: number | undefined;
}

/**
 * The portal's private bucket (DESIGN.md §5) through the `minio` client, for
 * every service that keeps files. Failures are neutral errors
 * (ObjectNotFoundError, StorageUnavailableError): each service turns them into
 * its own answers.
 */
export class ObjectStorage {
  readonly bucket: string;
  private readonly options: ClientOptions;
  private loaded?: Client;

  constructor(
    settings: ObjectStorageSettings,
    private readonly logger?: JsonLogger,
  ) {
    const url = new URL(settings.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    this.options = {
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: settings.S3_ACCESS_KEY,
      secretKey: settings.S3_SECRET_KEY,
      // A fixed region avoids a location lookup before the first request.
      region: 'us-east-1',
      pathStyle: true,
    };
    this.bucket = settings.S3_BUCKET;
  }

  /**
   * The minio client, loaded on first use (issue 28): the library and its XML parser hold 6-8 MB in every service,
   * most of which touch no file between start-up and the first upload or download.
   */
  private get client(): Client {
    if (!this.loaded) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const minio = require('minio') as typeof import('minio');
      this.loaded = new minio.Client(this.options);
    }
    return this.loaded;
  }

  /**
   * Stores what `source` yields under `key`, streaming in 5 MB parts so memory
   * stays bounded whatever the size; answers the number of bytes stored. An
   * error thrown by the source (e.g. a size limit) aborts the upload and passes
   * through as it is; a failed upload leaves no object behind.
   */
  async upload(key: string, source: AsyncIterable<Buffer> | Iterable<Buffer>, contentType: string): Promise<number> {
    const metadata = { 'Content-Type': contentType };
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let size = 0;
    let uploadId: string | undefined;
    const parts: Array<{ part: number; etag: string }> = [];
    const sendPart = async (): Promise<void> => {
      const payload = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const part = parts.length + 1;
      const { etag } = await this.call('upload', () =>
        this.client.uploadPart(
          { bucketName: this.bucket, objectName: key, uploadID: uploadId!, partNumber: part, headers: {} },
          payload,
        ),
      );
      parts.push({ part, etag });
    };
    try {
      for await (const chunk of source) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= PART_SIZE) {
          uploadId ??= await this.call('upload', () =>
            this.client.initiateNewMultipartUpload(this.bucket, key, metadata),
          );
          await sendPart();
        }
      }
      if (uploadId === undefined) {
        // Small enough for one request.
        await this.call('upload', () =>
          this.client.putObject(this.bucket, key, Buffer.concat(pending, pendingBytes), pendingBytes, metadata),
        );
        return size;
      }
      if (pendingBytes > 0) await sendPart();
      const id = uploadId;
      await this.call('upload', () => this.client.completeMultipartUpload(this.bucket, key, id, parts));
      return size;
    } catch (error) {
      if (uploadId !== undefined) {
        const id = uploadId;
        await this.client
          .abortMultipartUpload(this.bucket, key, id)
          .catch((abortError: Error) =>
            this.logger?.event('warn', 'could not abort a multipart upload', { key, error: abortError.message }),
          );
      }
      throw error;
    }
  }

  /**
   * Streams a file on disk of any size as one PUT with its length. The minio
   * client's own stream upload is multipart and first lists unfinished
   * uploads, which the embedded store does not implement; one presigned PUT
   * works on MinIO, S3 and the embedded store alike, and memory stays flat.
   */
  async uploadFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    const url = new URL(await this.call('upload', () => this.client.presignedPutObject(this.bucket, key, 15 * 60)));
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    await this.call(
      'upload',
      () =>
        new Promise<void>((resolve, reject) => {
          const req = request(
            url,
            { method: 'PUT', headers: { 'Content-Length': size, 'Content-Type': contentType } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (chunk: Buffer) => chunks.push(chunk));
              res.on('end', () =>
                res.statusCode && res.statusCode < 300
                  ? resolve()
                  : reject(
                      new Error(
                        `object storage refused the upload of ${key}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`,
                      ),
                    ),
              );
              res.on('error', reject);
            },
          );
          req.on('error', reject);
          const file = createReadStream(path);
          file.on('error', (error) => req.destroy(error));
          file.pipe(req);
        }),
    );
  }

  /** Opens an object for reading; ObjectNotFoundError when it is not there. */
  async open(key: string): Promise<StoredObject> {
    try {
      const body = await this.client.getObject(this.bucket, key);
      const length = Number((body as Partial<IncomingMessage>).headers?.['content-length']);
      return { body, size: Number.isFinite(length) ? length : undefined };
    } catch (error) {
      if (isMissingObjectError(error)) throw new ObjectNotFoundError(key);
      throw this.unavailable('read', error);
    }
  }

  /** The object's size in bytes; ObjectNotFoundError when it is not there. */
  async size(key: string): Promise<number> {
    try {
      return (await this.client.statObject(this.bucket, key)).size;
    } catch (error) {
      if (isMissingObjectError(error)) throw new ObjectNotFoundError(key);
      throw this.unavailable('stat', error);
    }
  }

  /** Opens `length` bytes from `offset` (a video's seek); ObjectNotFoundError when the object is not there. */
  async openRange(key: string, offset: number, length: number): Promise<StoredObject> {
    try {
      const body = await this.client.getPartialObject(this.bucket, key, offset, length);
      return { body, size: length };
    } catch (error) {
      if (isMissingObjectError(error)) throw new ObjectNotFoundError(key);
      throw this.unavailable('read', error);
    }
  }

  /**
   * Removes objects whose records are gone. Never throws: a leftover object is
   * logged for clean-up rather than failing a request that already succeeded.
   */
  async removeQuietly(keys: ReadonlyArray<string | null | undefined>): Promise<void> {
    await Promise.all(
      keys
        .filter((key): key is string => typeof key === 'string' && key.length > 0)
        .map((key) =>
          this.client.removeObject(this.bucket, key).catch((error: Error) => {
            this.logger?.event('warn', 'could not remove a stored object', { key, error: error.message });
          }),
        ),
    );
  }

  /** One storage request; its failure becomes a StorageUnavailableError. */
  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.unavailable(operation, error);
    }
  }

  private unavailable(operation: string, error: unknown): StorageUnavailableError {
    this.logger?.event('error', 'object storage failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return new StorageUnavailableError(operation, error);
  }
}
