import { CommonErrorCode } from '@portal/contracts';
import {
  findUnsafeInput,
  IMAGE_CONTENT_TYPES,
  ImageFormat,
  reencodeWithoutMetadata,
  UnreadableImageError,
} from '@portal/platform';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { sanitiseFileName } from './file-name.sanitiser';
import { ObjectStorage } from './object-storage';
import { UploadPolicy } from './upload-policy';

/** Bytes looked at before deciding the type: signatures need 12, text detection looks further. */
const HEAD_BYTES = 8 * 1024;
/** Allowance for the multipart envelope and the text fields beside the file. */
const ENVELOPE_BYTES = 256 * 1024;

export interface ReceivedFile {
  key: string;
  contentType: string;
  fileName: string;
  size: number;
}

export interface ReceivedUpload {
  file: ReceivedFile;
  /** The text fields of the form. */
  fields: Record<string, string>;
}

/** 400 with the policy's field named, as the forms show it. */
export function uploadRefused(policy: UploadPolicy, message: string): GatewayHttpError {
  return GatewayHttpError.validation(message, [{ field: policy.field, message }]);
}

/** 413: the file is over the policy's limit (the spec's words, on the file's field). */
export function uploadTooLarge(policy: UploadPolicy, message = policy.messages.tooLarge): GatewayHttpError {
  return new GatewayHttpError(CommonErrorCode.PayloadTooLarge, message, { errors: [{ field: policy.field, message }] });
}

/** 415: the file's real type is not one the policy takes. */
export function uploadWrongType(policy: UploadPolicy): GatewayHttpError {
  const message = policy.messages.wrongType;
  return new GatewayHttpError(CommonErrorCode.UnsupportedMediaType, message, {
    errors: [{ field: policy.field, message }],
  });
}

/**
 * Streams the policy's file field of a multipart request into object storage
 * under a server-generated key, checking the real type from the first bytes and
 * the size while the bytes arrive. The file is never held whole in memory; a
 * refused or broken upload leaves no object behind.
 */
export async function receiveUpload(
  req: Request,
  policy: UploadPolicy,
  storage: ObjectStorage,
): Promise<ReceivedUpload> {
  const { files, fields } = await receiveForm(req, [policy], storage, policy);
  const file = files[policy.field];
  if (!file) throw uploadRefused(policy, policy.messages.missing);
  return { file, fields };
}

export interface ReceivedForm {
  /** Stored files by field name; a field the sender left empty is absent. */
  files: Record<string, ReceivedFile>;
  fields: Record<string, string>;
}

/**
 * A multipart form with text fields and any of several optional files, each
 * checked and stored as its own policy says (e.g. the registration form's
 * passport photo and ID proof). `envelope` answers for errors of the form as a
 * whole. On any failure every file already stored is removed again.
 */
export function receiveForm(
  req: Request,
  policies: UploadPolicy[],
  storage: ObjectStorage,
  envelope: UploadPolicy,
): Promise<ReceivedForm> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const stored = new Map<string, Promise<ReceivedFile | undefined>>();
    let parser: busboy.Busboy | undefined;
    const fields = Object.create(null) as Record<string, string>;
    const removeAll = () => {
      for (const file of stored.values())
        file.then(
          (f) => storage.removeQuietly([f?.key]),
          () => undefined,
        );
    };

    const fail = (error: Error): void => {
      if (settled) return;
      settled = true;
      // Stop parsing; the rest of the body is read and dropped so the answer reaches the client.
      if (parser) req.unpipe(parser);
      req.resume();
      removeAll();
      reject(error);
    };
    const succeed = (files: Record<string, ReceivedFile>): void => {
      if (settled) {
        void storage.removeQuietly(Object.values(files).map((f) => f.key));
        return;
      }
      settled = true;
      resolve({ files, fields });
    };

    const declared = Number(req.headers['content-length']);
    const maxTotal = policies.reduce((sum, p) => sum + p.maxBytes, 0) + ENVELOPE_BYTES;
    if (Number.isFinite(declared) && declared > maxTotal) {
      return fail(uploadTooLarge(envelope));
    }
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: policies.length, fields: 40, fieldSize: 64 * 1024, parts: 60, headerPairs: 100 },
      });
    } catch {
      // Not multipart at all (e.g. JSON): there is no file.
      return fail(uploadRefused(envelope, envelope.messages.missing));
    }

    parser.on('field', (name, value) => {
      // Text Postgres cannot store (NUL) is refused here, before any file is stored or service asked.
      const unsafe = findUnsafeInput({ [name]: value });
      if (unsafe.length > 0) return fail(GatewayHttpError.validation('Validation failed', unsafe));
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      const policy = policies.find((p) => p.field === name);
      if (!policy || stored.has(name)) {
        stream.resume();
        return;
      }
      const file = storeFile(stream, info, policy, storage, policies.length > 1);
      stored.set(name, file);
      file.catch(fail);
    });
    parser.on('close', () => {
      const names = [...stored.keys()];
      Promise.all(stored.values()).then(
        (files) => succeed(Object.fromEntries(files.flatMap((f, i) => (f ? [[names[i], f]] : [])))),
        fail,
      );
    });
    parser.on('error', () => fail(uploadRefused(envelope, 'The upload was incomplete, please try again')));
    req.on('close', () => {
      if (!req.complete) fail(uploadRefused(envelope, 'The upload was interrupted, please try again'));
    });
    req.pipe(parser);
  });
}

