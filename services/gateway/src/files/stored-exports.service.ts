import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { randomUUID } from 'node:crypto';
import { FileDownloads } from './file-downloads.service';
import { ObjectStorage } from './object-storage';

/** Longer than an ordinary call: the owner writes the whole file first. Still bounded, so no request hangs. */
export const EXPORT_TIMEOUT_MS = 5 * 60_000;

/** What the owning service answers once the file is stored. */
export interface StoredExport {
  fileKey: string;
  fileName: string;
  contentType?: string;
}

/**
 * The one way a download of exported data works (issue 24): the owning service writes the file to object
 * storage under a fresh key the gateway chooses, then the gateway streams it to the caller and removes it.
 * A refusal or failure of the owner answers as the usual JSON error, and nothing is left behind.
 */
@Injectable()
export class StoredExports {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly downloads: FileDownloads,
  ) {}

  /** `write` asks the owner to store the file under `fileKey` (`exports/<folder>/<uuid>.<extension>`). */
  async send(
    res: Response,
    place: { folder: string; extension: string },
    write: (fileKey: string) => Promise<StoredExport>,
  ): Promise<void> {
    const fileKey = `exports/${place.folder}/${randomUUID()}.${place.extension}`;
    let file: StoredExport;
    try {
      file = await write(fileKey);
    } catch (error) {
      await this.storage.removeQuietly([fileKey]);
      throw error;
    }
    await this.downloads.send(
      res,
      { key: file.fileKey, fileName: file.fileName, contentType: file.contentType ?? 'text/csv; charset=utf-8' },
      { disposition: 'attachment', removeAfter: true },
    );
  }
}
