import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { ObjectStorage } from './object-storage';
import { ReceivedUpload, receiveUpload } from './upload-receiver';
import { UploadPolicy } from './upload-policy';

/** Uploads as the routes use them: stored first, then handed to the service that owns the record. */
@Injectable()
export class FileUploads {
  constructor(private readonly storage: ObjectStorage) {}

  /**
   * Stores the upload, then lets `record` tell the owning service about it. If
   * the service refuses or cannot be reached the object is removed again, so a
   * failed request leaves nothing behind.
   */
  async storeAndRecord<T>(
    req: Request,
    policy: UploadPolicy,
    record: (upload: ReceivedUpload) => Promise<T>,
  ): Promise<T> {
    const upload = await receiveUpload(req, policy, this.storage);
    try {
      return await record(upload);
    } catch (error) {
      await this.storage.removeQuietly([upload.file.key]);
      throw error;
    }
  }

  /** For a file only needed while `use` runs (a CSV being imported): removed afterwards whatever happens. */
  async useTemporarily<T>(req: Request, policy: UploadPolicy, use: (upload: ReceivedUpload) => Promise<T>): Promise<T> {
    const upload = await receiveUpload(req, policy, this.storage);
    try {
      return await use(upload);
    } finally {
      await this.storage.removeQuietly([upload.file.key]);
    }
  }

  /** Removes objects the owning service no longer refers to (a replaced photo, a deleted member's files). */
  removeQuietly(keys: ReadonlyArray<string | null | undefined>): Promise<void> {
    return this.storage.removeQuietly(keys);
  }
}