const IMAGE_FORMATS = new Map(
  Object.entries(IMAGE_CONTENT_TYPES).map(([format, type]) => [type, format as ImageFormat]),
);

/**
 * The whole image (within the policy's limit, checked as it arrives), written anew without its metadata, so no
 * stored photo keeps where it was taken. Bytes that only look like an image are refused as the wrong type.
 */
async function withoutMetadata(
  body: AsyncIterable<Buffer>,
  format: ImageFormat,
  policy: UploadPolicy,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  try {
    return (await reencodeWithoutMetadata(Buffer.concat(parts), { formats: [format] })).data;
  } catch (error) {
    throw error instanceof UnreadableImageError ? uploadWrongType(policy) : error;
  }
}

/** Stores one file part; with `optional`, an empty part (no file chosen) resolves to undefined. */
async function storeFile(
  stream: Readable,
  info: busboy.FileInfo,
  policy: UploadPolicy,
  storage: ObjectStorage,
  optional = false,
): Promise<ReceivedFile | undefined> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let tooLarge = () => uploadTooLarge(policy);
  let maxBytes = policy.maxBytes;
  try {
    const headParts: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < HEAD_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      headParts.push(next.value);
      headBytes += next.value.length;
    }
    const head = Buffer.concat(headParts, headBytes);
    // A form sent without choosing a file still carries an empty file part.
    if (head.length === 0) {
      if (optional) return undefined;
      throw uploadRefused(policy, policy.messages.missing);
    }
    if (head.length > maxBytes) throw tooLarge();
    const fileName = sanitiseFileName(info.filename, policy.defaultName);
    const accepted = policy.accept({ head, fileName, mimeType: info.mimeType ?? '' });
    if (!accepted) throw uploadWrongType(policy);
    if (accepted.limit) {
      const { tooLarge: message } = accepted.limit;
      maxBytes = accepted.limit.maxBytes;
      tooLarge = () => uploadTooLarge(policy, message);
      if (head.length > maxBytes) throw tooLarge();
    }

    async function* body(): AsyncGenerator<Buffer> {
      yield head;
      if (ended) return;
      let size = head.length;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        if (size > maxBytes) throw tooLarge();
        yield next.value;
      }
    }
    const key = `${policy.keyPrefix}/${randomUUID()}.${accepted.extension}`;
    const image = policy.keepsImagesAsSent ? undefined : IMAGE_FORMATS.get(accepted.contentType);
    const content = image ? [await withoutMetadata(body(), image, policy)] : body();
    const size = await storage.upload(key, content, accepted.contentType);
    return { key, contentType: accepted.contentType, fileName, size };
  } catch (error) {
    await chunks.return?.().catch(() => undefined);
    // Anything but our own answers (size, type, storage) means the upload broke off.
    throw error instanceof GatewayHttpError
      ? error
      : uploadRefused(policy, 'The upload was incomplete, please try again');
  }
}
