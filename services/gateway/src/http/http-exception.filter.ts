import { ArgumentsHost, Catch, ExceptionFilter, HttpException } from '@nestjs/common';
import { JsonLogger } from '@portal/platform';
import type { Request, Response } from 'express';
import { GatewayHttpError } from '../rpc/gateway-http.error';
import { correlationIdOf } from './correlation-id.middleware';

/** Every error leaves the gateway as status + JSON; unknown ones as a 500 with a reference, never a stack. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<Request>();
    if (res.headersSent) return;
    if (exception instanceof GatewayHttpError) {
      res.status(exception.status).json(exception.body);
      return;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const answer = exception.getResponse();
      const message = typeof answer === 'string' ? answer : String((answer as { message?: unknown }).message ?? exception.message);
      res.status(status).json({ status, message });
      return;
    }
    const correlationId = correlationIdOf(req);
    this.logger.event('error', 'unhandled error', {
      correlationId,
      error: exception instanceof Error ? exception.message : String(exception),
      stack: exception instanceof Error ? exception.stack : undefined,
    });
    res.status(500).json({ status: 500, code: 'INTERNAL', message: `Internal server error (reference ${correlationId})`, correlationId });
  }
}
