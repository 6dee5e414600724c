import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from '@jest/globals';
import { ObjectNotFoundError, StorageUnavailableError, StoredObject } from '@portal/platform';
import { afterFailure } from './retry-policy';
import { AttachmentError, attachmentFailure, StoredAttachments } from './email-attachments';

const pdf = { key: 'receipts/r1.pdf', fileName: 'RCPT-1.pdf', contentType: 'application/pdf' };
const queuedAt = new Date('2026-11-21T10:00:00Z');

function storage(open: (key: string) => Promise<StoredObject>) {
  return { open };
}

function failureOf(promise: Promise<unknown>): Promise<AttachmentError> {
  return promise.then(
    () => assert.fail('expected the attachment to fail'),
    (error: unknown) => {
      assert.ok(error instanceof AttachmentError, String(error));
      return error;
    },
  );
}

describe('stored attachments', () => {
  it('reads the stored bytes under the file name and type the e-mail gives them', async () => {
    const bytes = Buffer.from('%PDF-1.7 receipt');
    const sut = new StoredAttachments(
      storage(async () => ({ body: Readable.from([bytes.subarray(0, 5), bytes.subarray(5)]), size: bytes.length })),
    );
    assert.deepEqual(await sut.load([pdf]), [
      { fileName: 'RCPT-1.pdf', contentType: 'application/pdf', content: bytes },
    ]);
  });

  it('keeps the e-mail queued for a retry when the file is not stored yet or storage is down', async () => {
    const missing = await failureOf(
      new StoredAttachments(storage(() => Promise.reject(new ObjectNotFoundError(pdf.key)))).load([pdf]),
    );
    const down = await failureOf(
      new StoredAttachments(
        storage(() => Promise.reject(new StorageUnavailableError('read', new Error('ECONNREFUSED')))),
      ).load([pdf]),
    );
    const broken = await failureOf(
      new StoredAttachments(
        storage(async () => ({
          body: new Readable({
            read() {
              this.destroy(new Error('socket hang up'));
            },
          }),
          size: undefined,
        })),
      ).load([pdf]),
    );
    for (const error of [missing, down, broken]) {
      assert.equal(afterFailure(attachmentFailure(error), 1, queuedAt, queuedAt).status, 'queued', error.message);
    }
    assert.match(broken.message, /socket hang up/);
  });

  it('gives the e-mail up at once when its files are too large to ever be sent', async () => {
    const sut = new StoredAttachments(
      storage(async () => ({ body: Readable.from([Buffer.alloc(600), Buffer.alloc(600)]), size: 1200 })),
      1000,
    );
    const error = await failureOf(sut.load([pdf]));
    assert.equal(afterFailure(attachmentFailure(error), 1, queuedAt, queuedAt).status, 'failed');
  });
});
