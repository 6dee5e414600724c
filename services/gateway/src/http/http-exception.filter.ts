import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { CommonErrorCode } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Response } from 'express';
import { ClsService } from 'nestjs-cls';
import { randomUUID } from 'node:crypto';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { currentRequestId } from './request-context';

/**
 * Every error leaves the gateway as status + JSON; unknown ones as a 500 with a reference, never a stack.
 * An answer with `retryAfter` (rate limit, locked account) also carries it as the Retry-After header,
 * wherever it was thrown: a guard (rate limit, sign-in) or a handler.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: JsonLogger,
    private readonly cls: ClsService,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof GatewayHttpError) {
      const seconds = exception.body.retryAfter;
      if (typeof seconds === 'number' && seconds > 0) res.setHeader('Retry-After', String(Math.ceil(seconds)));
      res.status(exception.status).json(exception.body);
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const given = typeof answer === 'string' ? answer : (answer as { message?: unknown }).message;
      const message = typeof given === 'string' ? given : Array.isArray(given) ? given.join(',') : exception.message;
      res.status(status).json({ status, message });
      return;
    }
    const correlationId = currentRequestId(this.cls) ?? randomUUID();
    this.logger.event('error', 'unhandled error', {
      correlationId,
      error: exception instanceof Error ? exception.message : String(exception),
      stack: exception instanceof Error ? exception.stack : undefined,
    });
    const internal = new GatewayHttpError(
      CommonErrorCode.Internal,
      `Internal server error (reference ${correlationId})`,
      { correlationId },
    );
    res.status(internal.status).json(internal.body);
  }
}
