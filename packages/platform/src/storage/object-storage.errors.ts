/**
 * Storage failures in neutral terms: each service decides what its callers see
 * (the gateway answers 404 or 503, membership its own domain error).
 */
export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/** The object storage did not answer or refused a request; trying again later may work. */
export class StorageUnavailableError extends Error {
  constructor(
    readonly operation: string,
    cause: unknown,
  ) {
    super(`object storage failed to ${operation}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'StorageUnavailableError';
  }
}

/** S3's answer for a key that is not there (getObject says NoSuchKey, statObject NotFound). */
export function isMissingObjectError(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === 'NoSuchKey' || code === 'NotFound';
}
