import { ObjectNotFoundError, ObjectStorage, StorageUnavailableError, StoredObject } from '@portal/platform';
import type { SmtpFailure } from './retry-policy';

/** A file to send with an e-mail, kept in the delivery log as a reference into object storage. */
export interface EmailAttachment {
  key: string;
  fileName: string;
  contentType: string;
}

/** An attachment with its bytes, read just before sending. */
export interface LoadedAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Well under the 25 MB most mail servers accept once base64 has grown the files by a third. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024;

/** Reads an e-mail's attachments at send time; failures become retry decisions (attachmentFailure). */
export interface AttachmentLoader {
  load(attachments: readonly EmailAttachment[]): Promise<LoadedAttachment[]>;
}

/** Why an attachment could not be read; `permanent` when no retry can help. */
export class AttachmentError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'AttachmentError';
  }
}

/**
 * Attachments from the service's bucket. A missing object or an unreachable
 * store is retried like an SMTP outage (the sender that stored the file may
 * still be writing it, or the store may come back); only files too large to
 * ever send fail the e-mail at once.
 */
export class StoredAttachments implements AttachmentLoader {
  constructor(
    private readonly storage: Pick<ObjectStorage, 'open'>,
    private readonly maxBytes = MAX_ATTACHMENT_BYTES,
  ) {}

  async load(attachments: readonly EmailAttachment[]): Promise<LoadedAttachment[]> {
    const loaded: LoadedAttachment[] = [];
    let total = 0;
    for (const attachment of attachments) {
      const content = await this.read(attachment.key, this.maxBytes - total);
      total += content.length;
      loaded.push({ fileName: attachment.fileName, contentType: attachment.contentType, content });
    }
    return loaded;
  }

  private async read(key: string, budget: number): Promise<Buffer> {
    let body: StoredObject['body'];
    try {
      ({ body } = await this.storage.open(key));
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        throw new AttachmentError(`attachment ${key} is not in object storage`, 'ENOOBJECT', false);
      }
      const reason = error instanceof StorageUnavailableError ? error.message : `object storage: ${String(error)}`;
      throw new AttachmentError(reason, 'ESTORAGE', false);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > budget) {
          body.destroy();
          throw new AttachmentError(
            `attachments exceed ${this.maxBytes} bytes (at ${key}); not sendable`,
            'ETOOLARGE',
            true,
          );
        }
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof AttachmentError) throw error;
      throw new AttachmentError(
        `object storage failed while reading ${key}: ${(error as Error).message}`,
        'ESTORAGE',
        false,
      );
    }
    return Buffer.concat(chunks, size);
  }
}

/** An attachment problem in the terms of the retry policy. */
export function attachmentFailure(error: unknown): SmtpFailure {
  if (error instanceof AttachmentError) {
    return { code: error.code, message: error.message, permanent: error.permanent };
  }
  return { code: 'EATTACHMENT', message: error instanceof Error ? error.message : String(error) };
}
