import { ArgumentsHost, Catch, RpcExceptionFilter } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { CommonErrorCode, statusForErrorCode, WireError } from '@portal/contracts';
import type { MsgHdrs } from 'nats';
import { randomUUID } from 'node:crypto';
import { Observable, throwError } from 'rxjs';
import { isDomainException } from '../errors/domain.exception';
import { JsonLogger } from '../logging/json-logger';
import { CORRELATION_HEADER } from '../nats/namespace';

/**
 * Turns anything a handler throws into the wire error; unknown errors never leak their details. An unknown
 * error's reference is the request's correlation id when the caller sent one, so the reference a user quotes
 * finds the gateway's and the service's log lines of that request alike.
 */
export function toWireError(error: unknown, logger?: JsonLogger, requestCorrelationId?: string): WireError {
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
  const correlationId = requestCorrelationId || randomUUID();
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

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const wire = toWireError(exception, this.logger, correlationIdOf(host));
    return throwError(() => wire);
  }
}

/** The X-Request-Id the gateway sent with this NATS request, if any. */
function correlationIdOf(host: ArgumentsHost): string | undefined {
  if (host.getType() !== 'rpc') return undefined;
  const context = host.switchToRpc().getContext<NatsContext | undefined>();
  const headers = typeof context?.getHeaders === 'function' ? (context.getHeaders() as MsgHdrs | undefined) : undefined;
  return headers?.get(CORRELATION_HEADER) || undefined;
}
