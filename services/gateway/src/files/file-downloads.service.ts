import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { contentDisposition } from './file-name.sanitiser';
import { ObjectStorage } from './object-storage';

/** Types a browser may show in place: their real type was checked at upload. Anything else downloads. */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

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
}

/** Streams a stored object to the client: never buffered, with a sanitised name and no type sniffing. */
@Injectable()
export class FileDownloads {
  constructor(private readonly storage: ObjectStorage) {}

  async send(res: Response, file: DownloadableFile, options: DownloadOptions): Promise<void> {
    try {
      const object = await this.storage.open(file.key);
      const type = file.contentType.split(';')[0].trim().toLowerCase();
      const inline = options.disposition === 'inline' && SHOWN_INLINE.has(type);
      res.status(200);
      res.setHeader(
        'Content-Type',
        /^[\w.+-]+\/[\w.+-]+(;\s*charset=[\w-]+)?$/i.test(file.contentType)
          ? file.contentType
          : 'application/octet-stream',
      );
      res.setHeader('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // Personal files: never kept by shared caches; the browser asks again (a photo may be replaced under the same URL).
      res.setHeader('Cache-Control', 'private, no-cache');
      if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
      // A client that goes away mid-download ends the pipeline; there is nothing left to answer.
      await pipeline(object.body, res).catch(() => undefined);
    } finally {
      if (options.removeAfter) await this.storage.removeQuietly([file.key]);
    }
  }
}
