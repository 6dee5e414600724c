import { CommonErrorCode } from '@portal/contracts';
import {
  ObjectNotFoundError,
  ObjectStorage as PlatformObjectStorage,
  StorageUnavailableError,
  StoredObject,
} from '@portal/platform';
import { GatewayHttpError } from '../rpc/gateway-http.error';

/**
 * The platform's object-storage client, answering in the gateway's terms: a
 * missing object is 404 'File not found'; a storage failure is 503 like a
 * stopped service, so the caller may simply try again.
 */
export class ObjectStorage extends PlatformObjectStorage {
  override async upload(
    key: string,
    source: AsyncIterable<Buffer> | Iterable<Buffer>,
    contentType: string,
  ): Promise<number> {
    return super.upload(key, source, contentType).catch(rethrowAsHttpError);
  }

  override async open(key: string): Promise<StoredObject> {
    return super.open(key).catch(rethrowAsHttpError);
  }

  override async size(key: string): Promise<number> {
    return super.size(key).catch(rethrowAsHttpError);
  }

  override async openRange(key: string, offset: number, length: number): Promise<StoredObject> {
    return super.openRange(key, offset, length).catch(rethrowAsHttpError);
  }
}

/** The storage's neutral errors as HTTP answers; the source's own errors (a size limit) pass through as they are. */
export function rethrowAsHttpError(error: unknown): never {
  if (error instanceof ObjectNotFoundError) throw new GatewayHttpError(CommonErrorCode.NotFound, 'File not found');
  if (error instanceof StorageUnavailableError) {
    throw new GatewayHttpError(CommonErrorCode.ServiceUnavailable, 'File storage is unavailable, please try again');
  }
  throw error;
}
