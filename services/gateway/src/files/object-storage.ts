import { JsonLogger } from '@portal/platform';
import { Client } from 'minio';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { GatewayConfig } from '../config';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/** S3's smallest allowed part: the most an upload ever holds in memory. */
const PART_SIZE = 5 * 1024 * 1024;

export interface StoredObjectStream {
  body: Readable;
  /** From the storage's answer, when it says. */
  size: number | undefined;
}

/**
 * The private bucket (DESIGN.md §5) through the `minio` client. Uploads stream
 * in 5 MB parts so memory stays bounded whatever the file size; a failed
 * upload leaves no object behind.
 */
export class ObjectStorage {
  constructor(
    private readonly client: Client,
    readonly bucket: string,
    private readonly logger?: JsonLogger,
  ) {}

  static fromConfig(config: GatewayConfig, logger?: JsonLogger): ObjectStorage {
    const url = new URL(config.S3_ENDPOINT);
    const useSSL = url.protocol === 'https:';
    const client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : useSSL ? 443 : 80,
      useSSL,
      accessKey: config.S3_ACCESS_KEY,
      secretKey: config.S3_SECRET_KEY,
      // A fixed region avoids a location lookup before the first request.
      region: 'us-east-1',
      pathStyle: true,
    });
    return new ObjectStorage(client, config.S3_BUCKET, logger);
  }

  /**
   * Stores what `source` yields under `key`; an error thrown by the source
   * (e.g. a size limit) aborts the upload. Answers the number of bytes stored.
   */
  async upload(key: string, source: AsyncIterable<Buffer>, contentType: string): Promise<number> {
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
      const { etag } = await this.call(() =>
        this.client.uploadPart({ bucketName: this.bucket, objectName: key, uploadID: uploadId!, partNumber: part, headers: {} }, payload),
      );
      parts.push({ part, etag });
    };
    try {
      for await (const chunk of source) {
        pending.push(chunk);
        pendingBytes += chunk.length;
        size += chunk.length;
        if (pendingBytes >= PART_SIZE) {
          uploadId ??= await this.call(() => this.client.initiateNewMultipartUpload(this.bucket, key, metadata));
          await sendPart();
        }
      }
      if (uploadId === undefined) {
        // Small enough for one request.
        await this.call(() => this.client.putObject(this.bucket, key, Buffer.concat(pending, pendingBytes), pendingBytes, metadata));
        return size;
      }
      if (pendingBytes > 0) await sendPart();
      const id = uploadId;
      await this.call(() => this.client.completeMultipartUpload(this.bucket, key, id, parts));
      return size;
    } catch (error) {
      if (uploadId !== undefined) {
        const id = uploadId;
        await this.client.abortMultipartUpload(this.bucket, key, id).catch((abortError: Error) =>
          this.logger?.event('warn', 'could not abort a multipart upload', { key, error: abortError.message }),
        );
      }
      // The source's own errors (a size limit, a broken upload) pass through as they are.
      throw error;
    }
  }

  /** A storage request; its failure answers 503. */
  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw storageUnavailable(this.logger, error);
    }
  }

  /** Opens an object for reading; 404 'File not found' when it is gone. */
  async open(key: string): Promise<StoredObjectStream> {
    try {
      const body = await this.client.getObject(this.bucket, key);
      const length = Number((body as Partial<IncomingMessage>).headers?.['content-length']);
      return { body, size: Number.isFinite(length) ? length : undefined };
    } catch (error) {
      if ((error as { code?: string }).code === 'NoSuchKey' || (error as { code?: string }).code === 'NotFound') {
        throw new GatewayHttpError(404, { status: 404, code: 'NOT_FOUND', message: 'File not found' });
      }
      throw storageUnavailable(this.logger, error);
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
}

/** A storage failure answers 503 like a stopped service: the caller may simply try again. */
function storageUnavailable(logger: JsonLogger | undefined, error: unknown): GatewayHttpError {
  logger?.event('error', 'object storage failed', { error: error instanceof Error ? error.message : String(error) });
  return new GatewayHttpError(503, {
    status: 503,
    code: 'SERVICE_UNAVAILABLE',
    message: 'File storage is unavailable, please try again',
  });
}
