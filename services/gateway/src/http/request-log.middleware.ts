import type { NextFunction, Request, Response } from 'express';
import { JsonLogger } from '@portal/platform';
import { ClsService } from 'nestjs-cls';
import { currentRequestId } from './request-context';

/** One structured line per /api request. */
export function requestLogMiddleware(logger: JsonLogger, cls: ClsService) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    // Read now: the 'finish' event may fire outside the request's context.
    const correlationId = currentRequestId(cls);
    res.on('finish', () => {
      logger.event(res.statusCode >= 500 ? 'warn' : 'info', 'http', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        correlationId,
      });
    });
    next();
  };
}
