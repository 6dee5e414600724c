import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { forbidStoring } from '../http/no-store.middleware';
import { parseByteRange } from './byte-range';
import { contentDisposition } from './file-name.sanitiser';
import { ObjectStorage } from './object-storage';

/** Types a browser may show in place: their real type was checked at upload. Anything else downloads. */
const SHOWN_INLINE = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'video/mp4',
  'video/webm',
]);

export interface DownloadableFile {
  key: string;
  contentType: string;
  fileName: string;
}

export interface DownloadOptions {
  /** 'inline' opens images and PDFs in the browser (photos, ID cards); other types always download. */
  disposition: 'inline' | 'attachment';
  /** Remove the object once sent (one-off exports). */
  removeAfter?: boolean;
  /** The request's Range header: media answer it with 206 so a video can seek. */
  range?: string;
}

/** Streams a stored object to the client: never buffered, with a sanitised name and no type sniffing. */
@Injectable()
export class FileDownloads {
  constructor(private readonly storage: ObjectStorage) {}

  async send(res: Response, file: DownloadableFile, options: DownloadOptions): Promise<void> {
    try {
      if (options.range !== undefined) return await this.sendRange(res, file, options, options.range);
      const object = await this.storage.open(file.key);
      this.setHeaders(res, file, options);
      res.status(200);
      if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
      // A client that goes away mid-download ends the pipeline; there is nothing left to answer.
      await pipeline(object.body, res).catch(() => undefined);
    } finally {
      if (options.removeAfter) await this.storage.removeQuietly([file.key]);
    }
  }

  /** A media file that answers Range requests: 206 with the asked bytes, 416 past the end, else all of it. */
  private async sendRange(res: Response, file: DownloadableFile, options: DownloadOptions, header: string) {
    const size = await this.storage.size(file.key);
    const range = parseByteRange(header, size);
    this.setHeaders(res, file, options);
    res.setHeader('Accept-Ranges', 'bytes');
    if (range === 'unsatisfiable') {
      res.status(416).setHeader('Content-Range', `bytes */${size}`);
      res.end();
      return;
    }
    const object = range
      ? await this.storage.openRange(file.key, range.start, range.end - range.start + 1)
      : await this.storage.open(file.key);
    if (range) {
      res.status(206).setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
      res.setHeader('Content-Length', String(range.end - range.start + 1));
    } else {
      res.status(200).setHeader('Content-Length', String(size));
    }
    await pipeline(object.body, res).catch(() => undefined);
  }

  /** The headers of a download (type, sanitised name, nosniff, not stored), also those of a streamed export. */
  setHeaders(res: Response, file: DownloadableFile, options: Pick<DownloadOptions, 'disposition'>): void {
    const type = file.contentType.split(';')[0].trim().toLowerCase();
    const inline = options.disposition === 'inline' && SHOWN_INLINE.has(type);
    res.setHeader(
      'Content-Type',
      /^[\w.+-]+\/[\w.+-]+(;\s*charset=[\w-]+)?$/i.test(file.contentType)
        ? file.contentType
        : 'application/octet-stream',
    );
    res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Personal files (ID proofs, receipts, photos): kept by no cache, so none stays in the browser after sign-out.
    forbidStoring(res);
  }
}
