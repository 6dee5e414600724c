import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { CommonErrorCode } from '@portal/contracts';
import { JsonLogger } from '@portal/platform';
import type { Request, Response } from 'express';
import { ClsService } from 'nestjs-cls';
import { randomUUID } from 'node:crypto';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { localizeAnswer, requestLanguage } from './answer-language';
import { currentRequestId } from './request-context';
import { fromBodyReadError, fromHttpException } from './request-errors';

/**
 * Every error leaves the gateway as status + JSON; unknown ones as a 500 with a reference, never a stack.
 * An answer with `retryAfter` (rate limit, locked account) also carries it as the Retry-After header,
 * wherever it was thrown: a guard (rate limit, sign-in) or a handler. Nest's own exceptions and
 * body-reading errors get a code too (request-errors.ts): nothing a client can send answers 500. The message is in
 * the caller's language (answer-language.ts: the account's, else Accept-Language); the code stays the contract's.
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
    const language = requestLanguage(host.switchToHttp().getRequest<Request | undefined>());
    const answer =
      exception instanceof GatewayHttpError
        ? exception
        : exception instanceof HttpException
          ? fromHttpException(exception)
          : fromBodyReadError(exception);
    if (answer) {
      const seconds = answer.body.retryAfter;
      if (typeof seconds === 'number' && seconds > 0) res.setHeader('Retry-After', String(Math.ceil(seconds)));
      res.status(answer.status).json(localizeAnswer(language, answer.body));
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
    res.status(internal.status).json(localizeAnswer(language, internal.body));
  }
}
