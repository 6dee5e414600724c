import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { CommonErrorCode, statusForErrorCode, WireError } from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { Observable, throwError } from 'rxjs';
import { isDomainException } from '../errors/domain.exception';
import { JsonLogger } from '../logging/json-logger';

/** Turns anything a handler throws into the wire error; unknown errors never leak their details. */
export function toWireError(error: unknown, logger?: JsonLogger): WireError {
  if (isDomainException(error)) {
    const domain = error;
    return {
      status: statusForErrorCode(domain.code),
      code: domain.code,
      message: domain.message,
      ...(domain.details.errors ? { errors: domain.details.errors } : {}),
      ...(domain.details.field ? { field: domain.details.field } : {}),
      ...(domain.details.retryAfter !== undefined ? { retryAfter: domain.details.retryAfter } : {}),
    };
  }
  const correlationId = randomUUID();
  logger?.event('error', 'unhandled error', {
    correlationId,
    error: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return {
    status: 500,
    code: CommonErrorCode.Internal,
    message: `Internal error (reference ${correlationId})`,
    correlationId,
  };
}

@Catch()
export class RpcDomainExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, _host: ArgumentsHost): Observable<never> {
    const wire = toWireError(exception, this.logger);
    return throwError(() => wire);
  }
}
