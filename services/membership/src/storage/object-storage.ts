import { Client } from 'minio';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';

export interface ObjectStorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

/** The private bucket of the portal, as far as the membership service needs it. */
export class ObjectStorage {
  private readonly client: Client;

  constructor(private readonly settings: ObjectStorageSettings) {
    const url = new URL(settings.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      pathStyle: true,
    });
  }

  /** Rejects with an error whose code is 'NoSuchKey' or 'NotFound' when the object is missing. */
  read(key: string): Promise<Readable> {
    return this.client.getObject(this.settings.bucket, key);
  }

  /** Small objects held in memory (tests, samples). */
  async write(key: string, body: Buffer | string, contentType: string): Promise<void> {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    await this.client.putObject(this.settings.bucket, key, bytes, bytes.length, { 'Content-Type': contentType });
  }

  /**
   * Streams a file of any size as one PUT with its length. The minio client's
   * own stream upload is multipart and first lists unfinished uploads, which
   * the embedded store does not implement; one presigned PUT works on MinIO,
   * S3 and the embedded store alike, and memory stays flat.
   */
  async uploadFile(key: string, path: string, contentType: string): Promise<void> {
    const { size } = await stat(path);
    const url = new URL(await this.client.presignedPutObject(this.settings.bucket, key, 15 * 60));
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    await new Promise<void>((resolve, reject) => {
      const req = request(url, { method: 'PUT', headers: { 'Content-Length': size, 'Content-Type': contentType } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          res.statusCode && res.statusCode < 300
            ? resolve()
            : reject(new Error(`object storage refused the upload of ${key}: ${res.statusCode} ${Buffer.concat(chunks).toString().slice(0, 200)}`)),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      const file = createReadStream(path);
      file.on('error', (error) => req.destroy(error));
      file.pipe(req);
    });
  }

  async remove(key: string): Promise<void> {
    await this.client.removeObject(this.settings.bucket, key);
  }
}

export function isMissingObject(error: unknown): boolean {
  const code = (error as { code?: string })?.code;
  return code === 'NoSuchKey' || code === 'NotFound';
}
